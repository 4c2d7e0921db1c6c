/**
 * Whether this window is inside a frame of another origin, at any level. A consent screen that
 * another site can frame could be dressed up to get an Allow the visitor never meant (clickjacking);
 * pages should also send `Content-Security-Policy: frame-ancestors 'self'`.
 */
export function framedByOtherOrigin(win: Window): boolean {
  const origin = win.location.origin;
  // Chromium and WebKit list every ancestor's origin, also of frames the page cannot read.
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && [...ancestors].some((ancestor) => ancestor !== origin)) return true;
  let current = win;
  while (current !== current.parent) {
    current = current.parent;
    try {
      // Reading another origin's location throws.
      if (current.location.origin !== origin) return true;
    } catch {
      return true;
    }
  }
  return false;
}
