// Per-destination limit on sending endpoints (codes, links), like the hosted provider's 429s.
import { tooManyRequests } from './http.ts';
import type { ProviderSettings } from './settings.ts';

export class SendRateLimiter {
  private readonly sent = new Map<string, number[]>();

  constructor(
    private readonly settings: () => ProviderSettings['rate_limits'],
    private readonly now: () => number,
  ) {}

  /** Counts one send to `destination`; throws 429 `too_many_requests` with Retry-After when over the limit. */
  hit(destination: string): void {
    const { sends_per_window: limit, window_seconds: windowSeconds } = this.settings();
    const windowMs = windowSeconds * 1000;
    const now = this.now();
    this.forgetQuiet(now - windowMs);
    const key = destination.toLowerCase();
    const recent = (this.sent.get(key) ?? []).filter((time) => now - time < windowMs);
    if (recent.length >= limit) {
      const retryAfter = (recent[0]! + windowMs - now) / 1000;
      this.sent.set(key, recent);
      throw tooManyRequests(retryAfter, `Too many messages sent to ${destination}. Try again in a moment.`);
    }
    recent.push(now);
    this.sent.set(key, recent);
  }

  /** How many destinations are being counted; those without a send in the window are forgotten. */
  get size(): number {
    return this.sent.size;
  }

  private forgetQuiet(windowStart: number): void {
    for (const [key, times] of this.sent) {
      const last = times.at(-1);
      if (last === undefined || last <= windowStart) this.sent.delete(key);
    }
  }

  reset(): void {
    this.sent.clear();
  }
}
