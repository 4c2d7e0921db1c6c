// What identifies a Court: options with the same public token and provider URL share one per page,
// through a global registry (court.ts makes them; court-login.js asks whether one is there).
import { resolveBaseUrl } from '../provider/base-url.ts';
import type { Court, CourtOptions } from './types.ts';

const REGISTRY = Symbol.for('court-login.courts');

/** The page's Courts by key, shared by every copy of court-login on the page. */
export function courtRegistry(): Map<string, Court> {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, Court> };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/**
 * Checks the options at once, throwing a clear TypeError when they cannot make a Court, and
 * returns what identifies their Court: options with the same key share one Court.
 */
export function courtKey(options: CourtOptions): string {
  if (typeof options?.publicToken !== 'string' || options.publicToken.trim() === '') {
    throw new TypeError('court-login: the public token must be a non-empty string.');
  }
  return `${options.publicToken} ${resolveBaseUrl(options.publicToken, options.providerUrl)}`;
}
