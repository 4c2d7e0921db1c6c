// Helpers for browser tests of the session store: the local provider, sign-in by email passcode,
// cookies and storage as the page sees them, and a clean slate between tests.
import { executeServerCommand } from '@web/test-runner-commands';
import { createClient } from '../../../src/provider/client.ts';
import { getCourt } from '../../../src/session/court.ts';
import { stateKey } from '../../../src/session/keys.ts';
import type { Court, CourtOptions } from '../../../src/session/types.ts';
import type { AuthResponse } from '../../../src/types/index.ts';
import { addFault, PUBLIC_TOKEN, providerUrl } from './provider.ts';

export { addFault, providerUrl, PUBLIC_TOKEN };
export const STATE_KEY = stateKey(PUBLIC_TOKEN);

export async function waitFor<T>(probe: () => T | undefined | null | false, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${probe.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The page's cookies by name, as `document.cookie` shows them. */
export function pageCookies(): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of document.cookie.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name) cookies[name] = decodeURIComponent(value.join('='));
  }
  return cookies;
}

/** The stored session state parsed, or the raw text when it is not JSON. */
export function storedState(): unknown {
  const text = localStorage.getItem(STATE_KEY);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const opened: Court[] = [];

/** A Court for the local provider, disposed by `resetBrowser`. */
export async function openCourt(options: Partial<CourtOptions> = {}): Promise<Court> {
  const court = getCourt({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl(), ...options });
  opened.push(court);
  return court;
}

/** Disposes a Court as a page that closes would lose it; the next `openCourt` builds a new one. */
export function closeCourt(court: Court): void {
  const index = opened.indexOf(court);
  if (index >= 0) opened.splice(index, 1);
  court.dispose();
}

/** Disposes the Courts of the test, removes every cookie and stored item, and resets the provider. */
export async function resetBrowser(): Promise<void> {
  for (const court of opened.splice(0)) court.dispose();
  for (const name of Object.keys(pageCookies())) document.cookie = `${name}=; Max-Age=0; Path=/`;
  localStorage.clear();
  await executeServerCommand('provider-reset');
}

let emails = 0;
/** An address no other test of this run uses, so that send limits never interfere. */
export const freshEmail = (): string => `session-${Date.now().toString(36)}-${++emails}@court-login.local`;

/** The newest passcode the provider "sent" to `to`, read from its development inbox. */
export async function latestCode(to: string): Promise<string> {
  const base = await providerUrl();
  const response = await fetch(`${base}/_dev/messages?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: Array<{ code?: string }> };
  const code = messages[0]?.code;
  if (!code) throw new Error(`No passcode was sent to ${to}.`);
  return code;
}

/** Signs in through the Court's client by email passcode, as the widget does. */
export async function signIn(court: Court, email = freshEmail()): Promise<AuthResponse> {
  const sent = await court.client.otps.email.loginOrCreate({ email, expiration_minutes: 5 });
  if (!sent.ok) throw new Error(`Sending the passcode failed: ${sent.error.message}`);
  const code = await latestCode(email);
  const auth = await court.client.otps.authenticate({
    token: code,
    method_id: sent.value.method_id,
    session_duration_minutes: 60,
  });
  if (!auth.ok) throw new Error(`Signing in failed: ${auth.error.message}`);
  return auth.value;
}

/** Ends a session on the provider only, as another device or an administrator would. */
export async function revokeOnProvider(sessionToken: string): Promise<void> {
  const client = createClient({
    publicToken: PUBLIC_TOKEN,
    baseUrl: await providerUrl(),
    getSessionToken: () => sessionToken,
  });
  const result = await client.sessions.revoke();
  if (!result.ok) throw new Error(`Revoking on the provider failed: ${result.error.message}`);
}

/** Asks the provider directly whether it still knows the session token. */
export async function providerKnows(sessionToken: string): Promise<boolean> {
  const client = createClient({
    publicToken: PUBLIC_TOKEN,
    baseUrl: await providerUrl(),
    getSessionToken: () => sessionToken,
  });
  return (await client.sessions.authenticate()).ok;
}

/** Turns every fault switch off: the provider answers normally again. */
export async function clearFaults(): Promise<void> {
  await fetch(`${await providerUrl()}/_dev/faults`, { method: 'DELETE' });
}

export interface SentRequest {
  path: string;
  status: number | 'failed';
}

/** A fetch for a Court that records the path and outcome of each provider call. */
export function recordingFetch(): { fetch: typeof fetch; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const recording = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    try {
      const response = await globalThis.fetch(input, init);
      sent.push({ path, status: response.status });
      return response;
    } catch (error) {
      sent.push({ path, status: 'failed' });
      throw error;
    }
  }) as typeof fetch;
  return { fetch: recording, sent };
}

/** Collects console warnings until `restore` is called; the page's console stays quiet meanwhile. */
export function captureWarnings(): { messages: string[]; restore(): void } {
  const original = console.warn;
  const messages: string[] = [];
  console.warn = (...args: unknown[]) => void messages.push(args.map(String).join(' '));
  return { messages, restore: () => void (console.warn = original) };
}
