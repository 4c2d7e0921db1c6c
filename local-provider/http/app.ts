// The local provider as a fetch handler: CORS, fault switches, routing, envelopes and errors.
import { checkBackendCredentials, checkSdkCredentials, requireSession } from './auth.ts';
import { readBody } from './body.ts';
import { CaptchaChallenge, checkBotFields } from '../bot-protection/bot-fields.ts';
import {
  anyOriginHeaders,
  anyOriginPreflightHeaders,
  corsHeaders,
  devToolsAllowed,
  isAllowedOrigin,
  preflightHeaders,
} from './cors.ts';
import { ConnectionDropped, FaultSwitches } from '../dev/faults.ts';
import { ApiError, errorResponse, plainSuccess, sdkSuccess, unauthorized, type RequestLike } from './responses.ts';
import { Inbox } from '../dev/inbox.ts';
import { GuessLimiter } from '../limits/guess-limit.ts';
import { RateLimiter } from '../limits/rate-limit.ts';
import { clientKey } from '../limits/client-key.ts';
import type { ProviderCore } from '../provider-core.ts';
import { Router, type RouteContext, type RouteResult } from './router.ts';
import { routeGroups } from '../routes/index.ts';
import { resolveSettings, SettingsError, type ProviderSettings, type SettingsOverrides } from '../settings/settings.ts';
import { emptyState, serializeState, type ProviderState } from '../state/state.ts';
import { seedTestUsers } from '../dev/seed.ts';
import { REGISTRATIONS_IN_ALL, REGISTRATIONS_PER_CALLER } from '../connected-apps/clients.ts';

export interface ProviderOptions {
  /** Clock in milliseconds; tests inject one to expire codes and sessions. */
  now?: () => number;
  /** A previously saved state (see state.ts) to start from. */
  state?: ProviderState;
  /** The provider's own URL, its authorization server's issuer (see ProviderCore.issuer). */
  issuer?: string;
}

function isResponse(value: RouteResult): value is Response {
  const candidate = value as { status?: unknown; headers?: { get?: unknown } };
  return typeof candidate.status === 'number' && typeof candidate.headers?.get === 'function';
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export class LocalProvider implements ProviderCore {
  readonly settings: ProviderSettings;
  issuer: string | null;
  state: ProviderState;
  now: () => number;
  readonly inbox: Inbox;
  readonly faults = new FaultSwitches();
  readonly sendLimits: RateLimiter;
  readonly strengthLimits: RateLimiter;
  readonly guessLimits: GuessLimiter;
  readonly registrationLimits: RateLimiter;
  readonly registrationsInAll: RateLimiter;
  readonly usedCaptchaTokens = new Map<string, number>();
  private readonly router: Router;

  constructor(settings: ProviderSettings, options: ProviderOptions = {}) {
    this.settings = settings;
    this.issuer = options.issuer ?? null;
    this.now = options.now ?? Date.now;
    this.state = options.state ?? emptyState();
    this.inbox = new Inbox(
      () => this.state.inbox,
      () => this.now(),
    );
    const limits = () => this.settings.rate_limits;
    this.sendLimits = new RateLimiter(
      () => ({ limit: limits().sends_per_window, windowSeconds: limits().window_seconds }),
      () => this.now(),
      (destination) => `Too many messages sent to ${destination}. Try again in a moment.`,
    );
    this.strengthLimits = new RateLimiter(
      () => ({ limit: limits().strength_checks_per_window, windowSeconds: limits().strength_window_seconds }),
      () => this.now(),
      () => 'Too many password strength checks from this page. Try again in a moment.',
    );
    this.guessLimits = new GuessLimiter(
      () => this.settings.rate_limits,
      () => this.now(),
    );
    this.registrationLimits = new RateLimiter(
      () => REGISTRATIONS_PER_CALLER,
      () => this.now(),
      () => 'Too many client registrations from this caller. Try again in a minute.',
    );
    this.registrationsInAll = new RateLimiter(
      () => REGISTRATIONS_IN_ALL,
      () => this.now(),
      () => 'Too many client registrations. Try again in a minute.',
    );
    this.router = new Router(routeGroups);
    for (const group of routeGroups) {
      const problem = group.checkSettings?.(settings.groups[group.name]);
      if (problem) throw new SettingsError(problem);
    }
    seedTestUsers(this);
  }

  /** Forgets every user, session, token and message, then seeds the test users again; clears faults and limits. */
  reset(): void {
    this.state = emptyState();
    this.faults.clear();
    this.sendLimits.reset();
    this.strengthLimits.reset();
    this.guessLimits.reset();
    this.registrationLimits.reset();
    this.registrationsInAll.reset();
    this.usedCaptchaTokens.clear();
    seedTestUsers(this);
  }

  serialize(): string {
    return serializeState(this.state);
  }

  /** Answers one request. Rejects with ConnectionDropped when a `drop` fault applies. */
  async fetch(request: RequestLike): Promise<Response> {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const origin = request.headers.get('origin');
    const anyOrigin = this.router.opensToAnyOrigin(url.pathname);
    const originAllowed = !origin || anyOrigin || isAllowedOrigin(this.settings, origin, url.origin);
    if (!originAllowed) {
      return errorResponse(
        new ApiError(403, 'bad_domain_for_stytch_sdk', `The origin ${origin} is not allowed for this project.`),
      );
    }
    if (url.pathname.startsWith('/_dev/') && !devToolsAllowed(request.headers, this.settings, url.origin)) {
      const who = origin ? `Pages on ${origin}` : 'Pages of other sites';
      return errorResponse(
        new ApiError(403, 'dev_tools_forbidden', `${who} may not use the local provider's developer tools.`),
      );
    }
    if (method === 'OPTIONS') {
      if (anyOrigin) return new Response(null, { status: 204, headers: anyOriginPreflightHeaders() });
      return new Response(null, { status: 204, headers: origin ? preflightHeaders(origin) : {} });
    }
    const cors = anyOrigin ? anyOriginHeaders() : origin ? corsHeaders(origin) : {};
    try {
      if (!url.pathname.startsWith('/_dev/')) await this.faults.apply(method, url.pathname);
      return withHeaders(await this.route(request, url, method), cors);
    } catch (error) {
      if (error instanceof ConnectionDropped) throw error;
      if (error instanceof ApiError) return withHeaders(errorResponse(error), cors);
      if (error instanceof CaptchaChallenge) return withHeaders(error.response(), cors);
      console.error(`local provider: ${method} ${url.pathname} failed:`, (error as Error).message);
      return withHeaders(errorResponse(new ApiError(500, 'internal_server_error', 'The local provider failed.')), cors);
    }
  }

  private async route(request: RequestLike, url: URL, method: string): Promise<Response> {
    const match = this.router.match(method, url.pathname);
    if (match.kind === 'none') throw new ApiError(404, 'route_not_found', `No endpoint at ${url.pathname}.`);
    if (match.kind === 'wrong_method')
      throw new ApiError(405, 'method_not_allowed', `${method} is not allowed on ${url.pathname}.`);
    const { route, params } = match;
    let session = null;
    if (route.access === 'public') session = checkSdkCredentials(this, request);
    if (route.access === 'session') session = requireSession(this, request);
    if (route.access === 'backend') checkBackendCredentials(this, request);
    const context: RouteContext = {
      request,
      url,
      params,
      provider: this,
      client: clientKey(request),
      // Every body that accepts captcha_token is checked in captcha mode and with fingerprinting (bot-protection/bot-fields.ts).
      body: async (spec, limits) => {
        const body = await readBody(request, spec, limits);
        if (Object.hasOwn(spec, 'captcha_token'))
          checkBotFields(this, body as { captcha_token?: unknown }, Object.hasOwn(spec, 'dfp_telemetry_id'));
        return body;
      },
      session,
      sessionUser: () => {
        const user = session && this.state.users.get(session.session.user_id);
        if (!user) throw unauthorized('unauthorized_credentials', 'This call needs a session; none was sent.');
        return user;
      },
    };
    const result = await route.handle(context);
    if (isResponse(result)) return result;
    return route.envelope === 'plain' ? plainSuccess(result) : sdkSuccess(result);
  }
}

export function createProvider(settings: SettingsOverrides = {}, options: ProviderOptions = {}): LocalProvider {
  return new LocalProvider(resolveSettings(settings), options);
}
