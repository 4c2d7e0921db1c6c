// The typed client's surface (implemented in src/provider/*.ts by createClient). The endpoints of the
// products' groups are typed in their own modules (src/products/<product>/client.ts) and taken from
// there (deferred-groups.ts). Request bodies use the provider's wire names (snake_case), as in
// docs/provider-api.md, so nothing is renamed twice. Every call resolves to a Result; none throws.
import type { TelemetryBlob } from './telemetry.ts';
import type { BootstrapData, User } from '../types/index.ts';
import type { ApiResult, AuthResult, Base } from './api-result.ts';
import type { ProductGroups } from './deferred-groups.ts';

export type { ApiResult, AuthResult, ClientError, ClientErrorKind } from './api-result.ts';

export interface ClientOptions {
  publicToken: string;
  /**
   * Origin of the provider API: `http://localhost:8788`. When absent, the hosted provider for the
   * token (`hostedBaseUrl`). A trailing slash is dropped; anything but an http(s) URL is refused.
   */
  baseUrl?: string;
  /** Reads the current session token (the session cookie); absent when signed out. */
  getSessionToken?: () => string | undefined;
  /** Ids put into the telemetry header when signed in. */
  getTelemetryIds?: () => { userId?: string; sessionId?: string };
  fetch?: typeof fetch;
  /** Per-request timeout; default 10 000 ms. */
  timeoutMs?: number;
}

export interface OAuthStartParams {
  provider: string;
  /** The project's CNAME host from bootstrap (`cnameDomain`); the start URL uses it instead of the base URL. */
  cnameDomain?: string | null;
  codeChallenge?: string;
  customScopes?: string[];
  providerParams?: Record<string, string>;
  loginRedirectUrl?: string;
  signupRedirectUrl?: string;
}

export interface TelemetryEvent {
  /**
   * The telemetry of the moment the event happened (its time, the user and session of then). Built
   * when the event is sent if absent; never sent inside the event itself.
   */
  telemetry?: TelemetryBlob;
  event_name: string;
  details?: Record<string, unknown>;
  error_code?: string;
  error_description?: string;
  http_status_code?: number;
}

/** An app the signed-in user allowed to act for them (an OAuth grant, such as an assistant's). */
export interface ConnectedApp {
  connected_app_id: string;
  /** The app's own name from its registration (outside text: show it as text); may be empty. */
  name: string;
  description: string;
  client_type: 'public' | 'confidential';
  /** An http(s) address of the app's logo, when it registered one. */
  logo_url?: string;
  /** The granted scopes, split from the provider's space-separated text, each once. */
  scopes_granted: string[];
  /** When the user granted them (ISO 8601). */
  granted_at: string;
}

/** The whole client: the groups of the products' endpoints (typed in their modules) and the rest, typed here. */
export interface CourtClient extends ProductGroups {
  readonly publicToken: string;
  readonly baseUrl: string;
  /** GET /sdk/v1/projects/bootstrap/{token}, mapped to camelCase. */
  bootstrap(): Promise<ApiResult<BootstrapData>>;
  /** POST /sdk/v1/events with one batch; failures are swallowed. */
  sendEvents(events: TelemetryEvent[]): Promise<void>;
  /** The telemetry blob of this moment: time, user and session ids now. */
  telemetry(): TelemetryBlob;
  oauth: {
    /** The browser-navigation URL of docs/provider-api.md#oauth-start (not fetched). */
    startUrl(params: OAuthStartParams): string;
    authenticate(body: {
      token: string;
      session_duration_minutes: number;
      code_verifier?: string;
    }): Promise<AuthResult>;
  };
  sessions: {
    authenticate(body?: { session_duration_minutes?: number }): Promise<AuthResult>;
    /**
     * `sessionToken`: revoke this session, already forgotten in the browser (sign-out), with a
     * request that outlives the page (`keepalive`); by default the current one.
     */
    revoke(options?: { sessionToken?: string }): Promise<ApiResult<Base>>;
  };
  users: {
    me(): Promise<ApiResult<User>>;
    search(body: { email: string }): Promise<ApiResult<{ userType: 'new' | 'password' | 'passwordless' }>>;
    deleteWebauthnRegistration(id: string): Promise<ApiResult<{ user_id: string; __user: User }>>;
    /** The apps this user connected (at most 100 are read from one answer). */
    connectedApps(): Promise<ApiResult<ConnectedApp[]>>;
    /** Ends one connected app's grant: every token it holds and the remembered consent. */
    revokeConnectedApp(connectedAppId: string): Promise<ApiResult<Record<string, never>>>;
  };
  /** Connected Apps' consent API and the authorization server's issuer (the authorize mode's client). */
  idp: IdpCalls;
}

// Connected Apps' consent API, implemented by the OAuth authorize mode (src/modes/oauth-authorize/client.ts).

export interface ConnectedAppClient {
  clientId: string;
  clientType: 'public' | 'confidential';
  /** Empty when the client registered none. */
  name: string;
  description: string;
}

export interface ScopeResult {
  scope: string;
  grantable: boolean;
  /** The project's own words for a scope of the app (bootstrap's rbac_policy); may be empty. */
  description: string;
}

export interface AuthorizeStart {
  /** Null while nobody is signed in. */
  user: User | null;
  client: ConnectedAppClient;
  consentRequired: boolean;
  scopes: ScopeResult[];
}

export interface AuthorizeStartBody {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scopes: string[];
  prompt?: string;
}

export interface AuthorizeSubmitBody extends AuthorizeStartBody {
  consent_granted: boolean;
  state?: string;
  nonce?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  resources?: string[];
  resource?: string[];
}

export interface IdpCalls {
  authorizeStart(body: AuthorizeStartBody): Promise<ApiResult<AuthorizeStart>>;
  /** Answers the address to send the browser to: the client's redirect_uri with a code or an error. */
  authorizeSubmit(body: AuthorizeSubmitBody): Promise<ApiResult<{ redirectUri: string }>>;
  /** The authorization server's `issuer` (RFC 8414), for the error redirects the page builds itself. */
  issuer(): Promise<ApiResult<string>>;
}
