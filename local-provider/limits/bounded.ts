// Lists a request can grow (pending challenges, callbacks, inbox messages) keep at most this many
// entries, so that a loop of requests cannot make the provider's memory and --data file grow forever.
export const MAX_KEPT = 1000;

/** Drops the oldest entries (lists are oldest first) so that at most `limit` remain. */
export function keepNewest<T>(items: T[], limit = MAX_KEPT): void {
  if (items.length > limit) items.splice(0, items.length - limit);
}
