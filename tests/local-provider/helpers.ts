// Drives the in-process local provider like the SDK does: Basic auth, JSON bodies, an Origin header.
import { createProvider, type LocalProvider, type ProviderOptions } from '../../local-provider/http/app.ts';
import { codeChallengeFor } from '../../local-provider/domain/pkce.ts';
import type { SettingsOverrides } from '../../local-provider/settings/settings.ts';

export const HOST_ORIGIN = 'http://localhost:5173';
export const BASE = 'http://localhost:8788';

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export interface SendOptions {
  sessionToken?: string;
  origin?: string | null;
  headers?: Record<string, string>;
  rawBody?: string;
  authorization?: string | null;
}

/** A provider with a controllable clock (`clock.advance(minutes)`). */
export function makeProvider(settings: SettingsOverrides = {}, options: ProviderOptions = {}) {
  const clock = {
    time: Date.parse('2026-03-01T10:00:00Z'),
    advance(minutes: number) {
      this.time += minutes * 60_000;
    },
  };
  const provider = createProvider(settings, { now: () => clock.time, issuer: BASE, ...options });
  return { provider, clock };
}

export function basic(name: string, secret: string): string {
  return `Basic ${Buffer.from(`${name}:${secret}`).toString('base64')}`;
}

export async function send(
  provider: LocalProvider,
  method: string,
  path: string,
  body?: unknown,
  options: SendOptions = {},
): Promise<Answer> {
  const { public_token: publicToken } = provider.settings;
  const headers = new Headers({ 'Content-Type': 'application/json', ...options.headers });
  const authorization =
    options.authorization === undefined
      ? basic(publicToken, options.sessionToken ?? publicToken)
      : options.authorization;
  if (authorization !== null) headers.set('Authorization', authorization);
  const origin = options.origin === undefined ? HOST_ORIGIN : options.origin;
  if (origin !== null) headers.set('Origin', origin);
  const request = new Request(`${BASE}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const response = await provider.fetch(request);
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export const post = (provider: LocalProvider, path: string, body?: unknown, options?: SendOptions) =>
  send(provider, 'POST', path, body ?? {}, options);

/** A PKCE pair as the SDK makes it (docs/provider-api.md#pkce). */
export function pkcePair(seed = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90') {
  return { code_verifier: seed, code_challenge: codeChallengeFor(seed) };
}

export function latestMessage(provider: LocalProvider, to: string) {
  const message = provider.inbox.latest(to);
  if (!message) throw new Error(`No message sent to ${to}`);
  return message;
}

/** The `token` query parameter of a link from the inbox. */
export function tokenOf(link: string | undefined): string {
  const token = new URL(link!).searchParams.get('token');
  if (!token) throw new Error(`No token in ${link}`);
  return token;
}

export function expectError(answer: Answer, status: number, errorType: string): void {
  if (answer.status !== status || answer.body?.error_type !== errorType) {
    throw new Error(`Expected ${status} ${errorType}, got ${answer.status} ${answer.text}`);
  }
  if (answer.body.status_code !== status || typeof answer.body.error_message !== 'string' || !answer.body.request_id) {
    throw new Error(`Error body is not of the shape of docs/provider-api.md#errors: ${answer.text}`);
  }
}
