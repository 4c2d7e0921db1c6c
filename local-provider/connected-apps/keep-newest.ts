// The bound on what one person (or one person and client) may keep pending: a new entry replaces
// their own oldest, never someone else's. Lists keep entries oldest first.

/** `list` without the oldest entries `isOwn` picks, so that at most `keep - 1` of them remain: room for one more. */
export function makeRoomFor<T>(list: T[], isOwn: (entry: T) => boolean, keep: number): T[] {
  let excess = list.filter(isOwn).length - (keep - 1);
  // The same list when nothing goes, so that what is built on the list (grant-index.ts) stays valid.
  if (excess <= 0) return list;
  return list.filter((entry) => !(excess > 0 && isOwn(entry) && excess-- > 0));
}
