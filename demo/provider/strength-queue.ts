// Decides which password zxcvbn rates next. One rating runs at a time; the queue is capped per client
// and in all (429 past either). Ratings for a sign-up or a reset go before bare strength checks, and
// within each kind the client that has used the least rating time lately goes first (the shorter
// password first among equals), so that no page sending many or slow checks holds up another page's
// check for much longer than one rating.
import { performance } from 'node:perf_hooks';
import { tooManyRequests } from './http.ts';
import type { ZxcvbnAnswer } from './strength-thread.ts';

/** `account`: the password of a sign-up or reset; `check`: a bare strength check (as the user types). */
export type StrengthLane = 'account' | 'check';

/** Ratings one client may have waiting or running per lane, and ratings waiting per lane in all. */
export const QUEUE_LIMITS = { perClient: 4, waiting: 64 };

/** Rating time counts against a client for this long. */
const USAGE_WINDOW_MS = 10_000;

interface Job {
  lane: StrengthLane;
  client: string;
  password: string;
  userInputs: string[];
  resolve(answer: ZxcvbnAnswer): void;
  reject(error: unknown): void;
}

export type Rater = (password: string, userInputs: string[]) => Promise<ZxcvbnAnswer>;

export class StrengthQueue {
  private readonly waiting: Job[] = [];
  private running: Job | null = null;
  /** Per client: when its recent ratings ended and how long each took. */
  private readonly usage = new Map<string, Array<{ at: number; ms: number }>>();

  constructor(private readonly rate: Rater) {}

  /** Rates `password` in its turn; throws 429 when the client or the lane has too many waiting. */
  submit(lane: StrengthLane, client: string, password: string, userInputs: string[]): Promise<ZxcvbnAnswer> {
    const sameLane = this.waiting.filter((job) => job.lane === lane);
    const mine = sameLane.filter((job) => job.client === client).length
      + (this.running?.lane === lane && this.running.client === client ? 1 : 0);
    if (mine >= QUEUE_LIMITS.perClient) {
      throw tooManyRequests(1, 'Too many password checks from this page at once. Wait for the answers, then try again.');
    }
    if (sameLane.length >= QUEUE_LIMITS.waiting) {
      throw tooManyRequests(1, 'The provider is busy rating passwords. Try again in a moment.');
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ lane, client, password, userInputs, resolve, reject });
      void this.pump();
    });
  }

  /** Ratings waiting or running. */
  get size(): number {
    return this.waiting.length + (this.running ? 1 : 0);
  }

  private recentUse(client: string, now: number): number {
    const recent = (this.usage.get(client) ?? []).filter((entry) => now - entry.at < USAGE_WINDOW_MS);
    if (recent.length === 0) this.usage.delete(client);
    else this.usage.set(client, recent);
    return recent.reduce((sum, entry) => sum + entry.ms, 0);
  }

  private takeNext(): Job | undefined {
    const lane = this.waiting.some((job) => job.lane === 'account') ? 'account' : 'check';
    const now = performance.now();
    let best: { index: number; used: number; length: number } | undefined;
    this.waiting.forEach((job, index) => {
      if (job.lane !== lane) return;
      const used = this.recentUse(job.client, now);
      const { length } = job.password;
      if (!best || used < best.used || (used === best.used && length < best.length)) best = { index, used, length };
    });
    return best ? this.waiting.splice(best.index, 1)[0] : undefined;
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    const job = this.takeNext();
    if (!job) return;
    this.running = job;
    const started = performance.now();
    try {
      job.resolve(await this.rate(job.password, job.userInputs));
    } catch (error) {
      job.reject(error);
    } finally {
      const ended = performance.now();
      this.usage.set(job.client, [...(this.usage.get(job.client) ?? []), { at: ended, ms: ended - started }]);
      for (const client of this.usage.keys()) this.recentUse(client, ended);
      this.running = null;
      void this.pump();
    }
  }
}
