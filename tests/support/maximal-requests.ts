// One request per body-reading endpoint of the local provider with every input at (or far past) its
// limit: what the provider must answer without holding up anyone else.
import { MAX_BODY_BYTES } from '../../local-provider/http/server.ts';
import type { HeavyRequest } from './unrelated-delay.ts';

const ORIGIN = 'http://localhost:5173';

function basic(name: string, secret: string): string {
  return `Basic ${Buffer.from(`${name}:${secret}`).toString('base64')}`;
}

export interface MaximalRequestOptions {
  publicToken: string;
  projectId: string;
  secret: string;
  /** A live session token (some endpoints only work behind one). */
  sessionToken: string;
  /** Email of a seeded user with a password. */
  passwordUser: string;
}

const long = (length: number, char = 'a') => char.repeat(length);

/** `fields` as JSON padded with spaces to the body limit. */
function padded(fields: Record<string, unknown>): string {
  const text = JSON.stringify(fields);
  return text + ' '.repeat(Math.max(0, MAX_BODY_BYTES - text.length));
}

export function maximalRequests(options: MaximalRequestOptions): HeavyRequest[] {
  const sdk = {
    Authorization: basic(options.publicToken, options.publicToken),
    'Content-Type': 'application/json',
    Origin: ORIGIN,
  };
  const session = { ...sdk, Authorization: basic(options.publicToken, options.sessionToken) };
  const backend = { Authorization: basic(options.projectId, options.secret), 'Content-Type': 'application/json' };
  const post = (
    name: string,
    path: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = sdk,
  ): HeavyRequest => ({ name, method: 'POST', path, headers, body: JSON.stringify(body) });
  const password = long(256, 'Zq9!');
  return [
    post('Solana address of 100,000 characters', '/sdk/v1/crypto_wallets/authenticate/start/primary', {
      crypto_wallet_type: 'solana',
      crypto_wallet_address: long(100_000, '2'),
    }),
    post('Solana address of 2,048 characters', '/sdk/v1/crypto_wallets/authenticate/start/primary', {
      crypto_wallet_type: 'solana',
      crypto_wallet_address: long(2048, '2'),
    }),
    post('Solana signature of 2,048 characters', '/sdk/v1/crypto_wallets/authenticate', {
      crypto_wallet_type: 'solana',
      crypto_wallet_address: long(44, '2'),
      signature: long(2048, '2'),
      session_duration_minutes: 30,
    }),
    post('Ethereum signature of 2,048 characters', '/sdk/v1/crypto_wallets/authenticate', {
      crypto_wallet_type: 'ethereum',
      crypto_wallet_address: `0x${long(40, '1')}`,
      signature: `0x${long(2046, 'f')}`,
      session_duration_minutes: 30,
    }),
    post('password sign-in, 256 characters', '/sdk/v1/passwords/authenticate', {
      email: options.passwordUser,
      password: password.slice(0, 256),
      session_duration_minutes: 30,
    }),
    post('password strength, 256 characters', '/sdk/v1/passwords/strength_check', { password: password.slice(0, 256) }),
    post('password sign-up, 256 characters', '/sdk/v1/passwords', {
      email: `new-${Date.now()}@court-login.local`,
      password: password.slice(0, 256),
      session_duration_minutes: 30,
    }),
    post('password reset, 256 characters', '/sdk/v1/passwords/email/reset', {
      token: long(2048),
      password: password.slice(0, 256),
      session_duration_minutes: 30,
    }),
    post('passcode of 2,048 characters', '/sdk/v1/otps/authenticate', {
      token: long(2048, '1'),
      method_id: long(2048),
      session_duration_minutes: 30,
    }),
    post('email of 2,048 characters', '/sdk/v1/otps/email/login_or_create', {
      email: `${long(2030)}@court-login.local`,
    }),
    post('magic link URL of 2,048 characters', '/sdk/v1/magic_links/email/login_or_create', {
      email: 'ace@court-login.local',
      login_magic_link_url: `http://localhost:5173/${long(2000)}`,
    }),
    post('OAuth token of 2,048 characters', '/sdk/v1/oauth/authenticate', {
      token: long(2048),
      session_duration_minutes: 30,
    }),
    post('passkey credential of 64 KiB', '/sdk/v1/webauthn/authenticate', {
      public_key_credential: JSON.stringify({ id: long(60_000) }),
      session_duration_minutes: 30,
    }),
    post(
      'One Tap ID token of 8 KiB',
      '/v1/oauth/callback/unknown',
      { id_token: long(8192), stytch_csrf_token: long(2048) },
      { ...sdk, 'x-stytch-oauth-type': 'google-one-tap' },
    ),
    post(
      'session JWT of 8 KiB',
      '/v1/sessions/authenticate',
      { session_jwt: `${long(4000)}.${long(2000)}.${long(2000)}` },
      backend,
    ),
    {
      name: 'user metadata of 1 MB',
      method: 'PUT',
      path: '/sdk/v1/users/me',
      headers: session,
      body: padded({
        untrusted_metadata: Object.fromEntries(Array.from({ length: 2000 }, (_, index) => [`k${index}`, long(400)])),
      }),
    },
    {
      name: 'search body of 1 MB',
      method: 'POST',
      path: '/sdk/v1/users/search',
      headers: sdk,
      body: padded({ email: 'ace@court-login.local' }),
    },
    {
      name: 'telemetry of 1 MB',
      method: 'POST',
      path: '/sdk/v1/events',
      headers: sdk,
      body: padded({ events: [long(500_000)] }),
    },
    {
      name: 'fault of 1 MB',
      method: 'POST',
      path: '/_dev/faults',
      headers: { 'Content-Type': 'application/json' },
      body: padded({ path: long(500_000) }),
    },
    post(
      'client registration of 1 MB',
      '/v1/oauth2/register',
      { redirect_uris: [`https://app.example/${long(500_000)}`] },
      { 'Content-Type': 'application/json' },
    ),
    post(
      'client registration with ten 2,000-character redirect URIs',
      '/v1/oauth2/register',
      {
        client_name: long(200),
        redirect_uris: Array.from({ length: 10 }, (_, index) => `https://app.example/${index}${long(1970)}`),
      },
      { 'Content-Type': 'application/json' },
    ),
    {
      name: 'token request with 8 KiB parameters',
      method: 'POST',
      path: '/v1/oauth2/token',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: long(8192),
        code: long(8192),
        code_verifier: long(8192),
        redirect_uri: long(8192),
      }).toString(),
    },
    {
      name: 'token request of 1 MB',
      method: 'POST',
      path: '/v1/oauth2/token',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `grant_type=refresh_token&refresh_token=${long(MAX_BODY_BYTES - 100)}`,
    },
    {
      name: 'token request of one name sent 32,000 times',
      method: 'POST',
      path: '/v1/oauth2/token',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a&'.repeat(32_000),
    },
    post(
      'consent submit with 2,048-character fields',
      '/sdk/v1/idp/oauth/authorize/submit',
      {
        client_id: long(2048),
        redirect_uri: long(2048),
        response_type: 'code',
        scopes: Array.from({ length: 400 }, () => long(2048)),
        state: long(2048),
        code_challenge: long(2048),
        consent_granted: true,
        resources: Array.from({ length: 50 }, () => long(2048)),
      },
      session,
    ),
    {
      name: 'userinfo with an 8 KiB bearer token',
      method: 'GET',
      path: '/v1/oauth2/userinfo',
      headers: { Authorization: `Bearer ${long(4000)}.${long(2000)}.${long(2000)}` },
    },
    {
      name: 'introspection of an 8 KiB token',
      method: 'POST',
      path: '/v1/oauth2/introspect',
      headers: { ...backend, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `token=${long(4000)}.${long(2000)}.${long(2000)}`,
    },
    {
      name: 'OAuth start with an 8 KiB query',
      method: 'GET',
      path: `/v1/public/oauth/google/start?public_token=${options.publicToken}&login_redirect_url=${long(8000)}`,
    },
  ];
}
