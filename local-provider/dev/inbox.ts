// Every email, SMS and WhatsApp message the provider "sends" lands here (the newest 1000 are kept).
import { keepNewest } from '../limits/bounded.ts';
import { newId } from '../domain/ids.ts';
import type { InboxMessage } from '../state/model.ts';

/** A message as a route sends it; the inbox adds its id and time. */
export type OutgoingMessage = Omit<InboxMessage, 'id' | 'sent_at'>;

export class Inbox {
  constructor(
    private readonly messages: () => InboxMessage[],
    private readonly now: () => number,
  ) {}

  send(message: OutgoingMessage): InboxMessage {
    const stored: InboxMessage = { id: newId('message'), ...message, sent_at: new Date(this.now()).toISOString() };
    const messages = this.messages();
    messages.push(stored);
    keepNewest(messages);
    return stored;
  }

  /** Newest first; only those sent to `to` (case-insensitive) when given. */
  list(to?: string): InboxMessage[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages()
      .filter((message) => !wanted || message.to.toLowerCase() === wanted)
      .slice()
      .reverse();
  }

  latest(to: string): InboxMessage | undefined {
    return this.list(to)[0];
  }
}
