import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { createClient } from '../../src/provider/client.ts';
import { createSessionStore } from '../../src/session/store.ts';
import type { Court, SessionStore } from '../../src/session/types.ts';
import type { AuthResponse } from '../../src/types/index.ts';
import {
  PUBLIC_TOKEN,
  STATE_KEY,
  addFault,
  clearFaults,
  closeCourt,
  openCourt,
  pageCookies,
  providerKnows,
  providerUrl,
  recordingFetch,
  resetBrowser,
  signIn,
  storedState,
  waitFor,
} from './support/session.ts';
import { holdRequests } from './support/provider.ts';

const REFRESH_PATH = '/sdk/v1/sessions/authenticate';

/** Asserts that the page still holds the session of `auth`: snapshot, cookies and stored state. */
function expectStillSignedIn(store: SessionStore, auth: AuthResponse) {
  expect(store.getSnapshot().status).to.equal('signed-in');
  expect(store.getSnapshot().session?.session_id).to.equal(auth.session.session_id);
  expect(pageCookies().stytch_session).to.equal(auth.session_token);
  expect(pageCookies()).to.have.property('stytch_session_jwt');
  expect(storedState()).to.have.nested.property('session.session_id', auth.session.session_id);
}

/** A signed-in Court whose calls time out after 300 ms, and the statuses it reports from now on. */
async function signedInCourt(): Promise<{ court: Court; auth: AuthResponse; statuses: string[] }> {
  const court = await openCourt({ timeoutMs: 300 });
  const auth = await signIn(court);
  const statuses: string[] = [];
  court.session.subscribe(() => statuses.push(court.session.getSnapshot().status));
  return { court, auth, statuses };
}

describe('session store in the browser: provider slow, down or rate limiting', () => {
  beforeEach(resetBrowser);
  afterEach(resetBrowser);

  it('keeps the session when a refresh hangs past the timeout, and refreshes once the provider answers again', async () => {
    const { court, auth, statuses } = await signedInCourt();
    const hanging = await holdRequests(REFRESH_PATH);

    const hung = await court.session.refresh();

    expect(!hung.ok && hung.error.kind).to.equal('timeout');
    await hanging.arrived();
    await hanging.release();
    expectStillSignedIn(court.session, auth);
    const next = await court.session.refresh();
    expect(next.ok).to.equal(true);
    expectStillSignedIn(court.session, auth);
    expect(statuses).to.not.include('signed-out');
  });

  it('stays signed in on a new page whose provider accepts connections but never answers', async () => {
    const { court: earlier, auth } = await signedInCourt();
    closeCourt(earlier);
    const hanging = (await executeServerCommand('hanging-provider-url')) as string;
    const before = (await executeServerCommand('hanging-provider-requests')) as number;

    const court = await openCourt({ providerUrl: hanging, timeoutMs: 300 });

    expectStillSignedIn(court.session, auth);
    const again = await court.session.refresh();
    expect(!again.ok && again.error.kind).to.equal('timeout');
    expect((await executeServerCommand('hanging-provider-requests')) as number).to.be.above(before);
    expectStillSignedIn(court.session, auth);
  });

  it('keeps the session while every connection to the provider drops, and refreshes once it is back', async () => {
    const { court, auth, statuses } = await signedInCourt();
    // Chromium itself resends a request whose reused connection closed unanswered, so drop them all.
    await addFault({ path: REFRESH_PATH, drop: true, times: 50 });

    const dropped = await court.session.refresh();

    expect(!dropped.ok && dropped.error.kind).to.equal('network');
    expectStillSignedIn(court.session, auth);
    await clearFaults();
    expect((await court.session.refresh()).ok).to.equal(true);
    expectStillSignedIn(court.session, auth);
    expect(statuses).to.not.include('signed-out');
  });

  it('keeps the session when the provider answers 500 or 503', async () => {
    const { court, auth, statuses } = await signedInCourt();
    await addFault({ path: REFRESH_PATH, status: 500 });
    await addFault({ path: REFRESH_PATH, status: 503 });

    const failed = await court.session.refresh();
    const unavailable = await court.session.refresh();

    expect(!failed.ok && failed.error).to.include({ kind: 'http', status: 500, errorType: 'internal_server_error' });
    expect(!unavailable.ok && unavailable.error).to.include({
      kind: 'http',
      status: 503,
      errorType: 'service_unavailable',
    });
    expectStillSignedIn(court.session, auth);
    expect(statuses).to.not.include('signed-out');
    expect(await providerKnows(auth.session_token)).to.equal(true);
  });

  it('is not signed out by a 429 from the provider', async () => {
    const { court, auth, statuses } = await signedInCourt();
    await addFault({ path: REFRESH_PATH, status: 429, times: 1 });

    const limited = await court.client.sessions.authenticate();

    expect(limited.ok).to.equal(false);
    expect(!limited.ok && limited.error).to.include({ kind: 'http', status: 429, errorType: 'too_many_requests' });
    expectStillSignedIn(court.session, auth);
    expect(statuses).to.not.include('signed-out');
    expect((await court.session.refresh()).ok).to.equal(true);
  });

  it('stays signed in at startup when the first refresh is rate limited', async () => {
    const { court: earlier, auth } = await signedInCourt();
    closeCourt(earlier);
    await addFault({ path: REFRESH_PATH, status: 429, times: 1 });
    const recording = recordingFetch();

    const court = await openCourt({ fetch: recording.fetch });

    await waitFor(() => recording.sent.find((request) => request.path === REFRESH_PATH));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recording.sent.find((request) => request.path === REFRESH_PATH)!.status).to.equal(429);
    expectStillSignedIn(court.session, auth);
  });

  it('keeps the cookie when the provider is down at startup without stored state, so a later refresh signs back in', async () => {
    const { court: earlier, auth } = await signedInCourt();
    closeCourt(earlier);
    localStorage.removeItem(STATE_KEY);
    await addFault({ path: REFRESH_PATH, status: 503 });

    const court = await openCourt();

    expect(court.session.getSnapshot().status).to.equal('loading');
    await waitFor(() => court.session.getSnapshot().status !== 'loading');
    expect(court.session.getSnapshot().status).to.equal('signed-out');
    expect(pageCookies().stytch_session).to.equal(auth.session_token);
    expect((await court.session.refresh()).ok).to.equal(true);
    expectStillSignedIn(court.session, auth);
  });

  it('keeps trying in the background after passing failures until the provider answers', async () => {
    const { court: earlier, auth } = await signedInCourt();
    closeCourt(earlier);
    await addFault({ path: REFRESH_PATH, status: 503, times: 2 });
    const recording = recordingFetch();
    const baseUrl = await providerUrl();
    const client = createClient({
      publicToken: PUBLIC_TOKEN,
      baseUrl,
      fetch: recording.fetch,
      getSessionToken: () => pageCookies().stytch_session,
    });
    // Timers run 100 times faster: retries after about 40 and 80 ms instead of 4 and 8 s.
    const clock = {
      now: () => Date.now(),
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms / 100),
      clearTimeout: (handle: unknown) => clearTimeout(handle as number),
    };

    const store = createSessionStore({ publicToken: PUBLIC_TOKEN, sessions: client.sessions, clock });
    try {
      await waitFor(() => recording.sent.filter((request) => request.path === REFRESH_PATH).length >= 3);
      expect(recording.sent.slice(0, 3).map((request) => request.status)).to.deep.equal([503, 503, 200]);
      expectStillSignedIn(store, auth);
    } finally {
      store.dispose();
    }
  });

  it('keeps the session when revoking fails on a passing error, and clears it when told to anyway', async () => {
    const { court, auth } = await signedInCourt();
    await addFault({ path: '/sdk/v1/sessions/revoke', status: 503, times: 2 });

    const kept = await court.session.revoke();
    expect(!kept.ok && kept.error.status).to.equal(503);
    expectStillSignedIn(court.session, auth);

    const forced = await court.session.revoke({ forceClear: true });
    expect(forced.ok).to.equal(false);
    expect(court.session.getSnapshot().status).to.equal('signed-out');
    expect(pageCookies()).to.not.have.any.keys('stytch_session', 'stytch_session_jwt');
    expect(storedState()).to.equal(null);
  });
});
