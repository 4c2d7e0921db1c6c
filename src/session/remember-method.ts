// Remembers the sign-in method just completed (see last-used.ts). A sign-in that leaves the page
// (OAuth, One Tap) is noted for this tab when it starts and remembered when its redirect is exchanged.
import { lastUsedKey } from './last-used.ts';

const startedKey = (publicToken: string) => `${lastUsedKey(publicToken)}::started`;

export function rememberMethod(publicToken: string, method: string): void {
  try {
    localStorage.setItem(lastUsedKey(publicToken), method);
  } catch {
    // Storage refused (a sandboxed frame, a private mode): nothing is remembered, nothing breaks.
  }
}

/** Notes the method of a sign-in that continues after a redirect (`oauth-google`). */
export function noteRedirectStart(publicToken: string, method: string): void {
  try {
    sessionStorage.setItem(startedKey(publicToken), method);
  } catch {
    // As above.
  }
}

/** A redirect's token was exchanged: remembers the OAuth provider noted at its start, or the emailed link. */
export function rememberRedirect(publicToken: string, method: string): void {
  let started: string | null = null;
  try {
    started = sessionStorage.getItem(startedKey(publicToken));
    sessionStorage.removeItem(startedKey(publicToken));
  } catch {
    // As above.
  }
  if (method === 'magic_link') rememberMethod(publicToken, 'magicLink');
  else if (started?.startsWith('oauth-')) rememberMethod(publicToken, started);
}
