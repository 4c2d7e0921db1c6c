// Domain types shared by the widget, the client and the host app. Imports nothing.

export const OAUTH_PROVIDER_TYPES = [
  'google',
  'microsoft',
  'apple',
  'github',
  'gitlab',
  'facebook',
  'discord',
  'salesforce',
  'slack',
  'amazon',
  'bitbucket',
  'linkedin',
  'coinbase',
  'twitch',
  'twitter',
  'tiktok',
  'snapchat',
  'figma',
  'yahoo',
] as const;
export type OAuthProviderType = (typeof OAUTH_PROVIDER_TYPES)[number];

export interface UserEmail {
  email_id: string;
  email: string;
  verified: boolean;
}
export interface UserPhoneNumber {
  phone_id: string;
  phone_number: string;
  verified: boolean;
}
export interface WebAuthnRegistration {
  webauthn_registration_id: string;
  name: string;
  domain: string;
  user_agent: string;
  authenticator_type: string;
  verified: boolean;
}
export interface CryptoWallet {
  crypto_wallet_id: string;
  crypto_wallet_address: string;
  crypto_wallet_type: string;
  verified: boolean;
}

export interface User {
  user_id: string;
  created_at: string;
  status: 'active' | 'pending';
  name: { first_name: string; middle_name: string; last_name: string };
  emails: UserEmail[];
  phone_numbers: UserPhoneNumber[];
  providers: Array<{
    oauth_user_registration_id: string;
    provider_subject: string;
    provider_type: string;
    profile_picture_url: string;
    locale: string;
  }>;
  webauthn_registrations: WebAuthnRegistration[];
  crypto_wallets: CryptoWallet[];
  password: null | { password_id: string; requires_reset: boolean };
  trusted_metadata: Record<string, unknown>;
  untrusted_metadata: Record<string, unknown>;
}

export interface AuthenticationFactor {
  type: string;
  delivery_method: string;
  last_authenticated_at: string;
  [factor: string]: unknown;
}

export interface Session {
  session_id: string;
  user_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  attributes: { ip_address: string; user_agent: string };
  authentication_factors: AuthenticationFactor[];
  custom_claims: Record<string, unknown> | null;
}

/** The `data` of every authenticate call (docs/provider-api.md#auth-response). */
export interface AuthResponse {
  request_id: string;
  status_code: number;
  user_id: string;
  user: User;
  session: Session;
  session_token: string;
  session_jwt: string;
}

/** Bootstrap data after mapping to camelCase (docs/provider-api.md#bootstrap). */
export interface BootstrapData {
  projectName: string | null;
  disableSdkWatermark: boolean;
  cnameDomain: string | null;
  emailDomains: string[];
  captchaSettings: { enabled: false } | { enabled: true; siteKey: string };
  pkceRequiredForEmailMagicLinks: boolean;
  pkceRequiredForPasswordResets: boolean;
  pkceRequiredForOauth: boolean;
  pkceRequiredForSso: boolean;
  slugPattern: string | null;
  createOrganizationEnabled: boolean;
  passwordConfig: { ludsComplexity: number; ludsMinimumCount: number } | null;
  dfpProtectedAuthEnabled: boolean;
  dfpProtectedAuthMode: 'OBSERVATION' | 'DECISIONING' | undefined;
  rbacPolicy: unknown | null;
  /** Ethereum wallets sign a Sign-In With Ethereum message (docs/provider-api.md#crypto-wallets). */
  siweRequiredForCryptoWallets: boolean;
}

/** How a widget sign-in finished; `court-success` carries it (no tokens). */
export type SignInMethod = 'oauth' | 'otp' | 'magic_link' | 'password' | 'passkey' | 'crypto';

/** `detail` of the `court-success` DOM event. Tokens never leave through events. */
export interface SuccessDetail {
  method: SignInMethod;
  user: User;
  session: Session;
}

/** `detail` of the `court-error` DOM event. */
export interface ErrorDetail {
  code: string;
  message: string;
  /** For configuration problems: the config field at fault, e.g. `oauthOptions.providers[0].type`. */
  field?: string;
  /** For `product_unavailable`: the product whose part failed while rendering, e.g. `crypto` (or `widget`). */
  product?: string;
}

/** `detail` of the `court-event` DOM event (every widget event of docs/specification.md#events). */
export interface WidgetEventDetail {
  type: string;
  data: Record<string, unknown>;
}
