// Calls the in-process local provider the way the SDK does (provider-api.md §1.2): Basic auth with
// the public token and, when signed in, the session token; JSON bodies; an Origin from the host app.
import type { LocalProvider } from '../../demo/provider/app.ts';
import { startSession } from '../../demo/provider/sessions.ts';
import { findUserByEmail } from '../../demo/provider/users.ts';

export const HOST_ORIGIN = 'http://localhost:5173';
export const PROVIDER_ORIGIN = 'http://localhost:8788';

export interface CallOptions {
  sessionToken?: string;
  origin?: string;
  headers?: Record<string, string>;
  /** Sent as is instead of JSON. */
  rawBody?: string;
}

export interface CallResult {
  status: number;
  body: any;
}

export async function call(
  provider: LocalProvider,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<CallResult> {
  const publicToken = provider.settings.public_token;
  const secret = options.sessionToken ?? publicToken;
  const headers = new Headers({
    Authorization: `Basic ${Buffer.from(`${publicToken}:${secret}`).toString('base64')}`,
    'Content-Type': 'application/json',
    Origin: options.origin ?? HOST_ORIGIN,
    ...options.headers,
  });
  const request = new Request(`${PROVIDER_ORIGIN}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const response = await provider.fetch(request);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Starts a session for a seeded test user directly in the provider's state: setup for calls that need one. */
export function signInTestUser(provider: LocalProvider, email: string): { sessionToken: string; userId: string } {
  const user = findUserByEmail(provider.state, email);
  if (!user) throw new Error(`No test user ${email} in the provider settings`);
  const emailId = user.profile.emails[0]!.email_id;
  const stored = startSession(provider, user, {
    type: 'magic_link', delivery_method: 'email', email_factor: { email_id: emailId, email_address: email },
  }, 30, null);
  return { sessionToken: stored.token, userId: user.profile.user_id };
}
