// What a page sees when it reacts to the session: a page that removes <court-login> as soon as the
// session is stored still gets court-success (once) on document, and after a sign-out, wherever it
// comes from (expiry included), every element on the page shows its first screen again and signs in again.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { loadSession, type CourtLoginConfig } from '../../element/index.ts';
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
import { addFault, latestMessage } from './support/inbox.ts';
import { getCourt } from '../../src/session/court.ts';
import { openOtherDocument } from './support/session-frame.ts';

const redirect = 'http://localhost:5173/authenticate';
const emailLink: CourtLoginConfig = {
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
};
const emailCode: CourtLoginConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
}

const emailInput = (element: HTMLElement) => root(element).querySelector<HTMLInputElement>('input[type="email"]');

/** Sends a magic link from an element and returns the link's parameters. */
async function emailedLink(email: string): Promise<URLSearchParams> {
  const element = await mount({ config: emailLink });
  await typeInto(await waitFor(() => emailInput(element)), email);
  await sendKeys({ press: 'Enter' });
  const { link } = await latestMessage(email);
  element.remove();
  return new URL(link!).searchParams;
}

/** Email → passcode from the inbox, in the given element; resolves once its success screen shows. */
async function signInByCode(element: HTMLElement, email: string, sentBefore = 0): Promise<void> {
  await typeInto(await waitFor(() => emailInput(element)), email);
  byText<HTMLButtonElement>(root(element), 'button', 'Continue with email')!.click();
  const digit = await waitFor(() => root(element).querySelector<HTMLInputElement>('input[part~="otp-digit"]'));
  const { code } = await latestMessage(email, sentBefore);
  await typeInto(digit, code!);
  await waitFor(() => byText(root(element), 'h2', 'Success'));
}

/** Removes every element when court-session says signed in: at once, in a microtask (Vue, Svelte) or in the next task. */
function removeOnSignIn(when: 'same task' | 'microtask' | 'next task'): () => void {
  const remove = () => document.querySelectorAll('court-login').forEach((element) => element.remove());
  const listener = (event: CustomEvent<{ status: string }>) => {
    if (event.detail.status !== 'signed-in') return;
    if (when === 'same task') remove();
    else if (when === 'microtask') queueMicrotask(remove);
    else setTimeout(remove, 0);
  };
  document.addEventListener('court-session', listener);
  return () => document.removeEventListener('court-session', listener);
}

async function signOutHere(): Promise<void> {
  const session = await loadSession({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() });
  await session.signOut();
}

describe('<court-login> and a page that follows the session', () => {
  const start = `${location.pathname}${location.search}`;
  const stops: Array<() => void> = [];
  beforeEach(resetProvider);
  afterEach(async () => {
    stops.splice(0).forEach((stop) => stop());
    cleanup();
    await signOutHere();
    history.replaceState(null, '', start);
  });

  for (const when of ['same task', 'microtask', 'next task'] as const) {
    it(`sends court-success of a finished email link to document once when the page removes the element on the stored session (${when})`, async () => {
      const email = `removed-${when.replace(' ', '-')}@court-login.local`;
      const params = await emailedLink(email);
      history.replaceState(null, '', `${location.pathname}?${params.toString()}`);
      const events = recordEvents('court-success', 'court-error');
      stops.push(removeOnSignIn(when));
      const signedIn = recordEvents('court-session');

      const element = document.createElement('court-login');
      element.setAttribute('public-token', PUBLIC_TOKEN);
      element.setAttribute('provider-url', await providerUrl());
      element.config = emailLink;
      document.body.append(element);

      const success = await waitFor(() => events.find((event) => event.type === 'court-success'));
      expect(success.detail.user.emails[0].email).to.equal(email);
      // Removed in the same task or a microtask, the element is gone before the outcome; in the next
      // task it may go just after it: either way the outcome reaches the document once.
      await waitFor(() => document.querySelector('court-login') === null);
      expect(signedIn.some((event) => event.detail.status === 'signed-in')).to.equal(true);
      // Anything late would come within a few tasks; there is none.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(events.map((event) => event.type)).to.deep.equal(['court-success']);
    });
  }

  it('sends court-success of a passcode sign-in to document once when the page removes the element on the stored session', async () => {
    const events = recordEvents('court-success');
    const element = await mount({ config: emailCode });
    stops.push(removeOnSignIn('microtask'));
    await typeInto(await waitFor(() => emailInput(element)), 'removed-code@court-login.local');
    byText<HTMLButtonElement>(root(element), 'button', 'Continue with email')!.click();
    const digit = await waitFor(() => root(element).querySelector<HTMLInputElement>('input[part~="otp-digit"]'));
    const { code } = await latestMessage('removed-code@court-login.local');
    await typeInto(digit, code!);

    const success = await waitFor(() => events[0]);
    expect(success.detail.method).to.equal('otp');
    expect(element.isConnected).to.equal(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).to.have.length(1);
  });

  const signOuts = {
    'the page session API': signOutHere,
    "the element's signOut()": () =>
      (document.querySelector('court-login') as HTMLElementTagNameMap['court-login']).signOut(),
    "another document of the page's origin": async () => {
      const other = await openOtherDocument();
      try {
        const court = other.getCourt({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() });
        await court.session.revoke({ forceClear: true });
        court.dispose();
      } finally {
        other.remove();
      }
    },
    'the session expiring (the provider no longer knows it at the next check)': async () => {
      await addFault({ path: '/sdk/v1/sessions/authenticate', status: 404, error_type: 'session_not_found' });
      await getCourt({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() }).session.refresh();
    },
  };

  for (const [index, [source, signOut]] of Object.entries(signOuts).entries()) {
    it(`returns every element to its first screen after a sign-out by ${source}, ready to sign in again`, async () => {
      const email = `again-${index}@court-login.local`;
      const first = await mount({ config: emailCode });
      const second = await mount({ config: { ...emailCode, enableShadowDOM: false } });
      const successes = recordEvents('court-success');
      await signInByCode(first, email);
      expect(byText(root(first), 'h2', 'Success') !== undefined, 'the success screen').to.equal(true);

      await signOut();

      // The first screen is back once the email field is there and the success screen has gone.
      for (const element of [first, second])
        await waitFor(() => emailInput(element) && !byText(root(element), 'h2', 'Success'));
      await signInByCode(first, email, 1);
      await waitFor(() => successes.length === 2);
    });
  }
});
