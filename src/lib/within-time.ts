/** `work`, or a rejection with `reason` once `ms` have passed without an answer. */
export function withinTime<T>(work: Promise<T>, ms: number, reason: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(reason)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
