import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RETURN_TO_KEY } from '../../../host-app/return-to.ts';
import { startWorker } from '../../../worker/server.ts';
import { holdRequests, releaseHeld, waitForHeld } from '../../../testing/holds.ts';
import {
  magicLinkToken as linkToken,
  renderAppAt,
  resetBrowser,
  servicesFor,
  startTestStack,
  type TestServices,
  type TestStack,
} from './harness.tsx';

let stack: TestStack;
let services: TestServices;
let counter = 0;
const newEmail = () => `player-${++counter}-${Date.now()}@example.com`;

async function providerSession(sessionToken: string): Promise<number> {
  const { project_id: projectId, secret } = stack.provider.provider.settings;
  const response = await fetch(`${stack.provider.url}/v1/sessions/authenticate`, {
    method: 'POST',
    headers: { Authorization: `Basic ${btoa(`${projectId}:${secret}`)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ session_token: sessionToken }),
  });
  return response.status;
}

async function signUp(email: string) {
  const result = await services.court.client.passwords.create({
    email,
    password: 'topspin-volley-baseline-9271!',
    session_duration_minutes: 60,
  });
  if (!result.ok) throw new Error(`sign-up failed: ${result.error.message}`);
  return result.value;
}

/** A real magic link token for `email`, leading back to /authenticate. */
const magicLinkToken = (email: string) => linkToken(stack, services, email);

/** happy-dom has no alert(); the app's alerts land in this mock. */
function stubAlert() {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  return alert;
}

beforeAll(async () => {
  stack = await startTestStack();
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetBrowser(services);
  await fetch(`${stack.provider.url}/_dev/faults`, { method: 'DELETE' });
});

afterAll(() => stack.close());

describe('dashboard for a signed-in user', () => {
  it("welcomes the user and shows the tools, the session info and what the tools' access depends on", async () => {
    services = servicesFor(stack);
    const email = newEmail();
    const auth = await signUp(email);
    renderAppAt('/dashboard', services);
    const heading = await screen.findByRole('heading', { name: `Welcome, ${email}!` });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const text = document.body.textContent ?? '';
    expect(text).toContain('Authentication Successful');
    for (const tool of ['check_tennis_courts', 'book_and_request_sms', 'enter_sms_code_and_complete'])
      expect(text).toContain(tool);
    expect(text).toContain(`Email: ${email}`);
    expect(text).toContain(`User ID: ${auth.user_id}`);
    expect(text).toContain('Session Duration: 24 hours');
    const note = screen.getByRole('note').textContent ?? '';
    expect(note).toMatch(/active for 24 hours\. The assistant's tools do not depend on it/);
    expect(note).toMatch(
      /If a tool says 'not authenticated', the assistant's access has ended \(revoked or\s+expired\): connect the assistant again\./,
    );
    expect(note).not.toContain('wait a few');
    const logOut = screen.getByRole('button', { name: 'Log Out' });
    expect(logOut.getAttribute('aria-describedby')).toBe('log-out-note');
    expect(document.getElementById('log-out-note')?.textContent).toMatch(
      /^Log Out signs you out of this page only\. Connected assistants keep their access until you revoke them on\s+your dashboard\.$/,
    );
  });

  it('Log Out revokes the session, forgets it here and at the worker, and goes to /login without saving returnTo', async () => {
    services = servicesFor(stack);
    const auth = await signUp(newEmail());
    const token = services.court.session.getSessionToken()!;
    await fetch(`${stack.worker.url}/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: auth.user_id, email: '', verified: true, sessionToken: token }),
    });
    expect(await stack.worker.isAuthenticated(auth.user_id)).toBe(true);
    renderAppAt('/dashboard', services);
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull());
    expect(window.location.pathname).toBe('/login');
    expect(services.court.session.getSessionToken()).toBeUndefined();
    expect(localStorage.getItem(RETURN_TO_KEY)).toBeNull();
    expect(await providerSession(token)).toBe(404);
    await waitFor(async () => expect(await stack.worker.isAuthenticated(auth.user_id)).toBe(false));
  });

  it('Log Out forgets the session here before any request, then revokes it with a request that outlives the page', async () => {
    services = servicesFor(stack);
    await signUp(newEmail());
    const token = services.court.session.getSessionToken()!;
    const sent: Array<{ url: string; keepalive: boolean | undefined; tokenHere: boolean }> = [];
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: String(input),
        keepalive: init?.keepalive,
        tokenHere: document.cookie.includes(token) || JSON.stringify({ ...localStorage }).includes(token),
      });
      return realFetch(input, init);
    });
    // A provider under load: the revoke stays unanswered while the app goes on.
    await holdRequests(stack.provider.url, '/sdk/v1/sessions/revoke');
    renderAppAt('/dashboard', services);
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    await waitForHeld(stack.provider.url, '/sdk/v1/sessions/revoke');
    expect(window.location.pathname).toBe('/login');
    expect(document.cookie).not.toContain(token);
    expect(services.court.session.getSessionToken()).toBeUndefined();
    expect(localStorage.getItem(RETURN_TO_KEY)).toBeNull();
    const signOutRequests = sent.filter(
      (request) => request.url.endsWith('/sdk/v1/sessions/revoke') || request.url.endsWith('/logout'),
    );
    expect(signOutRequests).toHaveLength(2);
    for (const request of signOutRequests) expect(request).toMatchObject({ keepalive: true, tokenHere: false });
    await releaseHeld(stack.provider.url);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull());
    expect(await providerSession(token)).toBe(404);
  });

  it('Log Out still forgets the session here when the provider cannot be reached', async () => {
    services = servicesFor(stack);
    await signUp(newEmail());
    await fetch(`${stack.provider.url}/_dev/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/sdk/v1/sessions/revoke', status: 503 }),
    });
    renderAppAt('/dashboard', services);
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull());
    expect(window.location.pathname).toBe('/login');
    expect(services.court.session.getSessionToken()).toBeUndefined();
    expect(services.court.session.getSnapshot().user).toBeNull();
  });

  it('shows Loading... while a stored session is being checked, then gates when it is gone', async () => {
    document.cookie = 'stytch_session=expired-or-unknown-token; path=/';
    await holdRequests(stack.provider.url, '/sdk/v1/sessions/authenticate');
    services = servicesFor(stack);
    renderAppAt('/dashboard', services);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await waitForHeld(stack.provider.url, '/sdk/v1/sessions/authenticate');
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await releaseHeld(stack.provider.url);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(localStorage.getItem(RETURN_TO_KEY)).toBe('/dashboard');
  });
});

describe('/authenticate', () => {
  it('removes the token from the address at once, exchanges it, tells the worker and returns to returnTo', async () => {
    services = servicesFor(stack);
    const email = newEmail();
    const token = await magicLinkToken(email);
    localStorage.setItem(RETURN_TO_KEY, '/dashboard?tab=tools');
    const log = vi.spyOn(console, 'log');
    const alert = stubAlert();
    renderAppAt(`/authenticate?stytch_token_type=magic_links&token=${token}`, services);
    expect(window.location.href).toBe(`${window.location.origin}/authenticate`);
    expect(screen.getByRole('status').textContent).toBe('Authenticating...');
    await screen.findByRole('heading', { name: `Welcome, ${email}!` });
    expect(window.location.pathname + window.location.search).toBe('/dashboard?tab=tools');
    expect(localStorage.getItem(RETURN_TO_KEY)).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    const userId = services.court.session.getSnapshot().user!.user_id;
    expect(await stack.worker.isAuthenticated(userId)).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`Authenticated ${email} (${userId})`));
    const sessionToken = services.court.session.getSessionToken()!;
    expect(log.mock.calls.flat().join(' ')).not.toContain(sessionToken);
  });

  it('never follows a returnTo that leaves the origin', async () => {
    services = servicesFor(stack);
    const token = await magicLinkToken(newEmail());
    localStorage.setItem(RETURN_TO_KEY, 'https://evil.example/steal');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    renderAppAt(`/authenticate?stytch_token_type=magic_links&token=${token}`, services);
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(window.location.origin).not.toBe('https://evil.example');
  });

  for (const vector of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example']) {
    it(`stays on the origin for the returnTo ${vector}, which normalises to "//evil.example"`, async () => {
      services = servicesFor(stack);
      const token = await magicLinkToken(newEmail());
      localStorage.setItem(RETURN_TO_KEY, vector);
      const origin = window.location.origin;
      const replaced = vi.spyOn(window.history, 'replaceState');
      vi.spyOn(console, 'log').mockImplementation(() => {});
      renderAppAt(`/authenticate?stytch_token_type=magic_links&token=${token}`, services);
      await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
      expect(window.location.origin).toBe(origin);
      const targets = replaced.mock.calls.map((call) => String(call[2]));
      expect(targets.some((target) => target.startsWith('//') || target.includes('evil.example'))).toBe(false);
    });
  }

  it('alerts "Authentication failed: {message}" and goes to /login when the exchange fails', async () => {
    services = servicesFor(stack);
    const alert = stubAlert();
    renderAppAt('/authenticate?stytch_token_type=oauth&token=not-a-real-token', services);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert.mock.calls[0]?.[0]).toMatch(/^Authentication failed: .+/);
    expect(services.court.session.getSessionToken()).toBeUndefined();
  });

  it('exchanges a token that comes without stytch_token_type as an OAuth token, and removes it from the address', async () => {
    services = servicesFor(stack);
    const alert = stubAlert();
    const oauth = vi.spyOn(services.court.client.oauth, 'authenticate');
    renderAppAt('/authenticate?token=not-a-real-token', services);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(oauth).toHaveBeenCalledWith(expect.objectContaining({ token: 'not-a-real-token' }));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert.mock.calls[0]?.[0]).not.toContain('no sign-in token');
    expect(window.location.search).toBe('');
  });

  it('alerts "Worker authentication failed: {text}" when the worker refuses, and still goes on', async () => {
    services = servicesFor(stack);
    const token = await magicLinkToken(newEmail());
    const { project_id: projectId } = stack.provider.provider.settings;
    const misconfigured = await startWorker({
      port: 0,
      providerUrl: stack.provider.url,
      projectId,
      secret: 'not-the-project-secret',
      allowedOrigin: window.location.origin,
    });
    services = { ...services, config: { ...services.config, workerUrl: misconfigured.url } };
    const alert = stubAlert();
    renderAppAt(`/authenticate?stytch_token_type=magic_links&token=${token}`, services);
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    await misconfigured.close();
    expect(alert.mock.calls).toEqual([
      ['Worker authentication failed: The worker could not check the session with the authentication provider.'],
    ]);
  });

  it('refuses a token type the app does not handle', async () => {
    services = servicesFor(stack);
    const alert = stubAlert();
    // Whatever the address says stays out of the dialog: a link could fill it with a number to call.
    renderAppAt(
      `/authenticate?stytch_token_type=${encodeURIComponent('Call support at +1 555 0100 now')}&token=abc`,
      services,
    );
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(alert.mock.calls).toEqual([
      ['Authentication failed: this sign-in link is not one this app can use. Sign in again from the sign-in page.'],
    ]);
  });

  it('logs an error and stops when there is no token', async () => {
    services = servicesFor(stack);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const alert = stubAlert();
    renderAppAt('/authenticate', services);
    expect((await screen.findByRole('alert')).textContent).toContain('This sign-in address has no token.');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('This sign-in address does not work');
    expect(screen.queryByText('Signing you in')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no "token" query parameter'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(window.location.pathname).toBe('/authenticate');
    expect(alert).not.toHaveBeenCalled();
  });
});
