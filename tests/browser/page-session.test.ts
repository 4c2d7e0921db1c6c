// Sessions from page code: the element finishes a redirect sign-in by itself (once), tells the page
// about the session with court-session, signs out; loadSession gives the same session to page code.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { loadSession } from '../../element/index.ts';
import {
  byText,
  cleanup,
  mount,
  providerUrl,
  PUBLIC_TOKEN,
  recordEvents,
  resetProvider,
  root,
  waitFor,
} from './support/element.ts';
import { latestMessage } from './support/inbox.ts';

const redirect = 'http://localhost:5173/authenticate';
const config = {
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
};

/** Sends a magic link from a first element and returns its token and type, as the emailed link carries them. */
async function emailedLink(email: string): Promise<URLSearchParams> {
  const element = await mount({ config });
  const input = await waitFor(() => root(element).querySelector<HTMLInputElement>('input[type="email"]'));
  input.focus();
  await sendKeys({ type: email });
  await sendKeys({ press: 'Enter' });
  const { link } = await latestMessage(email);
  element.remove();
  return new URL(link!).searchParams;
}

/**
 * Puts the link's parameters into this page's address, as if the browser had opened the link here,
 * after a parameter of the page's own written with a raw `/` (URLSearchParams would write `%2F`).
 */
function arriveWith(params: URLSearchParams): void {
  history.replaceState(null, '', `${location.pathname}?keep=courts/1&${params.toString()}#top`);
}

describe('sessions from page code', () => {
  const start = `${location.pathname}${location.search}`;
  beforeEach(resetProvider);
  afterEach(async () => {
    cleanup();
    const session = await loadSession({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() });
    await session.signOut();
    history.replaceState(null, '', start);
  });

  for (const shadow of [true, false]) {
    it(`the element finishes an email-link sign-in once, sends court-session and signs out (${shadow ? 'shadow' : 'light'} DOM)`, async () => {
      const email = `page-${shadow}@court-login.local`;
      arriveWith(await emailedLink(email));
      const events = recordEvents('court-success', 'court-session', 'court-error');
      // Two elements on the redirect page: the single-use token is exchanged once.
      const first = await mount({ config: { ...config, enableShadowDOM: shadow } });
      await mount({ config: { ...config, enableShadowDOM: shadow } });

      const success = await waitFor(() => events.find((event) => event.type === 'court-success'));
      expect(success.detail.method).to.equal('magic_link');
      // The element that finished it says so until the page moves on (the form is not offered again).
      await waitFor(() => byText(root(first), 'h2', 'Success'));
      expect(root(first).textContent).to.contain('You are signed in.');
      expect(root(first).querySelector('input[type="email"]') === null, 'no sign-in form under the success').to.equal(
        true,
      );
      expect(success.detail.user.emails[0].email).to.equal(email);
      expect(JSON.stringify(success.detail)).to.not.match(/session_token|session_jwt/);
      // The token left the address at once; the page's own parameters and hash stay.
      expect(location.search).to.equal('?keep=courts/1');
      expect(location.hash).to.equal('#top');
      await waitFor(() =>
        events.some((event) => event.type === 'court-session' && event.detail.status === 'signed-in'),
      );
      expect(events.filter((event) => event.type === 'court-success')).to.have.length(1);
      expect(events.filter((event) => event.type === 'court-error')).to.have.length(0);

      const session = await loadSession({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() });
      expect(session.getSync().status).to.equal('signed-in');
      expect(session.getSync().user!.emails[0]!.email).to.equal(email);
      const changes: string[] = [];
      const stop = session.onChange((state) => changes.push(state.status));

      await (first as HTMLElementTagNameMap['court-login']).signOut();
      expect(session.getSync().status).to.equal('signed-out');
      expect(changes).to.deep.equal(['signed-out']);
      await waitFor(() =>
        events.some((event) => event.type === 'court-session' && event.detail.status === 'signed-out'),
      );
      // Signed out, the element offers the sign-in form again.
      await waitFor(() => root(first).querySelector('input[type="email"]'));
      stop();
    });
  }

  for (const enableShadowDOM of [true, false]) {
    it(`a Google-only element styles the success it shows after a redirect sign-in (${enableShadowDOM ? 'shadow' : 'light'} DOM)`, async () => {
      arriveWith(await emailedLink(`google-only-${enableShadowDOM}@court-login.local`));
      const element = await mount({
        config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] }, enableShadowDOM },
      });
      await waitFor(() => byText(root(element), 'h2', 'Success'));
      // Styled from its first paint: the check mark at its own size, the notice in the success colours.
      const check = root(element).querySelector('.court-check')!;
      expect(getComputedStyle(check).width).to.equal('56px');
      const notice = root(element).querySelector('.court-alert--success')!;
      expect(getComputedStyle(notice).textAlign).to.equal('center');
      expect(getComputedStyle(notice).backgroundColor).to.not.equal(
        getComputedStyle(root(element).querySelector('.court-root')!).backgroundColor,
      );
    });
  }

  it('a used link gives court-error and no session', async () => {
    const params = await emailedLink('used@court-login.local');
    arriveWith(params);
    const events = recordEvents('court-success', 'court-error');
    await mount({ config });
    await waitFor(() => events.find((event) => event.type === 'court-success'));
    cleanup();
    const session = await loadSession({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() });
    await session.signOut();

    arriveWith(params);
    await mount({ config });
    const error = await waitFor(() => events.find((event) => event.type === 'court-error'));
    expect(error.detail.message).to.be.a('string').and.not.equal('');
    expect(session.getSync().status).to.equal('signed-out');
    expect(location.search).to.equal('?keep=courts/1');
  });

  it('with handle-redirects="false" the element leaves the token to the page, which finishes it with authenticateByUrl', async () => {
    arriveWith(await emailedLink('manual@court-login.local'));
    const events = recordEvents('court-success', 'court-session');
    await mount({ config, attributes: { 'handle-redirects': 'false' } });
    await waitFor(() => events.some((event) => event.type === 'court-session'));
    expect(new URLSearchParams(location.search).get('stytch_token_type')).to.equal('magic_links');
    expect(events.filter((event) => event.type === 'court-success')).to.have.length(0);

    const session = await loadSession({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() });
    const outcome = await session.authenticateByUrl();
    expect(outcome.kind).to.equal('signed-in');
    expect(location.search).to.equal('?keep=courts/1');
    expect((await session.authenticateByUrl()).kind).to.equal('none');
    expect(session.getSessionToken()).to.be.a('string');
  });

  it('honours handle-redirects="false" set right after the element was added', async () => {
    arriveWith(await emailedLink('late-opt-out@court-login.local'));
    const events = recordEvents('court-success', 'court-session');
    const element = document.createElement('court-login');
    element.setAttribute('public-token', PUBLIC_TOKEN);
    element.setAttribute('provider-url', await providerUrl());
    element.setAttribute('config', JSON.stringify(config));
    document.body.append(element);
    element.setAttribute('handle-redirects', 'false');
    await waitFor(() => events.some((event) => event.type === 'court-session'));
    expect(new URLSearchParams(location.search).get('stytch_token_type')).to.equal('magic_links');
    expect(events.filter((event) => event.type === 'court-success')).to.have.length(0);
  });

  it('signOut forgets the session here before the provider has answered', async () => {
    arriveWith(await emailedLink('slow-revoke@court-login.local'));
    const session = await loadSession({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() });
    expect((await session.authenticateByUrl()).kind).to.equal('signed-in');
    const token = session.getSessionToken()!;
    const { holdRequests } = await import('./support/provider.ts');
    const held = await holdRequests('/sdk/v1/sessions/revoke');
    const signingOut = session.signOut();
    // Gone from the page at once: no cookie, no stored state, while the revoke is still on its way.
    expect(session.getSync().status).to.equal('signed-out');
    expect(document.cookie.includes(token), 'the session cookie is gone').to.equal(false);
    expect(JSON.stringify({ ...localStorage }).includes(token), 'no stored state holds the token').to.equal(false);
    await held.arrived();
    await held.release();
    await signingOut;
    expect(session.getSessionToken()).to.equal(undefined);
  });

  it('signOut clears the session here even when the provider cannot be reached', async () => {
    arriveWith(await emailedLink('offline@court-login.local'));
    const session = await loadSession({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() });
    expect((await session.authenticateByUrl()).kind).to.equal('signed-in');
    const { addFault } = await import('./support/provider.ts');
    await addFault({ path: '/sdk/v1/sessions/revoke', status: 503 });
    await session.signOut();
    expect(session.getSync().status).to.equal('signed-out');
    expect(session.getSessionToken()).to.equal(undefined);
  });
});
