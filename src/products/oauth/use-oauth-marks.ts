// The OAuth buttons' marks: those at hand at once, the others once their chunk has loaded.
import { useEffect, useState } from 'react';
import type { OAuthProviderType } from '../../types/index.ts';
import { ENTRY_MARKS, loadMarks, marksAtHand, needsLazyMarks, type Marks } from '../../ui/marks/known-marks.ts';

export function useOAuthMarks(types: readonly OAuthProviderType[]): Marks {
  const needsLazy = needsLazyMarks(types);
  const [marks, setMarks] = useState<Marks>(() => marksAtHand(types));
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
