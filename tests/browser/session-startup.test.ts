import { expect } from 'chai';
import type { Court } from '../../src/session/types.ts';
import type { AuthResponse } from '../../src/types/index.ts';
import {
  STATE_KEY,
  closeCourt,
  openCourt,
  pageCookies,
  providerKnows,
  recordingFetch,
  resetBrowser,
  revokeOnProvider,
  signIn,
  storedState,
  waitFor,
} from './support/session.ts';

const REFRESH_PATH = '/sdk/v1/sessions/authenticate';

/** Signs in, then forgets that Court, as a page that is closed after signing in. */
async function signInOnAnEarlierPage(): Promise<AuthResponse> {
  const earlier = await openCourt();
  const auth = await signIn(earlier);
  closeCourt(earlier);
  return auth;
}

/** The next page load: a new Court, recording its provider calls and every status it reports. */
async function nextPage(): Promise<{
  court: Court;
  sent: ReturnType<typeof recordingFetch>['sent'];
  statuses: string[];
}> {
  const recording = recordingFetch();
  const court = await openCourt({ fetch: recording.fetch });
  const statuses = [court.session.getSnapshot().status];
  court.session.subscribe(() => statuses.push(court.session.getSnapshot().status));
  return { court, sent: recording.sent, statuses };
}

describe('session store in the browser: what a new page finds at startup', () => {
  beforeEach(resetBrowser);
  afterEach(resetBrowser);

  it('destroys stored state that has no session cookie, without asking the provider', async () => {
    await signInOnAnEarlierPage();
    for (const name of ['stytch_session', 'stytch_session_jwt']) document.cookie = `${name}=; Max-Age=0; Path=/`;
    expect(storedState()).to.have.property('session');

    const { court, sent } = await nextPage();

    expect(court.session.getSnapshot()).to.deep.equal({ status: 'signed-out', user: null, session: null });
    expect(storedState()).to.equal(null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.map((request) => request.path)).to.not.include(REFRESH_PATH);
  });

  it('removes a lone JWT or intermediate token cookie when there is no session token cookie', async () => {
    const auth = await signInOnAnEarlierPage();
    document.cookie = 'stytch_session=; Max-Age=0; Path=/';
    document.cookie = 'stytch_intermediate_session_token=left-over; Path=/';
    expect(pageCookies().stytch_session_jwt).to.equal(auth.session_jwt);

    await nextPage();

    expect(pageCookies()).to.not.have.any.keys(
      'stytch_session',
      'stytch_session_jwt',
      'stytch_intermediate_session_token',
    );
  });

  it('with cookie and state, is signed in at once, refreshes with the provider and stays signed in', async () => {
    const auth = await signInOnAnEarlierPage();

    const { court, sent, statuses } = await nextPage();

    expect(court.session.getSnapshot().status).to.equal('signed-in');
    expect(court.session.getSnapshot().session?.session_id).to.equal(auth.session.session_id);
    await waitFor(() => sent.find((request) => request.path === REFRESH_PATH));
    expect(sent.find((request) => request.path === REFRESH_PATH)!.status).to.equal(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statuses).to.not.include('signed-out');
    expect(court.session.getSnapshot().status).to.equal('signed-in');
    expect(pageCookies().stytch_session).to.equal(auth.session_token);
    expect(pageCookies()).to.have.property('stytch_session_jwt');
    expect(storedState()).to.have.nested.property('session.session_id', auth.session.session_id);
  });

  it("with a cookie but no state, is loading until the refresh answers, then signed in with the provider's user", async () => {
    const auth = await signInOnAnEarlierPage();
    localStorage.removeItem(STATE_KEY);

    const { court, statuses } = await nextPage();

    expect(statuses[0]).to.equal('loading');
    await waitFor(() => court.session.getSnapshot().status === 'signed-in');
    expect(statuses).to.deep.equal(['loading', 'signed-in']);
    expect(court.session.getSnapshot().user?.user_id).to.equal(auth.user.user_id);
    expect(storedState()).to.have.nested.property('user.user_id', auth.user.user_id);
  });

  it('clears the cookie of a session the provider revoked meanwhile, and the stored state with it', async () => {
    const auth = await signInOnAnEarlierPage();
    await revokeOnProvider(auth.session_token);
    expect(await providerKnows(auth.session_token)).to.equal(false);

    const { court, sent, statuses } = await nextPage();

    await waitFor(() => court.session.getSnapshot().status === 'signed-out');
    expect(sent.find((request) => request.path === REFRESH_PATH)?.status).to.equal(404);
    expect(statuses).to.deep.equal(['signed-in', 'signed-out']);
    expect(pageCookies()).to.not.have.any.keys('stytch_session', 'stytch_session_jwt');
    expect(storedState()).to.equal(null);
  });

  it('keeps sharing the live Court on the page when an older, disposed one is disposed again', async () => {
    const older = await openCourt();
    older.dispose();
    const live = await openCourt();
    older.dispose();

    const later = await openCourt();
    const auth = await signIn(later);

    expect(later).to.equal(live);
    expect(live.session.getSnapshot().session?.session_id).to.equal(auth.session.session_id);
  });
});
