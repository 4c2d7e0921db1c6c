// The OAuth marks at hand: Google's is in the entry; the others arrive once per page, with the lazy
// code, and only when a config lists a provider other than Google.
import type { OAuthProviderType } from '../../types/index.ts';
import { GOOGLE_MARK } from './google.ts';
import type { Mark } from './mark.ts';

export type Marks = Partial<Record<OAuthProviderType, Mark>>;

export const ENTRY_MARKS: Marks = { google: GOOGLE_MARK };
let loaded: Marks | undefined;
let loading: Promise<Marks> | undefined;

/** Whether these providers need the lazily loaded marks. */
export const needsLazyMarks = (types: readonly OAuthProviderType[]): boolean =>
  types.some((type) => !ENTRY_MARKS[type]);

/** The marks these providers can show right now. */
export const marksAtHand = (types: readonly OAuthProviderType[]): Marks =>
  (needsLazyMarks(types) && loaded) || ENTRY_MARKS;

export function loadMarks(): Promise<Marks> {
  loading ??= import('./oauth-marks.ts').then(
    (module) => (loaded = module.OAUTH_MARKS),
    () => {
      // A failed download leaves the buttons without marks; the next widget tries again.
      loading = undefined;
      return ENTRY_MARKS;
    },
  );
  return loading;
}
