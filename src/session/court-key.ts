// What identifies a Court: options with the same public token and provider URL share one per page.
import { resolveBaseUrl } from '../provider/base-url.ts';
import type { CourtOptions } from './types.ts';

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
