// Google One Tap (docs/provider-api.md#one-tap). Offline there is no Google, so the id_token is a stand-in:
// a JWT signed HS256 with the project secret (as the /gsi stand-in mints them; unsigned ones are
// refused), whose `aud` is the configured client id (settings.groups.one_tap.google_client_id) and
// which carries `sub` and `email`. Submitting it signs the Google account in like the OAuth flow: the
// answer's redirect_url carries `stytch_token_type=oauth&token=…`, and `oauth/authenticate` finds or
// creates the user. Against login CSRF: the submit's `stytch_csrf_token` must equal the `g_csrf_token`
// cookie that the identity script set on the page (a double-submit check); each callback id works
// once; the token keeps the submit's PKCE `code_challenge`, so that only the page holding the verifier
// can exchange it (the element sends one whenever the landing page shares its origin and can read the
// verifier); and the token keeps that cookie's value, which the exchange must send again, so a token
// handed to another browser is refused there even without PKCE.
import { keepNewest } from '../limits/bounded.ts';
import { ApiError, badRequest, cookieValue, notFound, unauthorized } from '../http/responses.ts';
import { newToken } from '../domain/ids.ts';
import { ONE_TAP_BROWSER, ONE_TAP_CSRF_COOKIE } from '../domain/one-tap-csrf.ts';
import { verifyJwt } from '../domain/jwt.ts';
import { issueLink } from '../domain/link-tokens.ts';
import { findOAuthUser, identityDetail, type OAuthIdentity } from '../domain/oauth-accounts.ts';
import { OAUTH_LOGIN_SCOPES } from '../domain/oauth-providers.ts';
import type { RouteGroup } from '../http/router.ts';
import type { ProviderSettings } from '../settings/settings.ts';
import { checkEmail, checkRedirectUrl } from '../domain/validate.ts';

const CALLBACK_LIFETIME_MS = 60 * 60_000;
const TOKEN_MINUTES = 10;
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

interface OneTapState {
  callbacks: Array<{ id: string; expires_at: number }>;
}

/** `settings.groups.one_tap` is absent or `{ "google_client_id": string }`. */
function checkOneTapSettings(value: unknown): string | null {
  if (value === undefined) return null;
  const fine =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).every((key) => key === 'google_client_id') &&
    typeof (value as { google_client_id?: unknown }).google_client_id === 'string';
  return fine ? null : 'settings "groups.one_tap" must be {"google_client_id": "<client id>"}';
}

function googleClientId(settings: ProviderSettings): string {
  return (settings.groups.one_tap as { google_client_id: string } | undefined)?.google_client_id ?? '';
}

function oneTapState(groups: Record<string, unknown>): OneTapState {
  const current = groups.one_tap as Partial<OneTapState> | undefined;
  if (current === undefined) return (groups.one_tap = { callbacks: [] }) as OneTapState;
  if (!current || !Array.isArray(current.callbacks)) {
    throw new Error('The saved provider state has a malformed "one_tap" group (expected a callbacks list).');
  }
  return current as OneTapState;
}

function checkRedirectsConfigured(settings: ProviderSettings, login?: string, signup?: string): void {
  if (!login && !settings.redirect_urls.login)
    throw badRequest('no_login_redirect_urls_set', 'The project has no login redirect URL.');
  if (!signup && !settings.redirect_urls.signup)
    throw badRequest('no_signup_redirect_urls_set', 'The project has no signup redirect URL.');
}

function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The Google identity in a stand-in id_token, or a clear 401 `invalid_id_token`. */
function readIdToken(token: string, clientId: string, secret: string, nowSeconds: number): OAuthIdentity {
  const refuse = (message: string) => unauthorized('invalid_id_token', message);
  const parts = token.split('.');
  const header = parts.length === 3 ? decodePart(parts[0]!) : null;
  const claims = parts.length === 3 ? decodePart(parts[1]!) : null;
  if (!header || !claims) throw refuse('The id_token is not a JWT (base64url JSON header.payload.signature).');
  if (header.alg !== 'HS256')
    throw refuse('Offline, the id_token must be signed HS256 with the project secret; unsigned ones are refused.');
  if (!verifyJwt(token, secret)) throw refuse('The id_token signature does not verify with the project secret.');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(clientId))
    throw refuse('The id_token audience (aud) is not the configured Google client id.');
  if (typeof claims.exp !== 'number') throw refuse('The id_token has no expiry (exp).');
  if (claims.exp <= nowSeconds) throw refuse('The id_token has expired.');
  if (claims.iss !== undefined && !GOOGLE_ISSUERS.includes(String(claims.iss)))
    throw refuse('The id_token issuer (iss) is not Google.');
  if (typeof claims.sub !== 'string' || claims.sub === '') throw refuse('The id_token has no subject (sub).');
  if (typeof claims.email !== 'string') throw refuse('The id_token carries no email.');
  let email: string;
  try {
    email = checkEmail(claims.email);
  } catch {
    throw refuse('The id_token email is not a valid email address.');
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    provider: 'google',
    providerType: 'Google',
    subject: claims.sub,
    email,
    emailVerified: claims.email_verified !== false,
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
    picture: text(claims.picture),
    locale: text(claims.locale) || 'en',
    scopes: OAUTH_LOGIN_SCOPES,
  };
}

export const oneTapRoutes: RouteGroup = {
  name: 'one_tap',
  checkSettings: checkOneTapSettings,
  routes: [
    {
      method: 'GET',
      path: '/v1/public/oauth/google/onetap/start',
      access: 'open',
      envelope: 'plain',
      handle({ provider, url }) {
        if (url.searchParams.get('public_token') !== provider.settings.public_token) {
          throw notFound('public_token_not_found', "The public_token parameter is missing or not this project's.");
        }
        checkRedirectsConfigured(provider.settings);
        const now = provider.now();
        const state = oneTapState(provider.state.groups);
        const callback = { id: `oauth-callback-test-${newToken()}`, expires_at: now + CALLBACK_LIFETIME_MS };
        state.callbacks = [...state.callbacks.filter((item) => item.expires_at > now), callback];
        keepNewest(state.callbacks);
        return { google_client_id: googleClientId(provider.settings), oauth_callback_id: callback.id };
      },
    },
    {
      method: 'POST',
      path: '/v1/oauth/callback/:oauth_callback_id',
      access: 'open',
      envelope: 'plain',
      async handle(context) {
        const { provider } = context;
        if (context.request.headers.get('x-stytch-oauth-type') !== 'google-one-tap') {
          throw badRequest('invalid_oauth_callback_type', 'Send the header x-stytch-oauth-type: google-one-tap.');
        }
        const body = await context.body(
          {
            id_token: 'string',
            stytch_csrf_token: 'string',
            login_redirect_url: 'string?',
            signup_redirect_url: 'string?',
            code_challenge: 'string?',
          },
          { id_token: 8192 },
        );
        // From here on nothing waits: the checks and the use of the callback id happen as one step.
        const now = provider.now();
        const state = oneTapState(provider.state.groups);
        const callback = state.callbacks.find(
          (item) => item.id === context.params.oauth_callback_id && item.expires_at > now,
        );
        if (!callback)
          throw notFound(
            'oauth_callback_not_found',
            'The One Tap callback id is unknown, expired or used. Reload the page to start again.',
          );
        const csrfCookie = cookieValue(context.request, ONE_TAP_CSRF_COOKIE);
        if (!csrfCookie || body.stytch_csrf_token !== csrfCookie) {
          throw new ApiError(
            403,
            'invalid_csrf_token',
            'stytch_csrf_token must equal the g_csrf_token cookie set by the Google identity script.',
          );
        }
        const clientId = googleClientId(provider.settings);
        if (!clientId) throw badRequest('oauth_config_not_found', 'No Google client id is configured for One Tap.');
        checkRedirectsConfigured(provider.settings, body.login_redirect_url, body.signup_redirect_url);
        const { settings } = provider;
        const loginUrl = checkRedirectUrl(
          settings,
          body.login_redirect_url,
          settings.redirect_urls.login,
          'invalid_oauth_redirect_url',
        );
        const signupUrl = checkRedirectUrl(
          settings,
          body.signup_redirect_url,
          settings.redirect_urls.signup,
          'invalid_oauth_redirect_url',
        );
        const identity = readIdToken(body.id_token, clientId, settings.secret, Math.floor(now / 1000));
        state.callbacks = state.callbacks.filter((item) => item !== callback);
        const existing = findOAuthUser(provider.state, identity) !== undefined;
        const detail = { ...identityDetail(identity), [ONE_TAP_BROWSER]: csrfCookie };
        const redirectUrl = issueLink(provider, {
          kind: 'oauth',
          base: existing ? loginUrl : signupUrl,
          userId: null,
          minutes: TOKEN_MINUTES,
          codeChallenge: body.code_challenge ?? null,
          detail,
        });
        return { redirect_url: redirectUrl };
      },
    },
  ],
};
