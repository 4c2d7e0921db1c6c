import { expect } from 'chai';
import {
  STATE_KEY,
  freshEmail,
  openCourt,
  pageCookies,
  providerKnows,
  resetBrowser,
  signIn,
  storedState,
} from './support/session.ts';
import { itIn } from './support/engines.ts';

/** What Chromium's cookieStore.getAll() reports (TypeScript's DOM types list only name and value). */
interface StoredCookie {
  name: string;
  path: string;
  secure: boolean;
  sameSite: string;
  domain: string | null;
  expires: number;
}

describe('session store in the browser: cookies and storage after sign-in and sign-out', () => {
  beforeEach(resetBrowser);
  afterEach(resetBrowser);

  it('writes both session cookies and the stored state on sign-in, and removes the intermediate token cookie', async () => {
    const court = await openCourt();
    document.cookie = 'stytch_intermediate_session_token=left-over; Path=/';
    expect(pageCookies()).to.have.property('stytch_intermediate_session_token');
    const email = freshEmail();
    const auth = await signIn(court, email);

    const cookies = pageCookies();
    expect(cookies.stytch_session).to.equal(auth.session_token);
    expect(cookies.stytch_session_jwt).to.equal(auth.session_jwt);
    expect(cookies).to.not.have.property('stytch_intermediate_session_token');
    expect(court.session.getSessionToken()).to.equal(auth.session_token);

    const stored = storedState() as {
      user: { user_id: string; emails: Array<{ email: string }> };
      session: { session_id: string; user_id: string };
    };
    expect(stored.user.user_id).to.equal(auth.user.user_id);
    expect(stored.user.emails.map((entry) => entry.email)).to.deep.equal([email]);
    expect(stored.session.session_id).to.equal(auth.session.session_id);
    expect(stored.session.user_id).to.equal(auth.user.user_id);
    expect(localStorage.getItem(STATE_KEY)).to.not.contain(auth.session_token);

    const snapshot = court.session.getSnapshot();
    expect(snapshot.status).to.equal('signed-in');
    expect(snapshot.user?.user_id).to.equal(auth.user.user_id);
    expect(snapshot.session?.session_id).to.equal(auth.session.session_id);
  });

  it('removes cookies and stored state on revoke, tells subscribers, and the provider forgets the session', async () => {
    const court = await openCourt();
    const auth = await signIn(court);
    const seen: string[] = [];
    court.session.subscribe(() => seen.push(court.session.getSnapshot().status));

    const result = await court.session.revoke();

    expect(result.ok).to.equal(true);
    const cookies = pageCookies();
    expect(cookies).to.not.have.property('stytch_session');
    expect(cookies).to.not.have.property('stytch_session_jwt');
    expect(storedState()).to.equal(null);
    expect(court.session.getSnapshot()).to.deep.equal({ status: 'signed-out', user: null, session: null });
    expect(court.session.getSessionToken()).to.equal(undefined);
    expect(seen).to.deep.equal(['signed-out']);
    expect(await providerKnows(auth.session_token)).to.equal(false);
  });

  it("signs out through the client's own revoke call as well", async () => {
    const court = await openCourt();
    await signIn(court);

    const result = await court.client.sessions.revoke();

    expect(result.ok).to.equal(true);
    expect(pageCookies()).to.not.have.any.keys('stytch_session', 'stytch_session_jwt');
    expect(storedState()).to.equal(null);
    expect(court.session.getSnapshot().status).to.equal('signed-out');
  });

  // Only Chromium's Cookie Store API reports the attributes (path, Secure, SameSite, expiry).
  itIn('chromium')(
    'keeps the cookies until the session expires, readable by the page (not HttpOnly) and without Secure on localhost',
    async () => {
      const court = await openCourt();
      const auth = await signIn(court);
      // The Cookie Store API reports attributes that document.cookie hides.
      const jar = (await cookieStore.getAll()) as StoredCookie[];
      const byName = new Map(jar.map((cookie) => [cookie.name, cookie]));
      for (const name of ['stytch_session', 'stytch_session_jwt']) {
        const cookie = byName.get(name)!;
        expect(cookie, name).to.exist;
        expect(cookie.path).to.equal('/');
        expect(cookie.secure).to.equal(false);
        expect(cookie.sameSite).to.equal('lax');
        expect(cookie.domain).to.equal(null);
        expect(Math.abs(cookie.expires - Date.parse(auth.session.expires_at))).to.be.below(2000);
      }
    },
  );
});
