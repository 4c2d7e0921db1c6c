// The bound on what one person (or one person and client) may keep pending: a new entry replaces
// their own oldest, never someone else's. Lists keep entries oldest first.

/** `list` without the oldest entries `isOwn` picks, so that at most `keep - 1` of them remain: room for one more. */
export function makeRoomFor<T>(list: readonly T[], isOwn: (entry: T) => boolean, keep: number): T[] {
  let excess = list.filter(isOwn).length - (keep - 1);
  return list.filter((entry) => !(excess > 0 && isOwn(entry) && excess-- > 0));
}
