// The dashboard's connected assistants, against the real local provider: an assistant is connected the way
// the consent page does it (registration, then consent submitted with the person's session).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdRequests, releaseHeld, waitForHeld } from '../../../testing/holds.ts';
import { addFault, clearFaults } from '../../../testing/inbox.ts';
import { describeConnectedAt } from '../../../host-app/assistant-scopes.ts';
import {
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
const PASSWORD = 'topspin-volley-baseline-9271!';
const CALLBACK = 'http://127.0.0.1:33418/callback';
const LIST_PATH = '/sdk/v1/users/connected_apps';

beforeAll(async () => {
  stack = await startTestStack();
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  resetBrowser(services);
  await clearFaults(stack.provider.url);
});

afterAll(() => stack.close());

async function signUp(): Promise<string> {
  const email = `owner-${++counter}-${Date.now()}@example.com`;
  const result = await services.court.client.passwords.create({
    email,
    password: PASSWORD,
    session_duration_minutes: 60,
  });
  if (!result.ok) throw new Error(`sign-up failed: ${result.error.message}`);
  return email;
}

/** Registers an assistant and lets it act for the signed-in person, as the consent page's Allow does; its client id. */
async function connectAssistant(name: string, scopes: string[]): Promise<string> {
  const registered = await fetch(`${stack.provider.url}/v1/oauth2/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_name: name, redirect_uris: [CALLBACK], token_endpoint_auth_method: 'none' }),
  });
  if (registered.status !== 201)
    throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);
  const { client_id: clientId } = (await registered.json()) as { client_id: string };
  const sessionToken = services.session.getSessionToken();
  const submitted = await fetch(`${stack.provider.url}/sdk/v1/idp/oauth/authorize/submit`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${btoa(`${stack.publicToken}:${sessionToken}`)}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      client_id: clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      scopes,
      state: 's',
      consent_granted: true,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }),
  });
  const body = (await submitted.json()) as { data?: { redirect_uri?: string } };
  if (!new URL(body.data?.redirect_uri ?? 'http://invalid/').searchParams.get('code'))
    throw new Error(`consent failed: ${submitted.status}`);
  return clientId;
}

/** What the provider lists for the signed-in person now. */
async function providerList(): Promise<Array<{ connected_app_id: string; name: string; granted_at: string }>> {
  const result = await services.session.getConnectedApps();
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const section = () => screen.getByRole('region', { name: 'Connected assistants' });
const item = (name: string) => within(section()).getByRole('listitem', { name });

async function openDashboard(email: string) {
  renderAppAt('/dashboard', services);
  await screen.findByRole('heading', { name: `Welcome, ${email}!` });
}

describe('connected assistants on the dashboard', () => {
  it('lists each assistant with its name as text, what it may do in plain words and when it was connected', async () => {
    services = servicesFor(stack);
    const email = await signUp();
    await connectAssistant('Court assistant', [
      'openid',
      'email',
      'profile',
      'offline_access',
      'courts:read',
      'courts:book',
    ]);
    await connectAssistant('<img src=x onerror="alert(1)"> Calendar', ['courts:read']);
    const [first, second] = await providerList();
    await openDashboard(email);

    const court = await within(section()).findByRole('listitem', { name: 'Court assistant' });
    expect(
      within(court)
        .getAllByRole('listitem')
        .map((scope) => scope.textContent),
    ).toEqual([
      'Confirm who you are',
      'See your email address',
      'See your name',
      'Keep this access while you are not using it',
      'See which courts are free and your bookings',
      'Book and confirm courts in your name',
    ]);
    const connectedAt = court.querySelector('time');
    expect(connectedAt?.getAttribute('datetime')).toBe(first!.granted_at);
    expect(connectedAt?.textContent).toBe(describeConnectedAt(first!.granted_at));
    expect(connectedAt?.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    expect(within(court).getByRole('button', { name: 'Revoke Court assistant' }).textContent).toBe('Revoke');

    const other = item(second!.name);
    expect(other.querySelector('h4')?.textContent).toBe('<img src=x onerror="alert(1)"> Calendar');
    expect(document.querySelector('img')).toBeNull();
    expect(
      within(other)
        .getAllByRole('listitem')
        .map((scope) => scope.textContent),
    ).toEqual(['See which courts are free and your bookings']);
  });

  it('says "Loading" in its place while the list is asked for, the rest of the dashboard already shown, then that none is connected', async () => {
    services = servicesFor(stack);
    const email = await signUp();
    // Every request is held: strict mode asks twice, and only the later answer is used.
    await holdRequests(stack.provider.url, LIST_PATH, { times: 5 });
    await openDashboard(email);
    await waitForHeld(stack.provider.url, LIST_PATH);
    expect(within(section()).getByRole('status').textContent).toBe('Loading your connected assistants...');
    expect(section().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Assistant tools' })).toBeTruthy();
    await releaseHeld(stack.provider.url);
    expect(await within(section()).findByText(/^No assistant is connected\./)).toBeTruthy();
    expect(within(section()).getByRole('status').textContent).toBe('');
    expect(section().getAttribute('aria-busy')).toBe('false');
    expect(within(section()).queryByRole('list')).toBeNull();
  });

  it('asks again when the tab is shown again, so an assistant allowed in another tab appears', async () => {
    services = servicesFor(stack);
    const email = await signUp();
    await openDashboard(email);
    await within(section()).findByText(/^No assistant is connected\./);
    await connectAssistant('Court assistant', ['courts:read']);
    expect(within(section()).queryByRole('listitem', { name: 'Court assistant' })).toBeNull();
    expect(document.visibilityState).toBe('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await within(section()).findByRole('listitem', { name: 'Court assistant' })).toBeTruthy();
    expect(within(section()).queryByText(/^No assistant is connected\./)).toBeNull();
  });

  it('shows why the list could not be loaded, keeps the dashboard, and Try again loads it', async () => {
    services = servicesFor(stack);
    const email = await signUp();
    await connectAssistant('Court assistant', ['courts:read']);
    await addFault(stack.provider.url, {
      path: LIST_PATH,
      status: 503,
      error_message: 'The list is resting.',
      times: 2,
    });
    await openDashboard(email);
    const alert = await within(section()).findByRole('alert');
    expect(alert.textContent).toContain('Your connected assistants could not be loaded: The list is resting.');
    expect(screen.getByRole('heading', { name: 'Session info' })).toBeTruthy();
    await clearFaults(stack.provider.url);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByRole('listitem', { name: 'Court assistant' })).toBeTruthy();
    expect(within(section()).queryByRole('alert')).toBeNull();
  });

  it('Revoke waits while it runs, then the assistant is gone at the provider and the list is refreshed', async () => {
    services = servicesFor(stack);
    const email = await signUp();
    const revokedId = await connectAssistant('Court assistant', ['courts:read', 'courts:book']);
    await connectAssistant('Calendar', ['openid']);
    const revoke = vi.spyOn(services.session, 'revokeConnectedApp');
    await openDashboard(email);
    const button = await within(section()).findByRole('button', { name: 'Revoke Court assistant' });
    // Connected after the list was shown: only a refreshed list has it.
    await connectAssistant('Scoreboard', ['courts:read']);
    const revokePath = `${LIST_PATH}/${revokedId}/revoke`;
    await holdRequests(stack.provider.url, revokePath);
    await userEvent.click(button);
    await waitForHeld(stack.provider.url, revokePath);
    expect(button.textContent).toBe('Revoking...');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Revoking Court assistant...');
    // A second press while it runs sends nothing more.
    await userEvent.click(button);
    await releaseHeld(stack.provider.url);

    await waitFor(() => expect(within(section()).queryByRole('listitem', { name: 'Court assistant' })).toBeNull());
    expect(revoke.mock.calls).toEqual([[revokedId]]);
    expect(within(section()).getByRole('status').textContent).toBe(
      'Court assistant is revoked and can no longer act for you.',
    );
    expect(document.activeElement).toBe(within(section()).getByRole('heading', { name: 'Connected assistants' }));
    expect(await within(section()).findByRole('listitem', { name: 'Scoreboard' })).toBeTruthy();
    expect(item('Calendar')).toBeTruthy();
    expect((await providerList()).map((app) => app.name).sort()).toEqual(['Calendar', 'Scoreboard']);
  });

  it('says why a Revoke failed and keeps the assistant listed with its button ready again', async () => {
    services = servicesFor(stack);
    const email = await signUp();
    const clientId = await connectAssistant('Court assistant', ['courts:read']);
    await addFault(stack.provider.url, {
      path: `${LIST_PATH}/${clientId}/revoke`,
      status: 503,
      error_message: 'Revocation is down.',
    });
    await openDashboard(email);
    await userEvent.click(await within(section()).findByRole('button', { name: 'Revoke Court assistant' }));
    const court = item('Court assistant');
    expect((await within(court).findByRole('alert')).textContent).toBe(
      'Court assistant could not be revoked: Revocation is down.',
    );
    const button = within(court).getByRole('button', { name: 'Revoke Court assistant' });
    expect(button.getAttribute('aria-disabled')).toBe('false');
    expect((await providerList()).map((app) => app.connected_app_id)).toEqual([clientId]);
  });

  it('Log Out leaves connected assistants connected: they are still listed after signing in again', async () => {
    services = servicesFor(stack);
    const email = await signUp();
    const clientId = await connectAssistant('Court assistant', ['courts:read']);
    await openDashboard(email);
    await within(section()).findByRole('listitem', { name: 'Court assistant' });
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(services.session.getSync().status).toBe('signed-out'));
    const again = await services.court.client.passwords.authenticate({
      email,
      password: PASSWORD,
      session_duration_minutes: 60,
    });
    if (!again.ok) throw new Error(again.error.message);
    expect((await providerList()).map((app) => app.connected_app_id)).toEqual([clientId]);
  });
});
