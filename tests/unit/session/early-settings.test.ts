// The project settings court-login.js asks for as the element mounts (src/session/early-settings.ts), and the
// Court that takes that answer instead of asking again (src/provider/early-answers.ts, http.ts).
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOTSTRAP_DEFAULTS } from '../../../src/provider/bootstrap.ts';
import { sendEarly, takeEarly } from '../../../src/provider/early-answers.ts';
import { cachedSettings, settingsForAction } from '../../../src/session/bootstrap-cache.ts';
import { getCourt } from '../../../src/session/court.ts';
import { requestSettingsEarly } from '../../../src/session/early-settings.ts';
import { json, recordingFetch } from '../support/fake-fetch.ts';
import { wireSettings } from '../support/fixtures.ts';
import { cleanPage, track } from './court-support.ts';

const TOKEN = 'public-token-test-court-login-local';
const BASIC = `Basic ${btoa(`${TOKEN}:${TOKEN}`)}`;
const WIRE = wireSettings({
  disable_sdk_watermark: false,
  cname_domain: 'login.example.com',
  pkce_required_for_oauth: true,
});

// Each test its own provider URL: the answers kept for the Court are the page's, by URL.
let port = 9100;
const nextProvider = () => `http://localhost:${(port += 1)}`;
const isSettings = (url: string) => url.includes('/sdk/v1/projects/bootstrap/');
const get = (authorization: string) => ({ method: 'GET' as const, headers: { Authorization: authorization } });

beforeEach(cleanPage);
afterEach(() => {
  cleanPage();
  vi.useRealTimers();
});

describe('the settings asked for before the Court', () => {
  it('asks once, as the Court would, and the Court takes that answer instead of asking again', async () => {
    const providerUrl = nextProvider();
    const { fetch, requests } = recordingFetch(() => json({ data: WIRE }));
    const early = requestSettingsEarly({ publicToken: TOKEN, providerUrl, fetch });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: `${providerUrl}/sdk/v1/projects/bootstrap/${TOKEN}`,
      method: 'GET',
      credentials: 'include',
    });
    expect(requests[0]!.headers).toMatchObject({ authorization: BASIC, 'content-type': 'application/json' });
    expect(requests[0]!.headers['x-sdk-client']).toBeTruthy();
    expect(await early).toMatchObject({ pkceRequiredForOauth: true, cnameDomain: 'login.example.com' });

    const court = track(getCourt({ publicToken: TOKEN, providerUrl, fetch }));
    expect((await court.bootstrap.get()).pkceRequiredForOauth).toBe(true);
    expect(requests.filter((request) => isSettings(request.url))).toHaveLength(1);
    expect(court.bootstrap.getSync().cnameDomain, 'cached by the Court').toBe('login.example.com');
  });

  it('asks nothing while the page has a session cookie: the Court asks with the session token', () => {
    Cookies.set('stytch_session', 'session-token-1', { path: '/' });
    const { fetch, requests } = recordingFetch(() => json({ data: WIRE }));
    expect(requestSettingsEarly({ publicToken: TOKEN, providerUrl: nextProvider(), fetch })).toBeUndefined();
    Cookies.set('my_session', 'session-token-2', { path: '/' });
    Cookies.remove('stytch_session', { path: '/' });
    const options = {
      publicToken: TOKEN,
      providerUrl: nextProvider(),
      fetch,
      cookieOptions: { opaqueTokenCookieName: 'my_session' },
    };
    expect(requestSettingsEarly(options)).toBeUndefined();
    expect(requests).toEqual([]);
  });

  it.each([
    ['a failure', () => json({ error_type: 'internal_server_error' }, 500)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps no answer of %s: the next mount and the Court ask again', async (_, answer) => {
    const options = { publicToken: TOKEN, providerUrl: nextProvider() };
    let calls = 0;
    const { fetch, requests } = recordingFetch(() => (++calls === 1 ? answer() : json({ data: WIRE })));
    expect(await requestSettingsEarly({ ...options, fetch })).toBeUndefined();
    expect((await requestSettingsEarly({ ...options, fetch }))?.pkceRequiredForOauth, 'the next mount').toBe(true);
    // That success is the Court's.
    const court = track(getCourt({ ...options, fetch }));
    expect((await court.bootstrap.get()).pkceRequiredForOauth).toBe(true);
    expect(requests.filter((request) => isSettings(request.url))).toHaveLength(2);
  });

  it.each([
    ['an answer without data', () => json({})],
    ['malformed settings', () => json({ data: { ...WIRE, pkce_required_for_oauth: 'yes' } })],
  ])('gives no settings for %s, which the Court takes as its own answer', async (_, answer) => {
    const providerUrl = nextProvider();
    const { fetch, requests } = recordingFetch(() => answer());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await requestSettingsEarly({ publicToken: TOKEN, providerUrl, fetch })).toBeUndefined();
    const court = track(getCourt({ publicToken: TOKEN, providerUrl, fetch }));
    expect(await court.bootstrap.get()).toEqual(BOOTSTRAP_DEFAULTS);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not load the project settings'));
    expect(requests.filter((request) => isSettings(request.url))).toHaveLength(1);
  });

  it('gives up after the timeout, and keeps nothing', async () => {
    const providerUrl = nextProvider();
    const { fetch } = recordingFetch(
      (request) =>
        new Promise((_, reject) => request.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    expect(await requestSettingsEarly({ publicToken: TOKEN, providerUrl, fetch, timeoutMs: 20 })).toBeUndefined();
    expect(takeEarly(`${providerUrl}/sdk/v1/projects/bootstrap/${TOKEN}`, get(BASIC))).toBeUndefined();
  });

  it('is not taken by a Court whose request carries a session that began meanwhile', async () => {
    const providerUrl = nextProvider();
    const { fetch, requests } = recordingFetch(() => json({ data: WIRE }));
    await requestSettingsEarly({ publicToken: TOKEN, providerUrl, fetch });
    Cookies.set('stytch_session', 'session-token-1', { path: '/' });
    const court = track(getCourt({ publicToken: TOKEN, providerUrl, fetch }));
    await court.bootstrap.get();
    const asked = requests.filter((request) => isSettings(request.url));
    expect(asked.map((request) => request.headers.authorization)).toEqual([
      BASIC,
      `Basic ${btoa(`${TOKEN}:session-token-1`)}`,
    ]);
  });

  it('asks nothing where the page has that Court already: it has the settings', () => {
    const providerUrl = nextProvider();
    const { fetch, requests } = recordingFetch(() => json({ data: WIRE }));
    track(getCourt({ publicToken: TOKEN, providerUrl, fetch }));
    const before = requests.length;
    expect(requestSettingsEarly({ publicToken: TOKEN, providerUrl, fetch })).toBeUndefined();
    expect(requests).toHaveLength(before);
  });

  it('keeps an answer for a request with the same method, URL and Authorization only, once', async () => {
    const url = `${nextProvider()}/sdk/v1/projects/bootstrap/${TOKEN}`;
    const { fetch, requests } = recordingFetch(() => json({ data: WIRE }));
    const answer = sendEarly(url, get(BASIC), { fetch });
    expect(sendEarly(url, get(BASIC), { fetch }), 'asked once').toBe(answer);
    expect(takeEarly(url, get(`Basic ${btoa(`${TOKEN}:session-token-1`)}`)), 'another secret').toBeUndefined();
    expect(takeEarly(`${url}/other`, get(BASIC)), 'another URL').toBeUndefined();
    expect(takeEarly(url, { ...get(BASIC), method: 'POST' }), 'another method').toBeUndefined();
    expect(takeEarly(url, get(BASIC))).toBe(answer);
    expect(takeEarly(url, get(BASIC)), 'taken').toBeUndefined();
    expect(requests).toHaveLength(1);
  });
});

describe('the settings an action goes by', () => {
  const fresh = { ...BOOTSTRAP_DEFAULTS, pkceRequiredForOauth: true };
  const cached = { ...BOOTSTRAP_DEFAULTS, cnameDomain: 'cached.example.com' };

  it('are the fresh ones when they come, the cached ones when they failed', async () => {
    expect(await settingsForAction(Promise.resolve(fresh), () => cached)).toBe(fresh);
    expect(await settingsForAction(Promise.resolve(undefined), () => cached)).toBe(cached);
  });

  it('are the cached ones after 3 s without the fresh ones', async () => {
    vi.useFakeTimers();
    const settings = settingsForAction(new Promise(() => {}), () => cached);
    await vi.advanceTimersByTimeAsync(2999);
    let done = false;
    void settings.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settings).toBe(cached);
  });

  it('read the cache of the last success, or the defaults', () => {
    expect(cachedSettings(localStorage, TOKEN)).toEqual(BOOTSTRAP_DEFAULTS);
    localStorage.setItem(`stytch_sdk_state_${TOKEN}::bootstrap`, JSON.stringify(cached));
    expect(cachedSettings(localStorage, TOKEN)).toEqual(cached);
  });

  it.each([
    ['a flag that is text', { dfpProtectedAuthEnabled: 'no' }],
    ['an unknown fingerprinting mode', { dfpProtectedAuthEnabled: true, dfpProtectedAuthMode: 42 }],
    ['a project name that is no text', { projectName: {} }],
    ['a captcha without its key', { captchaSettings: { enabled: true } }],
    ['a password rule that is no number', { passwordConfig: { ludsComplexity: 'high', ludsMinimumCount: 8 } }],
  ])('are the defaults where the cache holds %s', (_what, change) => {
    localStorage.setItem(`stytch_sdk_state_${TOKEN}::bootstrap`, JSON.stringify({ ...cached, ...change }));
    expect(cachedSettings(localStorage, TOKEN)).toEqual(BOOTSTRAP_DEFAULTS);
  });
});
