// Cookies by name in `document.cookie`, without reading their values.

/** How many cookies of that name the page sees (copies under other paths or domains count). */
export const cookieCount = (name: string): number =>
  (globalThis.document?.cookie ?? '').split(';').filter((pair) => pair.trim().split('=')[0] === name).length;
