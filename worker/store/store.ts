// What the worker keeps (signed-in sessions, court holds and bookings, the text messages it sent), as
// named maps of text values and bounded lists. One worker keeps them in memory; several workers behind
// one address share them in Redis. Every change that must not race another worker is a compare-and-set.
export interface Store {
  /** The value of `field` in `map`, or undefined. */
  get(map: string, field: string): Promise<string | undefined>;
  /** Every field of `map` with its value. */
  entries(map: string): Promise<Map<string, string>>;
  /**
   * Sets `field` to `next` (undefined deletes it) only if it currently holds `expected` (undefined: is
   * absent), atomically. True when the change was made. `expireAt` (epoch ms) lets the whole map go
   * once nobody needs it (a day's court calendar).
   */
  swap(
    map: string,
    field: string,
    expected: string | undefined,
    next: string | undefined,
    expireAt?: number,
  ): Promise<boolean>;
  /** Adds `value` at the front of `list`, keeping the newest `keep`. */
  push(list: string, value: string, keep: number): Promise<void>;
  /** The values of `list`, newest first. */
  list(list: string): Promise<string[]>;
  close(): Promise<void>;
}

/** Raised when the shared store cannot be reached; the worker answers 503 instead of guessing. */
export class StoreUnavailable extends Error {}

/**
 * Raised when a record kept changing under a compare-and-set (other requests or workers writing the
 * same one): the store answered every time, the write just lost each race. The worker answers 409.
 */
export class StoreContention extends Error {}
