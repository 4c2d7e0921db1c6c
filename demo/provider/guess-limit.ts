// Limits on guessing secrets: wrong passcodes per destination (across every code sent to it) and wrong
// passwords per user. Past the limit the provider answers 429 `too_many_requests` with Retry-After,
// before it compares (or hashes) anything, until the oldest wrong guess leaves the window.
import { tooManyRequests } from './http.ts';
import type { ProviderSettings } from './settings.ts';

export type GuessKind = 'passcode' | 'password';

const MESSAGES: Record<GuessKind, string> = {
  passcode: 'Too many wrong passcodes for this destination. Wait, then request a new code.',
  password: 'Too many wrong passwords for this account. Wait, then try again or reset the password.',
};

export class GuessLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly settings: () => ProviderSettings['rate_limits'],
    private readonly now: () => number,
  ) {}

  private recent(key: string): number[] {
    const windowMs = this.settings().guess_window_seconds * 1000;
    const now = this.now();
    const times = (this.failures.get(key) ?? []).filter((time) => now - time < windowMs);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /** Throws 429 when `subject` (an email, phone number or user id) has used up its wrong guesses. */
  check(kind: GuessKind, subject: string): void {
    const { failed_guesses_per_window: limit, guess_window_seconds: windowSeconds } = this.settings();
    const times = this.recent(`${kind}:${subject.toLowerCase()}`);
    if (times.length >= limit) throw tooManyRequests((times[0]! + windowSeconds * 1000 - this.now()) / 1000, MESSAGES[kind]);
  }

  /** Counts one wrong guess. */
  fail(kind: GuessKind, subject: string): void {
    const key = `${kind}:${subject.toLowerCase()}`;
    this.failures.set(key, [...this.recent(key), this.now()]);
    this.forgetQuiet();
  }

  /** A right guess forgets the wrong ones before it. */
  succeed(kind: GuessKind, subject: string): void {
    this.failures.delete(`${kind}:${subject.toLowerCase()}`);
  }

  /** How many subjects are being counted. */
  get size(): number {
    return this.failures.size;
  }

  private forgetQuiet(): void {
    const windowMs = this.settings().guess_window_seconds * 1000;
    for (const [key, times] of this.failures) {
      if (this.now() - times.at(-1)! >= windowMs) this.failures.delete(key);
    }
  }

  reset(): void {
    this.failures.clear();
  }
}
