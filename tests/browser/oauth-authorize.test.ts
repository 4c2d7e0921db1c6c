// mode="oauth-authorize" against the local provider's consent API. The flows that leave the page
// (to the client with a code or an error, to an emailed link and back) run in a same-origin frame,
// whose address the test reads in every engine; the screens themselves also on this page.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { getCourt } from '../../src/session/court.ts';
import {
  byText,
  cleanup,
  interceptNavigations,
  mount,
  providerUrl,
  PUBLIC_TOKEN,
  recordEvents,
  resetProvider,
  root,
  waitFor,
} from './support/element.ts';
import { itNavigating } from './support/engines.ts';
import { addFault, latestMessage } from './support/inbox.ts';
import { holdRequests } from './support/provider.ts';
import { widgetViolations } from './support/widget-axe.ts';
import {
  allowReturnToConsentPage,
  authorizationQuery,
  fill,
  FRAME_PATH,
  frameEvents,
  openConsentFrame,
  registerClient,
  type ConsentFrame,
} from './support/authorize.ts';

const CALLBACK_PATH = '/oauth-test-callback';
const callback = () => `${location.origin}${CALLBACK_PATH}`;
const PASSCODE = { products: ['otp'], otpOptions: { methods: ['email'] } };
const SCOPE_WORDS = ['Confirm who you are', 'See your email address', 'See which courts are free and your bookings'];

/** Signs in on the frame's first screen by an emailed passcode, as a visitor does. */
async function signInByPasscode(consent: ConsentFrame, email: string): Promise<void> {
  const scope = consent.scope();
  const label = await waitFor(() => byText(consent.scope(), 'label', 'Email'));
  fill(
    scope.querySelector<HTMLInputElement>(`#${CSS.escape(label.getAttribute('for')!)}`) ??
      (consent.frame.contentDocument!.getElementById(label.getAttribute('for')!) as HTMLInputElement),
    email,
  );
  byText<HTMLButtonElement>(consent.scope(), 'button', 'Continue with email')!.click();
  const box = await waitFor(() => consent.scope().querySelector<HTMLInputElement>('input[part~="otp-digit"]'));
  const { code } = await latestMessage(email);
  fill(box, code!);
}

/** A session on this page's Court, signed in by passcode over the client API. */
async function signInHere(email: string): Promise<void> {
  const court = getCourt({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() });
  const sent = await court.client.otps.email.loginOrCreate({ email });
  if (!sent.ok) throw new Error(sent.error.message);
  const { code } = await latestMessage(email);
  const auth = await court.client.otps.authenticate({
    token: code!,
    method_id: sent.value.method_id,
    session_duration_minutes: 60,
  });
  if (!auth.ok) throw new Error(auth.error.message);
  court.session.applyAuthResponse(auth.value);
}

function params(url: URL): Record<string, string[]> {
  const all: Record<string, string[]> = {};
  for (const name of new Set(url.searchParams.keys())) all[name] = url.searchParams.getAll(name);
  return all;
}

describe('<court-login mode="oauth-authorize">', () => {
  const here = location.href;
  let frames: ConsentFrame[] = [];
  const open = async (...args: Parameters<typeof openConsentFrame>) => {
    const opened = await openConsentFrame(...args);
    frames.push(opened);
    return opened;
  };
  beforeEach(resetProvider);
  afterEach(() => {
    cleanup();
    frames.forEach((frame) => frame.remove());
    frames = [];
    history.replaceState(history.state, '', here);
  });

  it('signs in by passcode, asks consent, and Allow sends the browser to the client with code, state and iss once each', async () => {
    const events = frameEvents();
    const clientId = await registerClient(callback());
    const consent = await open(authorizationQuery(clientId, callback()), { config: PASSCODE });
    await waitFor(() => byText(consent.scope(), 'p', 'Sign in to continue to \u2068Court Assistant\u2069.'));
    await signInByPasscode(consent, 'ace@court-login.local');
    const heading = await waitFor(() =>
      byText(
        consent.scope(),
        'h2',
        'Allow \u2068Court Assistant\u2069 to use your \u2068Court Login (local)\u2069 account?',
      ),
    );
    const scope = consent.scope();
    expect(scope.textContent).to.contain(`It will return to \u2068${location.host}\u2069.`);
    expect(
      byText(
        scope,
        '[role="status"]',
        `\u2068${location.host}\u2069 is an app on this computer, not a website. Allow only if you started this sign-in yourself from an app you trust.`,
      ) !== undefined,
      'the loopback warning',
    ).to.equal(true);
    const list = scope.querySelector('ul')!;
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).to.deep.equal(SCOPE_WORDS);
    expect(
      list.getAttribute('aria-labelledby') &&
        scope.querySelector(`#${CSS.escape(list.getAttribute('aria-labelledby')!)}`)?.textContent,
    ).to.equal('\u2068Court Assistant\u2069 will be able to:');
    expect(scope.textContent).to.contain('Signed in as \u2068ace@court-login.local\u2069');
    expect((scope as ShadowRoot).activeElement === heading, 'focus moved to the consent heading').to.equal(true);

    byText<HTMLButtonElement>(scope, 'button', 'Allow')!.click();
    const back = await consent.leftFor(CALLBACK_PATH);
    const sent = params(back);
    expect(Object.keys(sent).sort()).to.deep.equal(['code', 'iss', 'state']);
    expect(sent.code).to.have.length(1);
    expect(sent.state).to.deep.equal(['st&te 1']);
    expect(sent.iss).to.deep.equal([await providerUrl()]);
    await waitFor(() => events.some((event) => event.eventType === 'oauth_authorize_flow_complete'));
    expect(
      events.filter((event) => event.eventType?.startsWith('oauth_authorize')).map((event) => event.eventType),
    ).to.deep.equal(['oauth_authorize_flow_start', 'oauth_authorize_flow_complete']);
    expect(
      events.filter((event) => event.type === 'court-success'),
      'the sign-in on the way',
    ).to.have.length(1);
  });

  it('sends access_denied with the state when the visitor denies', async () => {
    const clientId = await registerClient(callback());
    const consent = await open(authorizationQuery(clientId, callback()), { config: PASSCODE });
    await signInByPasscode(consent, 'deny@court-login.local');
    (await waitFor(() => byText<HTMLButtonElement>(consent.scope(), 'button', 'Deny'))).click();
    const back = await consent.leftFor(CALLBACK_PATH);
    expect(params(back)).to.deep.equal({
      error: ['access_denied'],
      error_description: [back.searchParams.get('error_description')!],
      state: ['st&te 1'],
      iss: [await providerUrl()],
    });
  });

  it('answers prompt=none while signed out with login_required, without a screen', async () => {
    const clientId = await registerClient(callback());
    const consent = await open(authorizationQuery(clientId, callback(), { prompt: 'none' }), { config: PASSCODE });
    const back = await consent.leftFor(CALLBACK_PATH);
    expect(params(back)).to.deep.equal({ error: ['login_required'], state: ['st&te 1'], iss: [await providerUrl()] });
  });

  it('comes back from an emailed link with the request intact and asks consent', async () => {
    await allowReturnToConsentPage();
    const clientId = await registerClient(callback());
    // prompt=login: the sign-in the link finishes counts, the visitor is not asked to sign in a second time.
    const query = authorizationQuery(clientId, callback(), { nonce: 'n-1', prompt: 'login consent' });
    const consent = await open(query, { config: { products: ['emailMagicLinks'] } });
    const label = await waitFor(() => byText(consent.scope(), 'label', 'Email'));
    fill(
      consent.scope().querySelector<HTMLInputElement>(`#${CSS.escape(label.getAttribute('for')!)}`)!,
      'link@court-login.local',
    );
    byText<HTMLButtonElement>(consent.scope(), 'button', 'Continue with email')!.click();
    await waitFor(() => byText(consent.scope(), 'h2', 'Check your email'));
    const link = new URL((await latestMessage('link@court-login.local')).link!);
    expect(`${link.origin}${link.pathname}`).to.equal(`${location.origin}${FRAME_PATH}`);
    const request = new URLSearchParams(query);
    for (const [name, value] of request) expect(link.searchParams.getAll(name), name).to.deep.equal([value]);

    // The visitor opens the link: the consent page loads again, finishes the sign-in and asks.
    consent.frame.src = link.href;
    await waitFor(() => {
      try {
        return byText(
          consent.scope(),
          'h2',
          'Allow \u2068Court Assistant\u2069 to use your \u2068Court Login (local)\u2069 account?',
        );
      } catch {
        return undefined;
      }
    });
    const address = new URL(consent.window().location.href);
    expect(address.searchParams.has('token'), 'the token left the address').to.equal(false);
    expect(params(address)).to.deep.equal(
      Object.fromEntries([...request.keys()].map((name) => [name, request.getAll(name)])),
    );
    byText<HTMLButtonElement>(consent.scope(), 'button', 'Allow')!.click();
    const back = await consent.leftFor(CALLBACK_PATH);
    expect(back.searchParams.getAll('state')).to.deep.equal(['st&te 1']);
    expect(back.searchParams.getAll('code')).to.have.length(1);
  });

  it('shows a provider failure with Try again, and Allow as pending while it runs', async () => {
    await signInHere('busy@court-login.local');
    const clientId = await registerClient(callback());
    await addFault({ path: '/sdk/v1/idp/oauth/authorize/start', status: 503, times: 1 });
    const consent = await open(authorizationQuery(clientId, callback()), { config: PASSCODE });
    await waitFor(() => consent.scope().querySelector('[role="alert"]'));
    (await waitFor(() => byText<HTMLButtonElement>(consent.scope(), 'button', 'Try again'))).click();
    await waitFor(() =>
      byText(
        consent.scope(),
        'h2',
        'Allow \u2068Court Assistant\u2069 to use your \u2068Court Login (local)\u2069 account?',
      ),
    );
    expect(consent.scope().querySelector('[role="alert"]') === null, 'the alert is gone').to.equal(true);

    const submitting = await holdRequests('/sdk/v1/idp/oauth/authorize/submit');
    const allow = byText<HTMLButtonElement>(consent.scope(), 'button', 'Allow')!;
    allow.click();
    await submitting.arrived();
    await waitFor(() => allow.getAttribute('aria-busy') === 'true');
    expect(byText(consent.scope(), 'button', 'Deny')!.getAttribute('aria-disabled')).to.equal('true');
    await submitting.release();
    const back = await consent.leftFor(CALLBACK_PATH);
    expect(back.searchParams.getAll('code')).to.have.length(1);
  });

  itNavigating('sends an OAuth sign-in back to this page with the request and nothing else', async () => {
    await allowReturnToConsentPage();
    const navigations = interceptNavigations();
    const clientId = await registerClient(callback());
    const query = authorizationQuery(clientId, callback());
    history.replaceState(history.state, '', `${FRAME_PATH}?${query}&utm_source=mail#top`);
    const element = await mount({
      attributes: { mode: 'oauth-authorize' },
      config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } },
    });
    (await waitFor(() => byText<HTMLButtonElement>(root(element), 'button', 'Continue with Google'))).click();
    const start = new URL(await waitFor(() => navigations[0]));
    const back = `${location.origin}${FRAME_PATH}?${query}`;
    expect(start.searchParams.get('login_redirect_url')).to.equal(back);
    expect(start.searchParams.get('signup_redirect_url')).to.equal(back);
  });

  it('refuses to ask consent inside a frame of another origin', async () => {
    const events = frameEvents();
    const clientId = await registerClient(callback());
    await open(
      authorizationQuery(clientId, callback()),
      { config: PASSCODE },
      location.origin.replace('localhost', '127.0.0.1'),
    );
    const refused = await waitFor(() => events.find((event) => event.type === 'court-error'));
    expect(refused.code).to.equal('framed_by_other_origin');
  });

  for (const lightDom of [false, true]) {
    const dom = lightDom ? 'light DOM' : 'Shadow DOM';

    it(`shows an unknown client on the page and never leaves it (${dom})`, async () => {
      const navigations = interceptNavigations();
      const errors = recordEvents('court-error');
      history.replaceState(history.state, '', `?${authorizationQuery('connected-app-test-nobody', callback())}`);
      const element = await mount({
        attributes: { mode: 'oauth-authorize' },
        config: { ...PASSCODE, enableShadowDOM: !lightDom },
      });
      const scope = root(element);
      await waitFor(() => byText(scope, 'h2', 'This request cannot be used'));
      expect(
        byText(
          scope,
          '[role="alert"]',
          'The app that sent you here is not registered, so it cannot use your account. Nothing was shared.',
        ) !== undefined,
      ).to.equal(true);
      expect((await waitFor(() => errors[0])).detail.code).to.equal('connected_app_not_found');
      expect(await widgetViolations(element)).to.deep.equal([]);
      expect(navigations).to.deep.equal([]);
      expect(location.href).to.contain('connected-app-test-nobody');
    });

    it(`says so when the address names no client, and leaves no sign-in token in it (${dom})`, async () => {
      const refused = `?redirect_uri=${callback()}`;
      history.replaceState(history.state, '', `${refused}&token=returned-token-test&stytch_token_type=oauth`);
      const element = await mount({
        attributes: { mode: 'oauth-authorize' },
        config: { ...PASSCODE, enableShadowDOM: !lightDom },
      });
      await waitFor(() =>
        byText(
          root(element),
          '[role="alert"]',
          'This page’s address does not say which app is asking. Nothing was shared. Go back to the app and start again.',
        ),
      );
      expect(location.search).to.equal(refused);
    });

    itNavigating(
      `is used with the keyboard: Tab to Allow, Enter, and the code goes to the client (${dom})`,
      async () => {
        const navigations = interceptNavigations();
        await signInHere('keys@court-login.local');
        const clientId = await registerClient(callback());
        history.replaceState(history.state, '', `?${authorizationQuery(clientId, callback())}`);
        const element = await mount({
          attributes: { mode: 'oauth-authorize' },
          config: { ...PASSCODE, enableShadowDOM: !lightDom },
        });
        const scope = root(element);
        const heading = await waitFor(() =>
          byText<HTMLElement>(
            scope,
            'h2',
            'Allow \u2068Court Assistant\u2069 to use your \u2068Court Login (local)\u2069 account?',
          ),
        );
        expect(await widgetViolations(element)).to.deep.equal([]);
        heading.focus();
        await sendKeys({ press: 'Tab' });
        const allow = byText<HTMLButtonElement>(scope, 'button', 'Allow')!;
        const active = lightDom ? document.activeElement : element.shadowRoot!.activeElement;
        expect(active === allow, 'Tab reaches Allow first').to.equal(true);
        await sendKeys({ press: 'Enter' });
        const url = new URL(await waitFor(() => navigations[0]));
        expect(`${url.origin}${url.pathname}`).to.equal(callback());
        expect(url.searchParams.getAll('code')).to.have.length(1);
        await waitFor(() =>
          byText(scope, 'h2', 'Returning you to \u2068Court Assistant\u2069 as \u2068keys@court-login.local\u2069…'),
        );
      },
    );
  }

  itNavigating('with consent remembered, answers at once and names the account it returns as', async () => {
    const navigations = interceptNavigations();
    await signInHere('again@court-login.local');
    const clientId = await registerClient(callback());
    history.replaceState(history.state, '', `?${authorizationQuery(clientId, callback())}`);
    const first = await mount({ attributes: { mode: 'oauth-authorize' }, config: PASSCODE });
    (await waitFor(() => byText<HTMLButtonElement>(root(first), 'button', 'Allow'))).click();
    await waitFor(() => navigations[0]);
    cleanup();
    const again = await mount({ attributes: { mode: 'oauth-authorize' }, config: PASSCODE });
    await waitFor(() =>
      byText(root(again), 'h2', 'Returning you to \u2068Court Assistant\u2069 as \u2068again@court-login.local\u2069…'),
    );
    const url = new URL(await waitFor(() => navigations[1]));
    expect(url.searchParams.getAll('code')).to.have.length(1);
  });

  it('asks to sign in again for prompt=login and shows the account for select_account, even with consent remembered', async () => {
    const clientId = await registerClient(callback());
    const first = await open(authorizationQuery(clientId, callback()), { config: PASSCODE });
    await signInByPasscode(first, 'choose@court-login.local');
    (await waitFor(() => byText<HTMLButtonElement>(first.scope(), 'button', 'Allow'))).click();
    await first.leftFor(CALLBACK_PATH);
    // Remembered: without a prompt the next request goes straight back with a code.
    const remembered = await open(authorizationQuery(clientId, callback()), { config: PASSCODE });
    expect((await remembered.leftFor(CALLBACK_PATH)).searchParams.getAll('code')).to.have.length(1);
    for (const prompt of ['login', 'select_account']) {
      const consent = await open(authorizationQuery(clientId, callback(), { prompt, state: prompt }), {
        config: PASSCODE,
      });
      if (prompt === 'login') {
        await waitFor(() => byText(consent.scope(), 'p', 'Sign in again to continue to \u2068Court Assistant\u2069.'));
        await signInByPasscode(consent, 'choose@court-login.local');
      }
      await waitFor(() =>
        byText(
          consent.scope(),
          'h2',
          'Allow \u2068Court Assistant\u2069 to use your \u2068Court Login (local)\u2069 account?',
        ),
      );
      expect(consent.scope().textContent).to.contain('Signed in as \u2068choose@court-login.local\u2069');
      expect(byText(consent.scope(), 'button', 'Use another account') !== undefined, prompt).to.equal(true);
      byText<HTMLButtonElement>(consent.scope(), 'button', 'Allow')!.click();
      const back = await consent.leftFor(CALLBACK_PATH);
      expect(back.searchParams.getAll('state')).to.deep.equal([prompt]);
      expect(back.searchParams.getAll('code')).to.have.length(1);
    }
  });

  it('says so over the sign-in when an emailed link cannot sign in, and keeps the request', async () => {
    const clientId = await registerClient(callback());
    const query = `?${authorizationQuery(clientId, callback())}`;
    history.replaceState(history.state, '', `${query}&token=${'x'.repeat(44)}&stytch_token_type=magic_links`);
    const errors = recordEvents('court-error');
    const element = await mount({ attributes: { mode: 'oauth-authorize' }, config: PASSCODE });
    const scope = root(element);
    await waitFor(() => byText(scope, 'p', 'Sign in to continue to \u2068Court Assistant\u2069.'));
    const refused = await waitFor(() => errors[0]);
    expect(refused.detail.code).to.equal('magic_link_not_found');
    // In the generic words until the errors' words have arrived (right after the first paint).
    await waitFor(() => byText(scope, '[role="alert"]', refused.detail.message));
    expect(location.search, 'the token left the address, the request stayed').to.equal(query);
  });

  it('signs out for Use another account and shows the sign-in, keeping the request', async () => {
    await signInHere('first@court-login.local');
    const clientId = await registerClient(callback());
    const query = `?${authorizationQuery(clientId, callback())}`;
    history.replaceState(history.state, '', query);
    const element = await mount({ attributes: { mode: 'oauth-authorize' }, config: PASSCODE });
    const scope = root(element);
    await waitFor(() => byText(scope, 'p', 'Signed in as \u2068first@court-login.local\u2069'));
    const sessions = recordEvents('court-session');
    const other = byText<HTMLButtonElement>(scope, 'button', 'Use another account')!;
    other.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => byText(scope, 'p', 'Sign in to continue to \u2068Court Assistant\u2069.'));
    const input = await waitFor(() => scope.querySelector<HTMLInputElement>('input[type="email"]'));
    await waitFor(() => sessions.some((event) => event.detail.status === 'signed-out'));
    expect(location.search).to.equal(query);
    await waitFor(
      () =>
        element.shadowRoot!.activeElement === input ||
        element.shadowRoot!.activeElement?.hasAttribute('data-court-heading'),
    );
  });

  it('asks consent in Arabic, right to left', async () => {
    await signInHere('rtl@court-login.local');
    const clientId = await registerClient(callback());
    history.replaceState(
      history.state,
      '',
      `?${authorizationQuery(clientId, callback(), { scope: 'openid email offline_access courts:book' })}`,
    );
    const element = await mount({ attributes: { mode: 'oauth-authorize', locale: 'ar' }, config: PASSCODE });
    const scope = root(element);
    await waitFor(() =>
      byText(scope, 'h2', 'هل تسمح لـ \u2068Court Assistant\u2069 باستخدام حسابك في \u2068Court Login (local)\u2069؟'),
    );
    expect(scope.querySelector('.court-root')!.getAttribute('dir')).to.equal('rtl');
    expect(scope.querySelector('.court-root')!.getAttribute('lang')).to.equal('ar');
    expect(
      byText(scope, 'button', 'السماح') !== undefined && byText(scope, 'button', 'رفض') !== undefined,
      'Allow and Deny in Arabic',
    ).to.equal(true);
    const items = [...scope.querySelectorAll('li')].map((item) => item.textContent);
    expect(items.slice(0, 3)).to.deep.equal([
      'التأكد من هويتك',
      'الاطلاع على عنوان بريدك الإلكتروني',
      'الاحتفاظ بهذا الوصول حتى عندما لا تستخدمه',
    ]);
    expect(byText(scope, 'button', 'استخدام حساب آخر') !== undefined).to.equal(true);
    expect(await widgetViolations(element)).to.deep.equal([]);
  });
});
