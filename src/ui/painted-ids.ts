// The ids of a screen painted before React (src/paint/), taken over by React's first render, which
// adopts the painted nodes as they are (hydration keeps the attributes it finds): a component that
// later links to one of its ids (a field to its error, the tab panel to its tab) then names the id
// that is on the page. Each kind is taken in the order the painted screen gave them, which is the
// order React renders those parts in; any other render uses React's own ids.
import { createContext, useContext, useId, useState } from 'react';

export type PaintedIdKind = 'mark' | 'badge' | 'field' | 'tabs';

export type PaintedIds = Partial<Record<PaintedIdKind, string[]>>;

/** Hands out the painted ids while React adopts the painted screen; nothing once it has. */
export interface PaintedIdSource {
  take(kind: PaintedIdKind): string | undefined;
}

export const PaintedIdContext = createContext<PaintedIdSource | undefined>(undefined);

/** A source handing out `ids` once each until `close`d. */
export function paintedIdSource(ids: PaintedIds): PaintedIdSource & { close(): void } {
  const left: PaintedIds = Object.fromEntries(Object.entries(ids).map(([kind, list]) => [kind, [...list]]));
  let open = true;
  return {
    take: (kind) => (open ? left[kind]?.shift() : undefined),
    close: () => {
      open = false;
    },
  };
}

/**
 * An id for a part: the painted one in its place while React adopts a painted screen, else
 * `own(useId())`. `painted`: whether the painter gave this part an id (it gives one only where it
 * renders it).
 */
export function usePartId(kind: PaintedIdKind, painted: boolean, own: (reactId: string) => string = String): string {
  const reactId = useId();
  const source = useContext(PaintedIdContext);
  const [adopted] = useState(() => (painted ? source?.take(kind) : undefined));
  return adopted ?? own(reactId);
}
