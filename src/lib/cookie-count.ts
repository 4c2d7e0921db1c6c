// Cookies by name in a `document.cookie` string, without reading their values.

/** How many cookies of that name `cookies` holds (copies under other paths or domains count). */
export const cookiesNamed = (cookies: string, name: string): number =>
  cookies.split(';').filter((pair) => pair.trim().split('=')[0] === name).length;
