// Work that must not compete with the first screen starts once that screen is painted.

/** Resolves after the next frame is painted; at once on a hidden page, which paints nothing. */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
