// /oauth/authorize: the provider's authorization URL, where an assistant sends the person to allow it.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { RETURN_TO_KEY } from '../../../host-app/return-to.ts';
import {
  magicLinkToken,
  renderAppAt,
  resetBrowser,
  servicesFor,
  startTestStack,
  type TestServices,
  type TestStack,
} from './harness.tsx';

let stack: TestStack;
let services: TestServices;

const AUTHORIZE =
  '/oauth/authorize?response_type=code&client_id=connected-app-test-1' +
  '&redirect_uri=http%3A%2F%2F127.0.0.1%3A9%2Fcallback&scope=openid%20courts%3Aread&state=kept~state' +
  '&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256';

beforeAll(async () => {
  stack = await startTestStack();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetBrowser(services);
});

afterAll(() => stack.close());

async function consentPage(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Connect an assistant' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  const widget = document.querySelector('court-login');
  if (!(widget instanceof HTMLElement)) throw new Error('no <court-login> on /oauth/authorize');
  return widget;
}

describe('/oauth/authorize', () => {
  it("says what it is and shows the widget in its consent mode with the login page's config", async () => {
    services = servicesFor(stack);
    renderAppAt(AUTHORIZE, services);
    const widget = await consentPage();
    expect(document.title).toBe('Connect an assistant · Tennis Court Booking Authentication');
    expect(widget.getAttribute('mode')).toBe('oauth-authorize');
    expect(widget.getAttribute('public-token')).toBe(stack.publicToken);
    expect(widget.getAttribute('provider-url')).toBe(stack.provider.url);
    expect(widget.getAttribute('locale')).toBe('en');
    // The config reaches the element as a property, from <CourtLogin>.
    expect((widget as HTMLElementTagNameMap['court-login']).config).toEqual({
      products: ['oauth'],
      oauthOptions: {
        providers: [{ type: 'google' }],
        loginRedirectURL: `${window.location.origin}/authenticate`,
        signupRedirectURL: `${window.location.origin}/authenticate`,
      },
    });
  });

  it('keeps a signed-out visitor on the page with the whole request in the address, saving no page to return to', async () => {
    services = servicesFor(stack);
    renderAppAt(AUTHORIZE, services);
    await consentPage();
    expect(services.session.getSync().status).toBe('signed-out');
    expect(`${window.location.pathname}${window.location.search}`).toBe(AUTHORIZE);
    expect(localStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });

  it('keeps a signed-in person on the consent page instead of sending them to the dashboard', async () => {
    services = servicesFor(stack);
    const signedUp = await services.court.client.passwords.create({
      email: `consent-${Date.now()}@example.com`,
      password: 'topspin-volley-baseline-9271!',
      session_duration_minutes: 60,
    });
    if (!signedUp.ok) throw new Error(signedUp.error.message);
    renderAppAt(AUTHORIZE, services);
    await consentPage();
    // The footer's Log Out shows once the app knows the person: the page has seen the signed-in state.
    await screen.findByRole('button', { name: 'Log Out' });
    expect(`${window.location.pathname}${window.location.search}`).toBe(AUTHORIZE);
    expect(screen.queryByRole('heading', { name: /^Welcome/ })).toBeNull();
  });

  it('tells the worker of a sign-in the consent page finishes, as /authenticate does', async () => {
    services = servicesFor(stack);
    const email = `consent-link-${Date.now()}@example.com`;
    const token = await magicLinkToken(stack, services, email, AUTHORIZE);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    renderAppAt(`${AUTHORIZE}&stytch_token_type=magic_links&token=${token}`, services);
    await consentPage();
    await waitFor(() => expect(services.session.getSync().status).toBe('signed-in'));
    const userId = services.court.session.getSnapshot().user!.user_id;
    await waitFor(async () => expect(await stack.worker.isAuthenticated(userId)).toBe(true));
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`Authenticated ${email} (${userId})`));
    expect(`${window.location.pathname}${window.location.search}`).toBe(AUTHORIZE);
  });
});
