// The element's session bridge (element/element-session.ts) needs the Court alone, not React: with
// React's chunk held at the test server, the page hears `court-session` and an emailed link in the
// page address signs the visitor in (`court-success`) while the painted first screen shows; React,
// once in, shows that sign-in's success.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import type { CourtLoginConfig } from '../../element/index.ts';
import { getCourt } from '../../src/session/court.ts';
import {
  byText,
  cleanup,
  providerUrl,
  PUBLIC_TOKEN,
  recordEvents,
  resetProvider,
  root,
  waitFor,
} from './support/element.ts';
import { latestMessage } from './support/inbox.ts';
import { PAINTED, paintElement } from './support/painted.ts';

const GOOGLE: CourtLoginConfig = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } };
const redirect = 'http://localhost:5173/authenticate';
const EMAIL_LINK: CourtLoginConfig = {
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
};

/** An emailed link's parameters, sent through this page's Court (no widget: React's chunk stays unrequested). */
async function emailedLink(email: string): Promise<URLSearchParams> {
  const court = getCourt({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() });
  const sent = await court.client.magicLinks.email.loginOrCreate({
    email,
    login_magic_link_url: redirect,
    signup_magic_link_url: redirect,
    // The local provider requires PKCE for links: the verifier stays in this browser, for the sign-in.
    code_challenge: (await court.pkce.getOrCreate('magic_links')).code_challenge,
  });
  expect(sent.ok, 'the link was sent').to.equal(true);
  const { link } = await latestMessage(email);
  return new URL(link!).searchParams;
}

describe("<court-login>'s session before React's chunk", function () {
  // The painted screen's first build (support/painted.ts) comes before the test's own steps.
  this.timeout(60_000);
  const start = `${location.pathname}${location.search}`;
  before(async () => {
    await resetProvider();
    await executeServerCommand('hold-module', '/element/react-renderer.ts');
  });
  afterEach(() => {
    cleanup();
    history.replaceState(null, '', start);
  });
  after(() => executeServerCommand('release-modules'));

  for (const shadow of [true, false]) {
    it(`sends court-session while the painted screen shows (${shadow ? 'Shadow' : 'light'} DOM)`, async () => {
      const sessions = recordEvents('court-session');
      const element = await paintElement(GOOGLE, shadow);
      const first = await waitFor(() => sessions[0], 30_000);
      expect(first.detail.status).to.equal('signed-out');
      expect(root(element).querySelector(PAINTED), "React's chunk is still held").to.not.equal(null);
    });
  }

  it("finishes an emailed link's sign-in before React, which then shows its success", async () => {
    const email = 'before-react@court-login.local';
    history.replaceState(null, '', `${location.pathname}?${(await emailedLink(email)).toString()}`);
    const outcomes = recordEvents('court-success', 'court-error');
    const sessions = recordEvents('court-session');
    const element = await paintElement(EMAIL_LINK, true);

    const success = await waitFor(() => outcomes[0], 30_000);
    expect(success.type).to.equal('court-success');
    expect(success.detail.user.emails[0].email).to.equal(email);
    expect(sessions.some((event) => event.detail.status === 'signed-in')).to.equal(true);
    expect(new URL(location.href).searchParams.has('token'), 'the token left the address').to.equal(false);
    expect(root(element).querySelector(PAINTED), "React's chunk is still held").to.not.equal(null);

    await executeServerCommand('release-modules');
    await waitFor(() => byText(root(element), 'h2', 'Success'), 30_000);
    expect(
      outcomes.map((event) => event.type),
      'told once',
    ).to.deep.equal(['court-success']);
    await (
      await import('../../element/index.ts')
    )
      .loadSession({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() })
      .then((session) => session.signOut());
  });
});
