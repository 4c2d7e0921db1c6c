import { expect } from 'chai';
import type { Court } from '../../src/session/types.ts';
import { openOtherDocument, type OtherDocument } from './support/session-frame.ts';
import {
  PUBLIC_TOKEN,
  STATE_KEY,
  captureWarnings,
  openCourt,
  pageCookies,
  providerUrl,
  resetBrowser,
  signIn,
  waitFor,
} from './support/session.ts';

describe('session store in the browser: another document of the same origin', () => {
  let other: OtherDocument | undefined;
  let otherCourt: Court | undefined;

  async function openOther(): Promise<Court> {
    other = await openOtherDocument();
    otherCourt = other.getCourt({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() });
    return otherCourt;
  }

  beforeEach(resetBrowser);
  afterEach(async () => {
    otherCourt?.dispose();
    other?.remove();
    other = otherCourt = undefined;
    await resetBrowser();
  });

  it("has a Court of its own, not this page's", async () => {
    const court = await openCourt();
    const theirs = await openOther();
    expect(theirs).to.not.equal(court);
    expect(theirs.session).to.not.equal(court.session);
    expect(theirs.session.getSnapshot().status).to.equal('signed-out');
  });

  it('sees a sign-in here through the storage event: its subscriber is called and its snapshot is signed in', async () => {
    const court = await openCourt();
    const theirs = await openOther();
    let calls = 0;
    theirs.session.subscribe(() => void (calls += 1));

    const auth = await signIn(court);

    await waitFor(() => calls > 0);
    const snapshot = theirs.session.getSnapshot();
    expect(snapshot.status).to.equal('signed-in');
    expect(snapshot.user?.user_id).to.equal(auth.user.user_id);
    expect(snapshot.session?.session_id).to.equal(auth.session.session_id);
    expect(theirs.session.getSessionToken()).to.equal(auth.session_token);
  });

  it('sees a sign-out here, and this page sees a sign-out there', async () => {
    const court = await openCourt();
    const theirs = await openOther();
    await signIn(court);
    await waitFor(() => theirs.session.getSnapshot().status === 'signed-in');

    let theirCalls = 0;
    theirs.session.subscribe(() => void (theirCalls += 1));
    await court.session.revoke();
    await waitFor(() => theirCalls > 0);
    expect(theirs.session.getSnapshot()).to.deep.equal({ status: 'signed-out', user: null, session: null });
    expect(theirs.session.getSessionToken()).to.equal(undefined);

    await signIn(court);
    await waitFor(() => theirs.session.getSnapshot().status === 'signed-in');
    let ourCalls = 0;
    court.session.subscribe(() => void (ourCalls += 1));
    const result = await theirs.session.revoke();
    expect(result.ok).to.equal(true);
    await waitFor(() => ourCalls > 0);
    expect(court.session.getSnapshot().status).to.equal('signed-out');
    expect(pageCookies()).to.not.have.any.keys('stytch_session', 'stytch_session_jwt');
  });

  it('uses the session another document signed in with for its own provider calls', async () => {
    const court = await openCourt();
    const theirs = await openOther();
    const auth = await signIn(court);
    await waitFor(() => theirs.session.getSnapshot().status === 'signed-in');

    const me = await theirs.client.users.me();

    expect(me.ok && me.value.user_id).to.equal(auth.user.user_id);
  });

  it('ignores malformed state written by another document, with a warning, and keeps its session', async () => {
    const court = await openCourt();
    const theirs = await openOther();
    const auth = await signIn(court);
    await waitFor(() => theirs.session.getSnapshot().status === 'signed-in');
    const warnings = captureWarnings();
    try {
      other!.window.localStorage.setItem(STATE_KEY, 'not json');
      await waitFor(() => warnings.messages.length > 0);
      other!.window.localStorage.setItem(STATE_KEY, '{"user": 3}');
      await waitFor(() => warnings.messages.length > 1);
    } finally {
      warnings.restore();
    }
    expect(warnings.messages[0]).to.contain('ignoring the session state written by another tab');
    expect(warnings.messages[1]).to.contain('ignoring the session state written by another tab');
    expect(court.session.getSnapshot().status).to.equal('signed-in');
    expect(court.session.getSnapshot().user?.user_id).to.equal(auth.user.user_id);
  });
});
