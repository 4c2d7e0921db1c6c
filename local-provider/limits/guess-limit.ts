// Limits on guessing secrets (wrong passcodes, wrong passwords), kept per client (client-key.ts):
// - per subject and client: wrong guesses at one destination or account from one page;
// - per client: guesses at any subject from one page, so that spraying a few guesses at many accounts
//   runs out too.
// A guess is counted when it arrives, before anything is compared or hashed, so guesses sent in
// parallel cannot get past the limit; a right guess then takes its count back and clears the subject's.
// Past either limit the provider answers 429 `too_many_requests` with Retry-After until the oldest
// guess leaves the window. Another page's guesses never lock the owner out, and sign-in by passcode,
// magic link or reset is not limited by wrong passwords.
import { tooManyRequests } from '../http/responses.ts';
import { dueForSweep } from './bounded.ts';
import type { ProviderSettings } from '../settings/settings.ts';

export type GuessKind = 'passcode' | 'password';

const MESSAGES: Record<GuessKind, string> = {
  passcode: 'Too many wrong passcodes for this destination. Wait, then request a new code.',
  password: 'Too many wrong passwords for this account. Wait, then try again or reset the password.',
};

const CLIENT_MESSAGE = 'Too many wrong guesses from this page. Wait, then try again.';

/** A counted guess: call right() when it turned out right. */
export interface Guess {
  right(): void;
}

export class GuessLimiter {
  private readonly guesses = new Map<string, number[]>();

  constructor(
    private readonly settings: () => ProviderSettings['rate_limits'],
    private readonly now: () => number,
  ) {}

  private recent(key: string): number[] {
    const windowMs = this.settings().guess_window_seconds * 1000;
    const now = this.now();
    const times = (this.guesses.get(key) ?? []).filter((time) => now - time < windowMs);
    if (times.length === 0) this.guesses.delete(key);
    else this.guesses.set(key, times);
    return times;
  }

  private refuseWhenFull(key: string, limit: number, message: string): void {
    const times = this.recent(key);
    if (times.length < limit) return;
    throw tooManyRequests((times[0]! + this.settings().guess_window_seconds * 1000 - this.now()) / 1000, message);
  }

  /** Counts a guess at `subject` (an email, phone number or user id) from `client`; throws 429 past a limit. */
  begin(kind: GuessKind, subject: string, client: string): Guess {
    const limits = this.settings();
    const subjectKey = `${kind} ${subject.toLowerCase()} ${client}`;
    const clientKey = `${kind} * ${client}`;
    this.forgetQuiet();
    this.refuseWhenFull(subjectKey, limits.failed_guesses_per_window, MESSAGES[kind]);
    this.refuseWhenFull(clientKey, limits.failed_guesses_per_client, CLIENT_MESSAGE);
    const time = this.now();
    for (const key of [subjectKey, clientKey]) this.guesses.set(key, [...this.recent(key), time]);
    return {
      right: () => {
        this.guesses.delete(subjectKey);
        const times = this.guesses.get(clientKey);
        const index = times?.lastIndexOf(time) ?? -1;
        if (index >= 0) times!.splice(index, 1);
      },
    };
  }

  /** How many counts are kept (per subject and client, and per client). */
  get size(): number {
    return this.guesses.size;
  }

  private forgetQuiet(): void {
    const windowMs = this.settings().guess_window_seconds * 1000;
    // Once a window, so a guess costs the same however many subjects are counted.
    if (!dueForSweep(this.guesses, this.now(), windowMs)) return;
    for (const [key, times] of this.guesses) {
      if (times.length === 0 || this.now() - times.at(-1)! >= windowMs) this.guesses.delete(key);
    }
  }

  reset(): void {
    this.guesses.clear();
  }
}
