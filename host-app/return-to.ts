// The page to come back to after signing in, kept in localStorage under `returnTo`.
// Only paths on this origin are accepted, so a stored value can never send the visitor elsewhere.
export const RETURN_TO_KEY = 'returnTo';

/** Pages that make no sense to come back to after signing in. */
const SIGN_IN_PATHS = new Set(['/login', '/authenticate']);

/** The same-origin path of `candidate` (pathname, query and hash), or undefined if it could leave the origin. */
export function toSameOriginPath(candidate: unknown, origin: string): string | undefined {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return undefined;
  // "//host" and "/\host" are read by browsers as another host.
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || SIGN_IN_PATHS.has(url.pathname)) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Checked again after normalisation: "/.//evil.example", "/..//evil.example" and "/%2e//evil.example"
  // all become "//evil.example", which a browser reads as another host.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return undefined;
  if (new URL(path, origin).origin !== origin) return undefined;
  return path;
}

export function saveReturnTo(storage: Storage, path: string, origin: string): void {
  const safe = toSameOriginPath(path, origin);
  try {
    if (safe) storage.setItem(RETURN_TO_KEY, safe);
  } catch {
    // Storage full or blocked: the visitor simply lands on the dashboard after signing in.
  }
}

/** Reads and clears the saved path; a missing or unsafe value gives undefined. */
export function takeReturnTo(storage: Storage, origin: string): string | undefined {
  try {
    const saved = storage.getItem(RETURN_TO_KEY);
    storage.removeItem(RETURN_TO_KEY);
    return toSameOriginPath(saved, origin);
  } catch {
    return undefined;
  }
}
