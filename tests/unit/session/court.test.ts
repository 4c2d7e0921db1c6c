import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCourt } from '../../../src/session/court.ts';
import { BOOTSTRAP_DEFAULTS } from '../../../src/provider/bootstrap.ts';
import { json, recordingFetch, type SeenRequest } from '../support/fake-fetch.ts';
import { FIXTURE_NOW, authResponse, user } from '../support/fixtures.ts';
import { cleanPage, track } from './court-support.ts';

const TOKEN = 'public-token-test-court-login-local';
const URL_A = 'http://localhost:8788';
const STATE_KEY = `stytch_sdk_state_${TOKEN}`;

const bootstrapData = {
  disable_sdk_watermark: false,
  cname_domain: null,
  email_domains: ['court-login.local'],
  captcha_settings: { enabled: false },
  pkce_required_for_email_magic_links: true,
  pkce_required_for_password_resets: false,
  pkce_required_for_oauth: true,
  password_config: null,
};

function route(handlers: Record<string, (request: SeenRequest) => Response>) {
  return recordingFetch((request) => {
    const path = new URL(request.url).pathname.replace('/sdk/v1', '');
    const handler = Object.entries(handlers).find(([prefix]) => path.startsWith(prefix))?.[1];
    return handler ? handler(request) : json({ data: bootstrapData });
  });
}

beforeEach(() => {
  cleanPage();
  // Only the date: the fixtures' sessions must not have expired, whatever the real clock says.
  vi.useFakeTimers({ now: FIXTURE_NOW, toFake: ['Date'] });
});
afterEach(() => {
  cleanPage();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('getCourt', () => {
  it('shares one Court per public token and provider URL through a global registry', () => {
    const { fetch } = route({});
    const court = track(getCourt({ publicToken: TOKEN, providerUrl: URL_A, fetch }));
    expect(getCourt({ publicToken: TOKEN, providerUrl: `${URL_A}/` })).toBe(court);
    const registry = (globalThis as Record<symbol, unknown>)[Symbol.for('court-login.courts')] as Map<string, unknown>;
    expect([...registry.values()]).toContain(court);
    const other = track(getCourt({ publicToken: TOKEN, providerUrl: 'http://localhost:9999', fetch }));
    expect(other).not.toBe(court);
  });

  it('builds a new Court after dispose', () => {
    const { fetch } = route({});
    const court = getCourt({ publicToken: TOKEN, providerUrl: URL_A, fetch });
    court.dispose();
    expect(track(getCourt({ publicToken: TOKEN, providerUrl: URL_A, fetch }))).not.toBe(court);
  });

  it('refuses an unusable token or URL with a clear message', () => {
    expect(() => getCourt({ publicToken: '', providerUrl: URL_A })).toThrow(
      'court-login: the public token must be a non-empty string.',
    );
    expect(() => getCourt({ publicToken: TOKEN, providerUrl: 'javascript:alert(1)' })).toThrow(
      /must use http or https/,
    );
  });

  it('uses the hosted provider when no URL is given', () => {
    const { fetch } = route({});
    expect(track(getCourt({ publicToken: TOKEN, fetch })).client.baseUrl).toBe('https://test.stytch.com');
  });

  it('loads bootstrap once, caches it mapped, and serves the cache synchronously', async () => {
    const { fetch, requests } = route({});
    const court = track(getCourt({ publicToken: TOKEN, providerUrl: URL_A, fetch }));
    expect(court.bootstrap.getSync()).toEqual(BOOTSTRAP_DEFAULTS);
    const data = await court.bootstrap.get();
    await court.bootstrap.get();
    expect(data.pkceRequiredForOauth).toBe(true);
    expect(requests.filter((request) => request.url.includes('/projects/bootstrap/'))).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(`${STATE_KEY}::bootstrap`) ?? '')).toEqual(data);
    expect(court.bootstrap.getSync()).toEqual(data);
  });

  it('logs a failed bootstrap and uses the defaults, leaving the cache alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(
      `${STATE_KEY}::bootstrap`,
      JSON.stringify({ ...BOOTSTRAP_DEFAULTS, emailDomains: ['cached.example'] }),
    );
    const { fetch } = route({
      '/projects/bootstrap': () =>
        json({ status_code: 500, error_type: 'internal_server_error', error_message: 'down' }, 500),
    });
    const court = track(getCourt({ publicToken: TOKEN, providerUrl: URL_A, fetch }));
    expect(await court.bootstrap.get()).toEqual(BOOTSTRAP_DEFAULTS);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not load the project settings (down)'));
    expect(court.bootstrap.getSync().emailDomains).toEqual(['cached.example']);
  });

  it('says nothing of a bootstrap that fails once it was disposed of (its page is gone)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { fetch } = route({
      '/projects/bootstrap': () => {
        throw new Error('unreachable');
      },
    });
    const court = getCourt({
      publicToken: TOKEN,
      providerUrl: URL_A,
      fetch: (...args) => held.then(() => fetch(...args)),
    });
    court.dispose();
    answer();
    expect(await court.bootstrap.get()).toEqual(BOOTSTRAP_DEFAULTS);
    expect(warn).not.toHaveBeenCalled();
  });

  it('asks again after a failed bootstrap', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    const { fetch } = route({
      '/projects/bootstrap': () =>
        calls++ === 0
          ? json({ status_code: 503, error_type: 'service_unavailable' }, 503)
          : json({ data: bootstrapData }),
    });
    const court = track(getCourt({ publicToken: TOKEN, providerUrl: URL_A, fetch }));
    expect(await court.bootstrap.get()).toEqual(BOOTSTRAP_DEFAULTS);
    expect((await court.bootstrap.get()).pkceRequiredForOauth).toBe(true);
  });

  it('caches a bootstrap fetched through its client too', async () => {
    const { fetch } = route({});
    const court = track(getCourt({ publicToken: TOKEN, providerUrl: URL_A, fetch }));
    await court.bootstrap.get();
    localStorage.removeItem(`${STATE_KEY}::bootstrap`);
    expect(court.bootstrap.getSync()).toEqual(BOOTSTRAP_DEFAULTS);
    const result = await court.client.bootstrap();
    expect(result.ok).toBe(true);
    expect(court.bootstrap.getSync().emailDomains).toEqual(['court-login.local']);
  });

  it('ignores a malformed bootstrap cache', () => {
    localStorage.setItem(`${STATE_KEY}::bootstrap`, '{"emailDomains":7}');
    const { fetch } = route({});
    expect(track(getCourt({ publicToken: TOKEN, providerUrl: URL_A, fetch })).bootstrap.getSync()).toEqual(
      BOOTSTRAP_DEFAULTS,
    );
  });

  it('batches logged events to the events endpoint, starting with sdk_instance_instantiated', async () => {
    vi.useFakeTimers();
    const { fetch, requests } = route({ '/events': () => json({}) });
    const court = track(getCourt({ publicToken: TOKEN, providerUrl: URL_A, fetch }));
    court.logEvent('render_login_screen', { products: ['oauth'] });
    await vi.advanceTimersByTimeAsync(800);
    const sent = requests.filter((request) => request.url.endsWith('/sdk/v1/events'));
    expect(sent).toHaveLength(1);
    expect(
      JSON.parse(sent[0]?.body ?? '').map((item: { event: { event_name: string } }) => item.event.event_name),
    ).toEqual(['sdk_instance_instantiated', 'render_login_screen']);
  });

  it('stores the session of every authenticate answer its client receives', async () => {
    const { fetch, requests } = route({
      '/otps/authenticate': () => json({ data: authResponse() }),
      '/users/me': () => json({ data: user({ name: { first_name: 'Renamed', middle_name: '', last_name: '' } }) }),
    });
    const court = track(getCourt({ publicToken: TOKEN, providerUrl: URL_A, fetch }));
    const result = await court.client.otps.authenticate({
      token: '123456',
      method_id: 'm',
      session_duration_minutes: 30,
    });
    expect(result.ok).toBe(true);
    expect(court.session.getSnapshot().status).toBe('signed-in');
    expect(Cookies.get('stytch_session')).toBe('token-1');
    expect(Cookies.get('stytch_session_jwt')).toBe('jwt-1');
    await court.client.users.me();
    expect(court.session.getSnapshot().user?.name.first_name).toBe('Renamed');
    const me = requests.find((request) => request.url.endsWith('/users/me'));
    expect(atob(me?.headers.authorization?.slice(6) ?? '')).toBe(`${TOKEN}:token-1`);
  });

  it('clears the session when its client hears an unrecoverable sessions answer', async () => {
    const { fetch } = route({
      '/passwords/authenticate': () => json({ data: authResponse() }),
      '/sessions/authenticate': () =>
        json({ status_code: 401, error_type: 'unauthorized_credentials', error_message: 'No.' }, 401),
    });
    const court = track(getCourt({ publicToken: TOKEN, providerUrl: URL_A, fetch }));
    await court.client.passwords.authenticate({ email: 'a@b.c', password: 'pw', session_duration_minutes: 30 });
    await court.client.sessions.authenticate();
    expect(court.session.getSnapshot().status).toBe('signed-out');
    expect(Cookies.get('stytch_session')).toBeUndefined();
  });
});

describe('authenticateRedirectToken', () => {
  const setup = (answer: (request: SeenRequest) => Response) => {
    const bodies: Array<Record<string, unknown>> = [];
    const { fetch } = route({
      '/oauth/authenticate': (request) => (bodies.push(JSON.parse(request.body ?? '')), answer(request)),
      '/magic_links/authenticate': (request) => (bodies.push(JSON.parse(request.body ?? '')), answer(request)),
    });
    return { bodies, court: track(getCourt({ publicToken: TOKEN, providerUrl: URL_A, fetch })) };
  };
  const mismatch = () =>
    json({ status_code: 400, error_type: 'pkce_mismatch', error_message: 'The code_verifier does not match.' }, 400);

  it('sends the stored OAuth verifier and deletes it after success', async () => {
    const { bodies, court } = setup(() => json({ data: authResponse() }));
    const pair = await court.pkce.create('oauth');
    const result = await court.authenticateRedirectToken('oauth-token', 'oauth', 60);
    expect(result.ok).toBe(true);
    expect(bodies).toEqual([{ token: 'oauth-token', session_duration_minutes: 60, code_verifier: pair.code_verifier }]);
    expect(court.pkce.get('oauth')).toBeUndefined();
    expect(court.session.getSnapshot().status).toBe('signed-in');
  });

  it('keeps the OAuth verifier when the exchange fails', async () => {
    const { court } = setup(mismatch);
    await court.pkce.create('oauth');
    expect((await court.authenticateRedirectToken('oauth-token', 'oauth', 60)).ok).toBe(false);
    expect(court.pkce.get('oauth')).toBeDefined();
    expect(court.session.getSnapshot().status).toBe('signed-out');
  });

  it('sends no verifier when none is stored', async () => {
    const { bodies, court } = setup(() => json({ data: authResponse() }));
    await court.authenticateRedirectToken('link-token', 'magic_links', 30);
    expect(bodies).toEqual([{ token: 'link-token', session_duration_minutes: 30 }]);
  });

  it('tries the password-reset verifier first, then the magic-link one on a PKCE error', async () => {
    let calls = 0;
    const { bodies, court } = setup(() => (calls++ === 0 ? mismatch() : json({ data: authResponse() })));
    const reset = await court.pkce.create('passwords');
    const link = await court.pkce.create('magic_links');
    const result = await court.authenticateRedirectToken('link-token', 'magic_links', 30);
    expect(result.ok).toBe(true);
    expect(bodies.map((body) => body.code_verifier)).toEqual([reset.code_verifier, link.code_verifier]);
    expect(court.pkce.get('magic_links')).toBeUndefined();
    expect(court.pkce.get('passwords')).toEqual(reset);
  });

  it('deletes the password-reset pair when it was the one that worked', async () => {
    const { bodies, court } = setup(() => json({ data: authResponse() }));
    await court.pkce.create('passwords');
    const link = await court.pkce.create('magic_links');
    await court.authenticateRedirectToken('link-token', 'magic_links', 30);
    expect(bodies).toHaveLength(1);
    expect(court.pkce.get('passwords')).toBeUndefined();
    expect(court.pkce.get('magic_links')).toEqual(link);
  });

  it('does not retry on an error that is not about PKCE', async () => {
    const { bodies, court } = setup(() =>
      json({ status_code: 404, error_type: 'magic_link_not_found', error_message: 'Not found.' }, 404),
    );
    await court.pkce.create('passwords');
    await court.pkce.create('magic_links');
    const result = await court.authenticateRedirectToken('link-token', 'magic_links', 30);
    expect(!result.ok && result.error.errorType).toBe('magic_link_not_found');
    expect(bodies).toHaveLength(1);
  });
});
