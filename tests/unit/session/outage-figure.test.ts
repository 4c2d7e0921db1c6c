// A provider outage seen by a signed-in page, with a fake clock: nobody is signed out, the refreshes
// back off, and the session is refreshed again once the provider is back. 5 minutes in `npm test`;
// `npm run reliability` runs 30 (COURT_OUTAGE_MINUTES) and records the figures.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFault } from '../../../local-provider/dev/faults.ts';
import { getCourt } from '../../../src/session/court.ts';
import { envNumber, recordFigures } from '../../../scripts/reliability/figures-file.ts';
import { consentAs, localProvider, PROVIDER_URL, PUBLIC_TOKEN } from '../support/local-provider.ts';
import { cleanPage, track } from './court-support.ts';

const REDIRECT = 'http://localhost:5173/authenticate';
const REFRESH = 'POST /sdk/v1/sessions/authenticate';
const OUTAGE_MINUTES = envNumber('COURT_OUTAGE_MINUTES', 5);

beforeEach(cleanPage);
afterEach(() => {
  cleanPage();
  vi.useRealTimers();
});

describe(`a ${OUTAGE_MINUTES}-minute provider outage`, () => {
  it('signs nobody out, backs off, and refreshes again once the provider is back', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z') });
    const { provider, fetch: providerFetch } = localProvider();
    const sent: string[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      sent.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
      return providerFetch(input, init);
    };
    const court = track(getCourt({ publicToken: PUBLIC_TOKEN, providerUrl: PROVIDER_URL, fetch }));
    const { code_challenge } = await court.pkce.create('oauth');
    const start = court.client.oauth.startUrl({
      provider: 'google',
      loginRedirectUrl: REDIRECT,
      signupRedirectUrl: REDIRECT,
      codeChallenge: code_challenge,
    });
    const redirect = await consentAs(fetch, start, 'ace@court-login.local');
    expect((await court.authenticateRedirectToken(redirect.searchParams.get('token')!, 'oauth', 60)).ok).toBe(true);

    // The provider is unreachable: every refresh loses its connection.
    provider.faults.add(parseFault({ path: '/sdk/v1/sessions/authenticate', drop: true, times: 1_000_000 }));
    const before = sent.filter((line) => line === REFRESH).length;
    let signedOutMinutes = 0;
    for (let minute = 0; minute < OUTAGE_MINUTES; minute += 1) {
      await vi.advanceTimersByTimeAsync(60_000);
      if (court.session.getSnapshot().status !== 'signed-in') signedOutMinutes += 1;
    }
    const refreshesDuringOutage = sent.filter((line) => line === REFRESH).length - before;

    // Back: the next attempt succeeds.
    provider.faults.clear();
    const backAt = Date.now();
    let recoveredAfterMs: number | null = null;
    for (let second = 0; second < 10 * 60 && recoveredAfterMs === null; second += 1) {
      const succeeded = sent.filter((line) => line === REFRESH).length;
      await vi.advanceTimersByTimeAsync(1_000);
      if (sent.filter((line) => line === REFRESH).length > succeeded) recoveredAfterMs = Date.now() - backAt;
    }

    recordFigures('outage', {
      outageMinutes: OUTAGE_MINUTES,
      signedOutMinutes,
      refreshRequestsDuringOutage: refreshesDuringOutage,
      firstRefreshAfterRecoveryMs: recoveredAfterMs,
      signedInAfterwards: court.session.getSnapshot().status === 'signed-in',
    });
    expect(signedOutMinutes).toBe(0);
    expect(refreshesDuringOutage).toBeGreaterThan(0);
    // Backoff: far fewer attempts than one per second, yet still trying at the end.
    expect(refreshesDuringOutage).toBeLessThan(OUTAGE_MINUTES * 6);
    expect(recoveredAfterMs).not.toBeNull();
    expect(court.session.getSnapshot().status).toBe('signed-in');
  });
});
