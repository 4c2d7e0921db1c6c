// Lists a request can grow (pending challenges, callbacks, inbox messages) keep at most this many
// entries, so that a loop of requests cannot make the provider's memory and --data file grow forever.
export const MAX_KEPT = 1000;

/** Drops the oldest entries (lists are oldest first) so that at most `limit` remain. */
export function keepNewest<T>(items: T[], limit = MAX_KEPT): void {
  if (items.length > limit) items.splice(0, items.length - limit);
}

/** How often a store of expiring entries is swept; its readers check expiry themselves meanwhile. */
const SWEEP_INTERVAL_MS = 60 * 1000;
const lastSweeps = new WeakMap<object, number>();

/**
 * Whether `store` is due for a sweep of its expired entries (then counted as swept): once an
 * interval (a minute unless said), so that each new entry costs the same however many are kept.
 */
export function dueForSweep(store: object, now: number, intervalMs = SWEEP_INTERVAL_MS): boolean {
  const last = lastSweeps.get(store);
  if (last !== undefined && now >= last && now - last < intervalMs) return false;
  lastSweeps.set(store, now);
  return true;
}
