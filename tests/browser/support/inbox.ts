// Reads what the local provider "sent" (its development inbox).
import { providerUrl } from './provider.ts';

export { addFault } from './provider.ts';

interface Message {
  channel: string;
  to: string;
  code?: string;
  link?: string;
}

export async function latestMessage(to: string, after = 0): Promise<Message> {
  const base = await providerUrl();
  let found: Message | undefined;
  const started = Date.now();
  while (!found) {
    const response = await fetch(`${base}/_dev/messages?to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: Message[] };
    if (messages.length > after) found = messages[0];
    else if (Date.now() - started > 10_000) throw new Error(`No message to ${to}`);
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return found;
}
