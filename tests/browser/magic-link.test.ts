import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
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
import { getCourt } from '../../src/session/court.ts';
import { latestMessage } from './support/inbox.ts';
import { holdRequests } from './support/provider.ts';

const redirect = 'http://localhost:5173/authenticate';
const config = {
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
};

async function submitEmail(scope: ParentNode, email: string) {
  const input = await waitFor(() => scope.querySelector<HTMLInputElement>('input[type="email"]'));
  input.focus();
  await sendKeys({ type: email });
  await sendKeys({ press: 'Enter' });
}

describe('<court-login> email magic links', () => {
  beforeEach(resetProvider);
  afterEach(cleanup);

  it('sends a link to the configured redirect URL and shows Check your email with web-mail links', async () => {
    const events = recordEvents('court-event');
    const element = await mount({ config });
    const scope = root(element);
    await submitEmail(scope, 'link@court-login.local');
    await waitFor(() => byText(scope, 'h2', 'Check your email'));
    expect(scope.textContent).to.contain('An email was sent to link@court-login.local.');

    const links = [...scope.querySelectorAll<HTMLAnchorElement>('a')];
    expect(links.map((link) => link.textContent)).to.deep.equal(['Open Gmail', 'Open Outlook', 'Open Yahoo']);
    for (const link of links) {
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.equal('noopener noreferrer');
      expect(decodeURIComponent(link.href)).to.contain('from:court-login.local');
    }

    const { link } = await latestMessage('link@court-login.local');
    const url = new URL(link!);
    expect(`${url.origin}${url.pathname}`).to.equal(redirect);
    expect(url.searchParams.get('stytch_token_type')).to.equal('magic_links');
    expect(url.searchParams.get('token')).to.be.a('string');
    const sent = await waitFor(() => events.find((event) => event.detail.type === 'email_sent'));
    expect(sent.detail.data).to.deep.equal({ email: 'link@court-login.local', type: 'login_or_create' });
  });

  it('resends with a toast, and Try again returns to an empty form and logs the click', async () => {
    const events = recordEvents('court-event');
    const element = await mount({ config });
    const scope = root(element);
    await submitEmail(scope, 'again@court-login.local');
    await waitFor(() => byText(scope, 'h2', 'Check your email'));
    byText<HTMLButtonElement>(scope, 'button', 'Resend email')!.click();
    const toast = await waitFor(() => byText(scope, '[part~="toast"] span', 'Email resent'));
    expect(toast.closest('[role="status"]') !== null, 'the toast is in a status region').to.equal(true);
    await latestMessage('again@court-login.local', 1);

    byText<HTMLButtonElement>(scope, 'button', 'Try again')!.click();
    const input = await waitFor(() => scope.querySelector<HTMLInputElement>('input[type="email"]'));
    expect(input.value).to.equal('');
    expect(element.shadowRoot!.activeElement === input).to.equal(true);
    await waitFor(() => events.find((event) => event.detail.type === 'email_try_again_clicked'));
  });

  it('says Invalid email address for a malformed email', async () => {
    const element = await mount({ config });
    const scope = root(element);
    await submitEmail(scope, 'nobody@nowhere');
    await waitFor(() => byText(scope, '[role="alert"]', 'Invalid email address'));
    expect(byText(scope, 'h2', 'Check your email') === undefined, 'no "Check your email" screen').to.equal(true);
  });

  it('keeps focus on Resend email while it runs, and Try again waits for it', async () => {
    const events = recordEvents('court-event');
    const element = await mount({ config });
    const scope = root(element);
    await submitEmail(scope, 'patient@court-login.local');
    await waitFor(() => byText(scope, 'h2', 'Check your email'));
    const resending = await holdRequests('/sdk/v1/magic_links/email/login_or_create');
    const resend = byText<HTMLButtonElement>(scope, 'button', 'Resend email')!;
    resend.focus();
    await sendKeys({ press: 'Enter' });
    await resending.arrived();
    await waitFor(() => resend.getAttribute('aria-disabled') === 'true');
    expect(element.shadowRoot!.activeElement === resend).to.equal(true);
    const tryAgain = byText<HTMLButtonElement>(scope, 'button', 'Try again')!;
    expect(tryAgain.getAttribute('aria-disabled')).to.equal('true');
    tryAgain.click();
    await resending.release();
    await waitFor(() => byText(scope, '[part~="toast"] span', 'Email resent'));
    expect(byText(scope, 'h2', 'Check your email') !== undefined, 'the "Check your email" screen').to.equal(true);
    expect(element.shadowRoot!.activeElement === resend).to.equal(true);
    expect(events.filter((event) => event.detail.type === 'email_try_again_clicked')).to.have.length(0);
  });

  it('signs in when the emailed link is followed: its token authenticates on this page', async () => {
    const element = await mount({ config });
    const scope = root(element);
    await submitEmail(scope, 'follow@court-login.local');
    await waitFor(() => byText(scope, 'h2', 'Check your email'));
    const { link } = await latestMessage('follow@court-login.local');
    const token = new URL(link!).searchParams.get('token')!;
    // What the host app's /authenticate does with the token of the link.
    const court = getCourt({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() });
    const result = await court.authenticateRedirectToken(token, 'magic_links', 60);
    expect(result.ok).to.equal(true);
    const session = court.session.getSnapshot();
    expect(session.status).to.equal('signed-in');
    expect(session.user?.emails[0]?.email).to.equal('follow@court-login.local');
    const again = await court.authenticateRedirectToken(token, 'magic_links', 60);
    expect(again.ok).to.equal(false);
  });
});
