// How many codes the club texts: the assistant names the phone, and five wrong codes followed by a new
// hold would text again, so without a limit any number could be sent texts without end. Each number and
// each person has a rolling window (e.g. 3 texts per number per 15 minutes); the send times are kept in
// the worker's store (shared by several workers), one small entry per number or person that lapses with
// its window.
import type { Store } from '../store/store.ts';
import { readStoredJson } from '../json.ts';

export interface TextLimit {
  max: number;
  minutes: number;
}

export type TextAllowance =
  | { ok: true }
  /** `retryInMinutes`: when the oldest text of the window lapses. */
  | { ok: false; limitedBy: 'number' | 'person'; retryInMinutes: number }
  /** Other workers kept changing the same entry: nothing was decided. */
  | { ok: false; limitedBy: 'contention' };

export interface TextLimiter {
  /** Counts one text to `phone` for `userId`, unless either has had its fill within its window. */
  take(userId: string, phone: string): Promise<TextAllowance>;
}

const FIELD = 'sent-at';
const ATTEMPTS = 8;

/** The send times of a window's entry, stored as {"sentAt": [epoch ms, …]}. */
function readTimes(raw: string | undefined): number[] {
  const stored = readStoredJson<{ sentAt: unknown }>(raw, (value) => Array.isArray(value.sentAt));
  return stored ? (stored.sentAt as unknown[]).filter((entry): entry is number => typeof entry === 'number') : [];
}

export function createTextLimiter(
  store: Store,
  limits: { perNumber: TextLimit; perPerson: TextLimit },
  now: () => number = Date.now,
): TextLimiter {
  /** Adds a send time to `map`'s window; the minutes to wait when it is full, 0 when added, undefined on contention. */
  async function count(map: string, limit: TextLimit): Promise<number | undefined> {
    const windowMs = limit.minutes * 60_000;
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const at = now();
      const raw = await store.get(map, FIELD);
      // Only the window's times are kept: never more than `max` of them.
      const recent = readTimes(raw)
        .filter((time) => time > at - windowMs)
        .sort((a, b) => a - b);
      if (recent.length >= limit.max)
        return Math.max(1, Math.ceil((recent[recent.length - limit.max]! + windowMs - at) / 60_000));
      if (await store.swap(map, FIELD, raw, JSON.stringify({ sentAt: [...recent, at] }), at + windowMs)) return 0;
    }
    return undefined;
  }

  return {
    async take(userId, phone) {
      // The person first: someone who has had their fill uses up no number's allowance.
      const person = await count(`texts-by:${userId}`, limits.perPerson);
      if (person === undefined) return { ok: false, limitedBy: 'contention' };
      if (person > 0) return { ok: false, limitedBy: 'person', retryInMinutes: person };
      const number = await count(`texts-to:${phone}`, limits.perNumber);
      if (number === undefined) return { ok: false, limitedBy: 'contention' };
      if (number > 0) return { ok: false, limitedBy: 'number', retryInMinutes: number };
      return { ok: true };
    },
  };
}
