// The products' rules adopted where a node lives, before its screen paints: for the screens that use
// them outside a products configuration (a redirect's success, the configuration-error list, the
// reset-password flow), whose chunks bring the rules along. Adopting again is a no-op.
import { useLayoutEffect, type RefObject } from 'react';
import { adoptProductStyles } from '../styles/product-sheet.ts';

export function useProductRules(node: RefObject<Element | null>): void {
  useLayoutEffect(() => {
    if (node.current) adoptProductStyles(node.current);
  });
}
