// The configured products' views and flows: those in the entry at once, the others once their
// local chunks have loaded (the machine takes their flows before their forms can send anything);
// the views holding only the screens after a form come in without the form waiting for them.
import { useEffect, useState, type ComponentType, type RefObject } from 'react';
import { formMethods } from '../config/rules.ts';
import type { WidgetConfig } from '../config/types.ts';
import type { FlowMachine } from '../flows/machine.ts';
import { afterNextPaint } from '../lib/after-paint.ts';
import { AFTER_FORM, entryViews, hasLazyParts, loadFlows, loadViews } from '../products/registry.ts';
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
  const [loaded, setLoaded] = useState<LoadedProducts>(() => ({
    views: entryViews(config.products),
    filling: hasLazyParts(config.products),
  }));
  useEffect(() => {
    let active = true;
    // The first screen (the entry's buttons) is painted before any product chunk is requested.
    afterNextPaint()
      .then(() => {
        if (!active) return undefined;
        const emailGroup =
          formMethods(config).length > 0 ? import('./EmailGroup.tsx').then((module) => module.EmailGroup) : undefined;
        const styles = hasLazyParts(config.products) ? import('../styles/product-sheet.ts') : undefined;
        return Promise.all([loadFlows(config.products), loadViews(config.products), emailGroup, styles]).then(
          ([flows, views, EmailGroup, styles]) => {
            if (!active) return undefined;
            if (styles && frame.current) styles.adoptProductStyles(frame.current);
            machine.setProducts(flows);
            setLoaded({ views, EmailGroup });
            // The screens that follow the form: the form does not wait for them (their chunks are
            // already on their way, requested with the form's, src/loading/preload.ts).
            return loadViews(config.products, AFTER_FORM).then(
              (more) => active && setLoaded({ views: { ...views, ...more }, EmailGroup }),
            );
          },
        );
      })
      .catch((error: unknown) => {
        console.error('court-login: a part of the widget could not load', error);
        if (active) setLoaded((current) => ({ ...current, filling: false }));
      });
    return () => {
      active = false;
    };
  }, [config, machine, frame]);
  return loaded;
}
