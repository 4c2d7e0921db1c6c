// Decides which password zxcvbn rates next. One rating runs at a time; the queue is capped per client
// and in all (429 past either). Ratings for a sign-up or a reset go before bare strength checks. Within
// each kind, clients share the rating time fairly (start-time fair queuing): each client's next rating
// is tagged with the virtual time at which its earlier ratings' time is used up, never earlier than the
// tag of the rating that started last; the lowest tag goes first, the shorter password among equals.
// A page sending many or slow checks thus pushes its own tags ahead, and another page's check waits
// for about one rating, however many are queued; a page that was idle has no credit to spend.
import { performance } from 'node:perf_hooks';
import { tooManyRequests } from '../http/responses.ts';
import type { ZxcvbnAnswer } from './strength-thread.ts';

/** `account`: the password of a sign-up or reset; `check`: a bare strength check (as the user types). */
export type StrengthLane = 'account' | 'check';

/** Ratings one client may have waiting or running per lane, and ratings waiting per lane in all. */
export const QUEUE_LIMITS = { perClient: 4, waiting: 64 };

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
  /** Tag of the rating that started last (milliseconds of rating time, not of the clock). */
  private virtualTime = 0;
  /** Per client that is ahead of the virtual time: where its rating time so far ends. */
  private readonly finishTags = new Map<string, number>();

  constructor(private readonly rate: Rater) {}

  /** Rates `password` in its turn; throws 429 when the client or the lane has too many waiting. */
  submit(lane: StrengthLane, client: string, password: string, userInputs: string[]): Promise<ZxcvbnAnswer> {
    const sameLane = this.waiting.filter((job) => job.lane === lane);
    const mine =
      sameLane.filter((job) => job.client === client).length +
      (this.running?.lane === lane && this.running.client === client ? 1 : 0);
    if (mine >= QUEUE_LIMITS.perClient) {
      throw tooManyRequests(
        1,
        'Too many password checks from this page at once. Wait for the answers, then try again.',
      );
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

  private tagOf(client: string): number {
    return Math.max(this.virtualTime, this.finishTags.get(client) ?? 0);
  }

  private takeNext(): { job: Job; tag: number } | undefined {
    const lane = this.waiting.some((job) => job.lane === 'account') ? 'account' : 'check';
    let best: { index: number; tag: number; length: number } | undefined;
    this.waiting.forEach((job, index) => {
      if (job.lane !== lane) return;
      const tag = this.tagOf(job.client);
      const { length } = job.password;
      if (!best || tag < best.tag || (tag === best.tag && length < best.length)) best = { index, tag, length };
    });
    if (!best) return undefined;
    this.virtualTime = best.tag;
    return { job: this.waiting.splice(best.index, 1)[0]!, tag: best.tag };
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    const next = this.takeNext();
    if (!next) return;
    const { job, tag } = next;
    this.running = job;
    const started = performance.now();
    try {
      job.resolve(await this.rate(job.password, job.userInputs));
    } catch (error) {
      job.reject(error);
    } finally {
      this.finishTags.set(job.client, tag + (performance.now() - started));
      for (const [client, finish] of this.finishTags) if (finish <= this.virtualTime) this.finishTags.delete(client);
      this.running = null;
      void this.pump();
    }
  }
}
