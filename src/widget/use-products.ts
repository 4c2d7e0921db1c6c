// The configured products' views and flows: those in the entry at once, the others once their
// own chunks have loaded (the machine takes their flows before their forms can send anything);
// the views holding only the screens after a form come in without the form waiting for them.
import { useContext, useEffect, useState, type ComponentType, type RefObject } from 'react';
import type { WidgetConfig } from '../config/types.ts';
import type { FlowMachine } from '../flows/machine.ts';
import { afterNextPaint } from '../lib/after-paint.ts';
import { entryViews, hasLazyParts, loadViews } from '../products/parts.ts';
import { loadFirstParts, type FirstParts } from './first-parts.ts';
import { PaintedScreenContext, type Adoption } from '../ui/painted-ids.ts';
import type { ProductViews, ViewContext } from '../products/view-types.ts';

export interface LoadedProducts {
  views: ProductViews;
  /** The first screen's parts are still coming (their chunks neither in nor failed): the screen is busy. */
  filling?: boolean;
  /** The email-type forms (under an or divider when `divided`); absent until loaded or when no such method is configured. */
  EmailGroup?: ComponentType<ViewContext & { divided: boolean }>;
}

/** `frame` holds the screens: the products' styles are adopted where it lives before they render. */
export function useProducts(
  config: WidgetConfig,
  machine: FlowMachine,
  frame: RefObject<Element | null>,
): LoadedProducts {
  // A screen painted with its forms is adopted with its parts in: element/react-renderer.ts waited
  // for them (and adopted their styles).
  // (The context's parts are the first parts: src/ui/ cannot name the widget's types.)
  const painted = useContext(PaintedScreenContext) as Adoption<FirstParts> | undefined;
  const [kept] = useState(() => painted?.parts);
  const [loaded, setLoaded] = useState<LoadedProducts>(() => {
    if (!kept) return { views: entryViews(config.products), filling: hasLazyParts(config.products) };
    machine.setProducts(kept.flows);
    return { views: kept.views, EmailGroup: kept.EmailGroup };
  });
  useEffect(() => {
    let active = true;
    // Otherwise the first screen (the entry's buttons) is painted before any product chunk is requested.
    (kept
      ? Promise.resolve(kept)
      : afterNextPaint()
          .then(() => loadFirstParts(config))
          .then((parts) => {
            if (active) {
              if (frame.current) parts.adoptStyles?.(frame.current);
              machine.setProducts(parts.flows);
              setLoaded({ views: parts.views, EmailGroup: parts.EmailGroup });
            }
            return parts;
          })
    )
      // The screens that follow the form: the form does not wait for them (their chunks are
      // already on their way, requested with the form's, src/loading/preload.ts).
      .then(({ views, EmailGroup }) =>
        loadViews(config.products, 'afterForm').then(
          (more) => active && setLoaded({ views: { ...views, ...more }, EmailGroup }),
        ),
      )
      .catch((error: unknown) => {
        console.error('court-login: a part of the widget could not load', error);
        if (active) setLoaded((current) => ({ ...current, filling: false }));
      });
    return () => {
      active = false;
    };
  }, [config, machine, frame, kept]);
  return loaded;
}
