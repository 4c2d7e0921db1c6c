// The OAuth buttons' marks: those at hand at once, the others once their chunk has loaded. A render
// adopting the painted screen starts from the marks the painter drew, whatever has loaded since.
import { useContext, useEffect, useState } from 'react';
import type { OAuthProviderType } from '../../types/index.ts';
import { PaintedScreenContext } from '../../ui/painted-ids.ts';
import { ENTRY_MARKS, loadMarks, marksAtHand, needsLazyMarks, type Marks } from '../../ui/marks/known-marks.ts';

export function useOAuthMarks(types: readonly OAuthProviderType[]): Marks {
  const needsLazy = needsLazyMarks(types);
  const painted = useContext(PaintedScreenContext)?.painted?.marks;
  const [marks, setMarks] = useState<Marks>(() => painted ?? marksAtHand(types));
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
