// The one-time token that an OAuth provider's or an emailed link's return brings in the page address
// (`token` and `stytch_token_type`): removed from the address the moment it is read, or where nothing
// will read it, so that it is neither bookmarked nor sent on as a referrer.
import { filterQuery } from '../lib/query-pairs.ts';

/** The page's address and history, where a sign-in token arrives. */
export interface PageLocation {
  location: Pick<Location, 'href'>;
  history: Pick<History, 'replaceState' | 'state'>;
}

const TOKEN_PARAMS: readonly string[] = ['token', 'stytch_token_type'];

/** The address of `url` on its page without the token, every other parameter as it was written. */
export function addressWithoutToken(url: URL): string {
  return `${url.pathname}${filterQuery(url.search, (name) => !TOKEN_PARAMS.includes(name))}${url.hash}`;
}

/** Takes the token out of the page address, if it is there. */
export function dropTokenFromAddress(
  page: PageLocation = { location: window.location, history: window.history },
): void {
  const url = new URL(page.location.href);
  if (TOKEN_PARAMS.some((name) => url.searchParams.has(name)))
    page.history.replaceState(page.history.state, '', addressWithoutToken(url));
}
