// The screen painted before React (src/paint/) that React's first render adopts as it is
// (hydration keeps the attributes it finds, and would not correct one that differs): in that render
// the ids the painter gave go to the components in their place, so that it is the painted screen.
// Each kind is taken in the order the painted screen gave them, which is the order React renders
// those parts in. The renders after it use React's own ids: React sets them in the nodes and in
// what links to them (a field to its error, the tab panel to its tab) alike.
import type { Marks } from './marks/known-marks.ts';
import { createContext, useContext, useId, type ReactNode } from 'react';

export type PaintedIdKind = 'mark' | 'badge' | 'field' | 'tabs';

export type PaintedIds = Partial<Record<PaintedIdKind, string[]>>;

export interface Adoption<Parts = unknown> {
  /** The ids not yet taken, by kind. */
  ids: PaintedIds;
  /** The ids taken, by the React id of the part that took each. */
  taken: Record<string, string | undefined>;
  /** Painted with its forms: the parts React's first render shows them with (src/widget/first-parts.ts). */
  parts?: Parts;
  /** What the painter drew the screen with. */
  painted?: PaintedWith;
  /** The painted phone form's Continue was readied busy (its first country's check not in): so it renders. */
  phoneBusy?: boolean;
}

/**
 * What a screen was painted with, which may have changed by the time React adopts it (the marks'
 * chunk loaded, another widget noted a last-used method): React's adopting render uses these.
 */
export interface PaintedWith {
  marks: Marks;
  lastUsed: string | undefined;
}

export const PaintedScreenContext = createContext<Adoption | undefined>(undefined);

/**
 * An id for a part: the painted one in its place while React adopts a painted screen, else
 * `own(useId())` (the renders after the adopting one set React's own ids in the nodes and in what
 * links to them alike). `painted`: whether the painter gave this part an id (it gives one only where
 * it renders it).
 */
export function usePartId(kind: PaintedIdKind, painted: boolean, own: (reactId: string) => string = String): string {
  const reactId = useId();
  const screen = useContext(PaintedScreenContext);
  // Taken by React's id, which stays the same when React starts the adopting render over (an event
  // during hydration makes it): the part gets the id it took the first time, not the next one.
  return (painted && screen ? (screen.taken[reactId] ??= screen.ids[kind]?.shift()) : undefined) ?? own(reactId);
}

/**
 * What the painter does not paint (One Tap's place before the buttons): left out of the render that
 * adopts a painted screen, whose nodes must match it, and shown by the render after it.
 */
export function AfterAdoption({ children }: { children: ReactNode }): ReactNode {
  return useContext(PaintedScreenContext) ? null : children;
}
