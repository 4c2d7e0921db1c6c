// Google One Tap (provider-api.md §4.3). Offline there is no Google, so the id_token is a stand-in:
// an unsigned JWT (`alg: none`) or one signed HS256 with the project secret, whose `aud` is the
// configured client id (settings.groups.one_tap.google_client_id) and which carries `sub` and `email`.
// Submitting it signs the Google account in like the OAuth flow: the answer's redirect_url carries
// `stytch_token_type=oauth&token=…` for `oauth/authenticate`.
import { ApiError, badRequest, notFound, unauthorized } from '../http.ts';
import { newId, newToken } from '../ids.ts';
import { verifyJwt } from '../jwt.ts';
import { issueLinkToken, linkWithToken } from '../link-tokens.ts';
import type { StoredUser } from '../model.ts';
import type { RouteContext, RouteGroup } from '../router.ts';
import type { ProviderSettings } from '../settings.ts';
import { createUser, emailEntry, findUserByEmail } from '../users.ts';
import { checkEmail, checkRedirectUrl } from '../validate.ts';

const CALLBACK_LIFETIME_MS = 60 * 60_000;
const TOKEN_MINUTES = 10;
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

interface OneTapState {
  callbacks: Array<{ id: string; expires_at: number }>;
}

interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  picture: string;
  locale: string;
}

function googleClientId(settings: ProviderSettings): string {
  const group = settings.groups.one_tap as { google_client_id?: unknown } | undefined;
  if (group === undefined) return '';
  if (typeof group !== 'object' || group === null || typeof group.google_client_id !== 'string') {
    throw new ApiError(500, 'invalid_provider_settings', 'settings.groups.one_tap.google_client_id must be a string.');
  }
  return group.google_client_id;
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
  if (!login && !settings.redirect_urls.login) throw badRequest('no_login_redirect_urls_set', 'The project has no login redirect URL.');
  if (!signup && !settings.redirect_urls.signup) throw badRequest('no_signup_redirect_urls_set', 'The project has no signup redirect URL.');
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
function readIdToken(token: string, clientId: string, secret: string, nowSeconds: number): GoogleIdentity {
  const refuse = (message: string) => unauthorized('invalid_id_token', message);
  const parts = token.split('.');
  const header = parts.length === 3 ? decodePart(parts[0]!) : null;
  const claims = parts.length === 3 ? decodePart(parts[1]!) : null;
  if (!header || !claims) throw refuse('The id_token is not a JWT (base64url JSON header.payload.signature).');
  if (header.alg === 'none') {
    if (parts[2] !== '') throw refuse('An unsigned id_token (alg "none") must have an empty signature part.');
  } else if (header.alg === 'HS256') {
    if (!verifyJwt(token, secret)) throw refuse('The id_token signature does not verify with the project secret.');
  } else {
    throw refuse('Offline, the id_token must be unsigned (alg "none") or signed HS256 with the project secret.');
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(clientId)) throw refuse('The id_token audience (aud) is not the configured Google client id.');
  if (typeof claims.exp !== 'number') throw refuse('The id_token has no expiry (exp).');
  if (claims.exp <= nowSeconds) throw refuse('The id_token has expired.');
  if (claims.iss !== undefined && !GOOGLE_ISSUERS.includes(String(claims.iss))) throw refuse('The id_token issuer (iss) is not Google.');
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
    sub: claims.sub, email, emailVerified: claims.email_verified !== false, givenName: text(claims.given_name),
    familyName: text(claims.family_name), picture: text(claims.picture), locale: text(claims.locale) || 'en',
  };
}

/** Finds or creates the user of the Google account and links the Google registration. */
function googleUser(context: RouteContext, identity: GoogleIdentity): { user: StoredUser; created: boolean; registrationId: string } {
  const { state } = context.provider;
  const linked = [...state.users.values()].find((candidate) => candidate.profile.providers
    .some((entry) => entry.provider_type === 'Google' && entry.provider_subject === identity.sub));
  const existing = linked ?? findUserByEmail(state, identity.email);
  const user = existing ?? createUser(state, { email: identity.email, first_name: identity.givenName, last_name: identity.familyName }, context.provider.now());
  const entry = emailEntry(user, identity.email) ?? { email_id: newId('email'), email: identity.email, verified: false };
  if (!user.profile.emails.includes(entry)) user.profile.emails.push(entry);
  if (identity.emailVerified) entry.verified = true;
  let registration = user.profile.providers.find((item) => item.provider_type === 'Google' && item.provider_subject === identity.sub);
  if (!registration) {
    registration = { oauth_user_registration_id: newId('oauth-user-registration'), provider_subject: identity.sub, provider_type: 'Google', profile_picture_url: identity.picture, locale: identity.locale };
    user.profile.providers.push(registration);
  }
  return { user, created: !existing, registrationId: registration.oauth_user_registration_id };
}

export const oneTapRoutes: RouteGroup = {
  name: 'one_tap',
  routes: [
    {
      method: 'GET',
      path: '/v1/public/oauth/google/onetap/start',
      access: 'open',
      envelope: 'plain',
      handle({ provider, url }) {
        if (url.searchParams.get('public_token') !== provider.settings.public_token) {
          throw notFound('public_token_not_found', 'The public_token parameter is missing or not this project\'s.');
        }
        checkRedirectsConfigured(provider.settings);
        const now = provider.now();
        const state = oneTapState(provider.state.groups);
        const callback = { id: `oauth-callback-test-${newToken()}`, expires_at: now + CALLBACK_LIFETIME_MS };
        state.callbacks = [...state.callbacks.filter((item) => item.expires_at > now), callback];
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
        const body = await context.body({
          id_token: 'string', stytch_csrf_token: 'string', login_redirect_url: 'string?', signup_redirect_url: 'string?',
        });
        const now = provider.now();
        const known = oneTapState(provider.state.groups).callbacks.some((item) => item.id === context.params.oauth_callback_id && item.expires_at > now);
        if (!known) throw notFound('oauth_callback_not_found', 'The One Tap callback id is unknown or expired. Reload the page to start again.');
        const clientId = googleClientId(provider.settings);
        if (!clientId) throw badRequest('oauth_config_not_found', 'No Google client id is configured for One Tap.');
        checkRedirectsConfigured(provider.settings, body.login_redirect_url, body.signup_redirect_url);
        const { settings } = provider;
        const loginUrl = checkRedirectUrl(settings, body.login_redirect_url, settings.redirect_urls.login, 'invalid_oauth_redirect_url');
        const signupUrl = checkRedirectUrl(settings, body.signup_redirect_url, settings.redirect_urls.signup, 'invalid_oauth_redirect_url');
        const identity = readIdToken(body.id_token, clientId, settings.secret, Math.floor(now / 1000));
        const { user, created, registrationId } = googleUser(context, identity);
        const token = issueLinkToken(provider, 'oauth', user.profile.user_id, TOKEN_MINUTES, null, {
          provider: 'google', email: identity.email, scopes: 'openid email profile', registration_id: registrationId,
        });
        return { redirect_url: linkWithToken(created ? signupUrl : loginUrl, 'oauth', token.token) };
      },
    },
  ],
};
