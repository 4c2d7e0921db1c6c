// Sign-in journeys through the real local provider (local-provider/), in-process.
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFault } from '../../../local-provider/dev/faults.ts';
import { createClient } from '../../../src/provider/client.ts';
import { UNRECOVERABLE_ERROR_TYPES } from '../../../src/session/backoff.ts';
import { getCourt } from '../../../src/session/court.ts';
import { consentAs, latestLinkToken, localProvider, PROVIDER_URL, PUBLIC_TOKEN } from '../support/local-provider.ts';
import { cleanPage, track } from './court-support.ts';

const REDIRECT = 'http://localhost:5173/authenticate';
const STATE_KEY = `stytch_sdk_state_${PUBLIC_TOKEN}`;

beforeEach(cleanPage);
afterEach(() => {
  cleanPage();
  vi.useRealTimers();
});

function courtOn(settings: Parameters<typeof localProvider>[0] = {}) {
  const local = localProvider(settings);
  const paths: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    paths.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
    return local.fetch(input, init);
  };
  const court = track(getCourt({ publicToken: PUBLIC_TOKEN, providerUrl: PROVIDER_URL, fetch }));
  return { ...local, court, paths };
}

async function signInWithGoogle(
  court: ReturnType<typeof courtOn>['court'],
  fetch: typeof globalThis.fetch,
  codeChallenge?: string,
) {
  // As the widget does: the local provider requires PKCE by default, and the pair stays in this browser.
  const challenge = codeChallenge ?? (await court.pkce.create('oauth')).code_challenge;
  const start = court.client.oauth.startUrl({
    provider: 'google',
    loginRedirectUrl: REDIRECT,
    signupRedirectUrl: REDIRECT,
    codeChallenge: challenge,
  });
  const redirect = await consentAs(fetch, start, 'ace@court-login.local');
  expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT);
  expect(redirect.searchParams.get('stytch_token_type')).toBe('oauth');
  return court.authenticateRedirectToken(redirect.searchParams.get('token') ?? '', 'oauth', 60);
}

describe('OAuth → session → refresh → revoke', () => {
  it('signs in with the consent page, keeps the session fresh and revokes it', async () => {
    const { court, fetch, paths } = courtOn();
    const signedIn = await signInWithGoogle(court, fetch);
    expect(signedIn.ok).toBe(true);
    if (!signedIn.ok) return;
    const token = signedIn.value.session_token;
    expect(court.session.getSnapshot()).toMatchObject({
      status: 'signed-in',
      user: { emails: [expect.objectContaining({ email: 'ace@court-login.local' })] },
    });
    expect(Cookies.get('stytch_session')).toBe(token);
    expect(Cookies.get('stytch_session_jwt')).toBe(signedIn.value.session_jwt);
    expect(JSON.parse(localStorage.getItem(STATE_KEY) ?? '').session.session_id).toBe(
      signedIn.value.session.session_id,
    );

    const me = await court.client.users.me();
    expect(me.ok && me.value.user_id).toBe(signedIn.value.user_id);

    const refreshed = await court.session.refresh();
    expect(refreshed.ok && refreshed.value.session.session_id).toBe(signedIn.value.session.session_id);
    expect(paths).toContain('POST /sdk/v1/sessions/authenticate');

    const revoked = await court.session.revoke();
    expect(revoked.ok).toBe(true);
    expect(court.session.getSnapshot().status).toBe('signed-out');
    expect(Cookies.get('stytch_session')).toBeUndefined();
    expect(localStorage.getItem(STATE_KEY)).toBe('null');

    const stale = await createClient({
      publicToken: PUBLIC_TOKEN,
      baseUrl: PROVIDER_URL,
      fetch,
      getSessionToken: () => token,
    }).sessions.authenticate();
    expect(!stale.ok && UNRECOVERABLE_ERROR_TYPES).toContain(!stale.ok && stale.error.errorType);
  });

  it('refreshes by itself every 3 minutes against the provider', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z') });
    const { court, fetch, paths } = courtOn();
    expect((await signInWithGoogle(court, fetch)).ok).toBe(true);
    const refreshes = () => paths.filter((path) => path === 'POST /sdk/v1/sessions/authenticate').length;
    await vi.advanceTimersByTimeAsync(179_000);
    expect(refreshes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refreshes()).toBe(1);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(refreshes()).toBe(2);
    expect(court.session.getSnapshot().status).toBe('signed-in');
  });

  it('keeps the session through provider outages and loses it once the provider forgets it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z') });
    const { court, fetch, provider } = courtOn();
    const signedIn = await signInWithGoogle(court, fetch);
    provider.faults.add(parseFault({ path: '/sdk/v1/sessions/authenticate', status: 503 }));
    provider.faults.add(parseFault({ path: '/sdk/v1/sessions/authenticate', drop: true }));
    // Refresh at 3 min meets the 503, the retry after ~4 s the dropped connection, the one after ~8 s succeeds.
    await vi.advanceTimersByTimeAsync(180_000 + 4_175 + 8_175);
    expect(provider.faults.list()).toEqual([]);
    expect(court.session.getSnapshot().status).toBe('signed-in');
    // Revoked elsewhere (another device): the next refresh learns the session is gone.
    const other = createClient({
      publicToken: PUBLIC_TOKEN,
      baseUrl: PROVIDER_URL,
      fetch,
      getSessionToken: () => (signedIn.ok ? signedIn.value.session_token : ''),
    });
    expect((await other.sessions.revoke()).ok).toBe(true);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(court.session.getSnapshot().status).toBe('signed-out');
    expect(Cookies.get('stytch_session')).toBeUndefined();
  });

  it('restores the session on the next page load from the cookie and storage', async () => {
    const { court, fetch } = courtOn();
    const signedIn = await signInWithGoogle(court, fetch);
    court.dispose();
    const reloaded = track(getCourt({ publicToken: PUBLIC_TOKEN, providerUrl: PROVIDER_URL, fetch }));
    expect(reloaded).not.toBe(court);
    expect(reloaded.session.getSnapshot().status).toBe('signed-in');
    expect(reloaded.session.getSnapshot().session?.session_id).toBe(signedIn.ok && signedIn.value.session.session_id);
  });
});

describe('PKCE against the provider', () => {
  it('completes OAuth with a stored pair and deletes it', async () => {
    const { court, fetch } = courtOn({ bootstrap: { pkce_required_for_oauth: true } });
    expect((await court.bootstrap.get()).pkceRequiredForOauth).toBe(true);
    const pair = await court.pkce.create('oauth');
    expect((await signInWithGoogle(court, fetch, pair.code_challenge)).ok).toBe(true);
    expect(court.pkce.get('oauth')).toBeUndefined();
  });

  it('refuses a token when the stored verifier belongs to another start, and keeps the pair', async () => {
    const { court, fetch } = courtOn({ bootstrap: { pkce_required_for_oauth: true } });
    const first = await court.pkce.create('oauth');
    await court.pkce.create('oauth');
    const result = await signInWithGoogle(court, fetch, first.code_challenge);
    expect(!result.ok && result.error).toMatchObject({ kind: 'http', errorType: 'pkce_mismatch' });
    expect(court.pkce.get('oauth')).toBeDefined();
    expect(court.session.getSnapshot().status).toBe('signed-out');
  });

  it('finishes an email link with the magic-link pair after a stale reset pair fails', async () => {
    const { court, provider } = courtOn({ bootstrap: { pkce_required_for_email_magic_links: true } });
    await court.pkce.create('passwords');
    const pair = await court.pkce.getOrCreate('magic_links');
    const sent = await court.client.magicLinks.email.loginOrCreate({
      email: 'rally@court-login.local',
      login_magic_link_url: REDIRECT,
      signup_magic_link_url: REDIRECT,
      code_challenge: pair.code_challenge,
    });
    expect(sent.ok).toBe(true);
    const result = await court.authenticateRedirectToken(
      latestLinkToken(provider, 'rally@court-login.local'),
      'magic_links',
      30,
    );
    expect(result.ok && result.value.user.emails[0]?.email).toBe('rally@court-login.local');
    expect(court.pkce.get('magic_links')).toBeUndefined();
    expect(court.pkce.get('passwords')).toBeDefined();
  });
});

describe('provider trouble seen by the client', () => {
  it('reports a dropped connection as network and a 429 with its Retry-After', async () => {
    const { court, provider } = courtOn();
    provider.faults.add(parseFault({ path: '/sdk/v1/otps/email/login_or_create', drop: true }));
    const dropped = await court.client.otps.email.loginOrCreate({ email: 'ace@court-login.local' });
    expect(!dropped.ok && dropped.error.kind).toBe('network');
    provider.faults.add(parseFault({ path: '/sdk/v1/otps/email/login_or_create', status: 429 }));
    const limited = await court.client.otps.email.loginOrCreate({ email: 'ace@court-login.local' });
    expect(!limited.ok && limited.error).toMatchObject({
      kind: 'http',
      status: 429,
      errorType: 'too_many_requests',
      retryAfterSeconds: 1,
    });
    const sent = await court.client.otps.email.loginOrCreate({ email: 'ace@court-login.local' });
    expect(sent.ok && sent.value.method_id).toBeTruthy();
  });

  it('reads the provider bootstrap into camelCase', async () => {
    const { court } = courtOn();
    expect(await court.bootstrap.get()).toMatchObject({
      emailDomains: ['court-login.local'],
      captchaSettings: { enabled: false },
      pkceRequiredForOauth: true,
    });
  });
});
