// The OAuth buttons' marks: Google's is in the entry; the others load once, with the lazy code,
// and only when the config lists a provider other than Google.
import { useEffect, useState } from 'react';
import type { OAuthProviderType } from '../types/index.ts';
import { GOOGLE_MARK } from '../ui/marks/google.ts';
import type { Mark } from '../ui/marks/mark.ts';

type Marks = Partial<Record<OAuthProviderType, Mark>>;

const ENTRY_MARKS: Marks = { google: GOOGLE_MARK };
let loaded: Marks | undefined;
let loading: Promise<Marks> | undefined;

function loadMarks(): Promise<Marks> {
  loading ??= import('../ui/marks/oauth-marks.ts').then(
    (module) => (loaded = module.OAUTH_MARKS),
    () => {
      // A failed download leaves the buttons without marks; the next widget tries again.
      loading = undefined;
      return ENTRY_MARKS;
    },
  );
  return loading;
}

export function useOAuthMarks(types: readonly OAuthProviderType[]): Marks {
  const needsLazy = types.some((type) => !ENTRY_MARKS[type]);
  const [marks, setMarks] = useState<Marks>(() => (needsLazy && loaded) || ENTRY_MARKS);
  useEffect(() => {
    if (!needsLazy || marks !== ENTRY_MARKS) return;
    let live = true;
    void loadMarks().then((next) => live && setMarks(next));
    return () => {
      live = false;
    };
  }, [needsLazy, marks]);
  return marks;
}
