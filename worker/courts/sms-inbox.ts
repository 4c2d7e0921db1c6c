// The text messages the booking stand-in "sends": kept (the newest 200) and shown at /_dev/inbox,
// as the local provider shows its own. A real club sends them through its SMS gateway instead.
import { randomUUID } from 'node:crypto';
import type { Store } from '../store/store.ts';
import { readStoredJson } from '../json.ts';

export interface SmsMessage {
  id: string;
  to: string;
  text: string;
  code: string;
  sentAt: string;
}

const LIST = 'sms-inbox';
const KEEP = 200;

export interface SmsInbox {
  send(message: Omit<SmsMessage, 'id' | 'sentAt'>): Promise<SmsMessage>;
  /** Newest first; only those sent to `to` when given. */
  list(to?: string): Promise<SmsMessage[]>;
}

const read = (raw: string) =>
  readStoredJson<SmsMessage>(raw, (message) => typeof message.to === 'string' && typeof message.text === 'string');

export function createSmsInbox(store: Store, now: () => number = Date.now): SmsInbox {
  return {
    async send(message) {
      const stored: SmsMessage = { id: randomUUID(), ...message, sentAt: new Date(now()).toISOString() };
      await store.push(LIST, JSON.stringify(stored), KEEP);
      return stored;
    },
    async list(to) {
      const messages = (await store.list(LIST)).flatMap((raw) => read(raw) ?? []);
      return to === undefined ? messages : messages.filter((message) => message.to === to);
    },
  };
}
