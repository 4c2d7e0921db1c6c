// Every email, SMS and WhatsApp message the provider "sends" lands here (the newest 1000 are kept).
import { keepNewest } from './bounded.ts';
import { newId } from './ids.ts';
import type { InboxMessage, MessageChannel } from './model.ts';

export interface OutgoingMessage {
  channel: MessageChannel;
  to: string;
  subject: string;
  text: string;
  code?: string;
  link?: string;
}

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
