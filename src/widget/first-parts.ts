// The parts of a login screen that come from chunks (the products' flows and views, the email-type
// forms, the products' styles), requested together: use-products.ts shows them once they are in,
// and React's render adopting a screen painted with its forms (src/paint/) is given them at once,
// so that it renders that same screen (element/react-renderer.ts waits for them first).
import type { ComponentType } from 'react';
import { formMethods } from '../config/rules.ts';
import type { WidgetConfig } from '../config/types.ts';
import type { ProductFlow } from '../flows/ports.ts';
import { hasLazyParts, loadFlows, loadViews } from '../products/parts.ts';
import type { ProductViews, ViewContext } from '../products/view-types.ts';

export interface FirstParts {
  flows: ProductFlow[];
  views: ProductViews;
  /** The email-type forms (under an or divider when `divided`); absent when no such method is configured. */
  EmailGroup?: ComponentType<ViewContext & { divided: boolean }>;
  /** Adopts the products' rules where the screens live; absent when every product is in the entry. */
  adoptStyles?: (node: Node) => void;
  /** Readies a painted screen's forms for the render adopting them, saying whether its phone button is busy; absent with `EmailGroup`. */
  readyForms?: (root: HTMLElement) => boolean;
}

export function loadFirstParts(config: WidgetConfig): Promise<FirstParts> {
  const emailGroup = formMethods(config).length > 0 ? import('./EmailGroup.tsx') : undefined;
  const styles = hasLazyParts(config.products) ? import('../styles/product-sheet.ts') : undefined;
  return Promise.all([loadFlows(config.products), loadViews(config.products), emailGroup, styles]).then(
    ([flows, views, group, styles]) => ({
      flows,
      views,
      EmailGroup: group?.EmailGroup,
      adoptStyles: styles?.adoptProductStyles,
      readyForms: group?.readyPaintedForms,
    }),
  );
}
