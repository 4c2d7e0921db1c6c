// Work that must not compete with the first screen starts once that screen is painted.

let painted: Promise<void> | undefined;

/**
 * Resolves after the next frame is painted; at once on a hidden page, which paints nothing. Callers
 * of one frame share one promise, so their work starts in the same task: the chunks they request
 * go out together, none after another's has arrived (docs/benchmarks.md).
 */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return (painted ??= new Promise((resolve) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        painted = undefined;
        resolve();
      }, 0),
    ),
  ));
}
