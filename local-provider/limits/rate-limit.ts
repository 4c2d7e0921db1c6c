// Sliding-window request limits, like the hosted provider's 429s: sends per destination (codes, links)
// and bare password strength checks per client.
import { tooManyRequests } from '../http/responses.ts';
import { dueForSweep } from './bounded.ts';

export interface WindowLimit {
  limit: number;
  windowSeconds: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly settings: () => WindowLimit,
    private readonly now: () => number,
    private readonly message: (key: string) => string,
  ) {}

  /** Counts one request for `key`; throws 429 `too_many_requests` with Retry-After when over the limit. */
  hit(key: string): void {
    const { limit, windowSeconds } = this.settings();
    const windowMs = windowSeconds * 1000;
    const now = this.now();
    // Once a window, so a hit costs the same however many keys are counted.
    if (dueForSweep(this.hits, now, windowMs)) this.forgetQuiet(now - windowMs);
    const counted = key.toLowerCase();
    const recent = (this.hits.get(counted) ?? []).filter((time) => now - time < windowMs);
    if (recent.length >= limit) {
      const retryAfter = (recent[0]! + windowMs - now) / 1000;
      this.hits.set(counted, recent);
      throw tooManyRequests(retryAfter, this.message(key));
    }
    recent.push(now);
    this.hits.set(counted, recent);
  }

  /** How many keys are being counted; those quiet for a window are forgotten within the next. */
  get size(): number {
    return this.hits.size;
  }

  private forgetQuiet(windowStart: number): void {
    for (const [key, times] of this.hits) {
      const last = times.at(-1);
      if (last === undefined || last <= windowStart) this.hits.delete(key);
    }
  }

  reset(): void {
    this.hits.clear();
  }
}
