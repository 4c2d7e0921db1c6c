// Reads what the local provider "sent", injects faults and resets it, over its /_dev endpoints.

/** The local project's public token (the element's `public-token` against the local provider). */
export const LOCAL_PUBLIC_TOKEN = 'public-token-test-court-login-local';

export interface SentMessage {
  channel: 'email' | 'sms' | 'whatsapp';
  to: string;
  subject?: string;
  text?: string;
  code?: string;
  link?: string;
}

/** Forgets every user, session, message and fault: each test starts from the seeded state. */
export async function resetProvider(providerUrl: string): Promise<void> {
  const response = await fetch(`${providerUrl}/_dev/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`Resetting the provider failed with HTTP ${response.status}.`);
}

/** Every message sent to `to` (an email address or an E.164 number), newest first. */
export async function messagesTo(providerUrl: string, to: string): Promise<SentMessage[]> {
  const response = await fetch(`${providerUrl}/_dev/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`Reading the inbox failed with HTTP ${response.status}.`);
  return ((await response.json()) as { messages: SentMessage[] }).messages;
}

export interface WaitOptions {
  /** Wait for a message newer than the first `after` ones (default 0: any message). */
  after?: number;
  /** Default 5000 ms. */
  timeoutMs?: number;
}

/** Polls the inbox until a message to `to` arrives; resolves with the newest (its `code` or `link`). */
export async function latestMessage(providerUrl: string, to: string, options: WaitOptions = {}): Promise<SentMessage> {
  const { after = 0, timeoutMs = 5000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await messagesTo(providerUrl, to);
    if (messages.length > after) return messages[0]!;
    if (Date.now() > deadline) throw new Error(`No message to ${to} within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One injected fault (docs/local-stack.md, "Faults"): e.g. `{ path: '/sdk/v1/otps/email/login_or_create', status: 503 }`. */
export type Fault = Record<string, unknown>;

export async function addFault(providerUrl: string, fault: Fault): Promise<void> {
  const response = await fetch(`${providerUrl}/_dev/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`The provider refused the fault: ${await response.text()}`);
}

export async function clearFaults(providerUrl: string): Promise<void> {
  await fetch(`${providerUrl}/_dev/faults`, { method: 'DELETE' });
}
