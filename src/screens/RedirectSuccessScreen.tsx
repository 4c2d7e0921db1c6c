import { useRef } from 'react';
import redirect from '../i18n/compiled/en/redirect.ts';
import { useText } from '../i18n/text.ts';
import { useProductRules } from '../ui/use-product-rules.ts';
import { SuccessScreen } from './SuccessScreen.tsx';

/**
 * After a sign-in finished from an emailed link or an OAuth provider's redirect, until the page moves
 * on. Its rules (the check mark, the notice) are the products' (which a Google-only widget has not
 * loaded): they come with this chunk and are adopted before it paints.
 */
export function RedirectSuccessScreen() {
  const text = useText(redirect);
  const check = useRef<SVGSVGElement>(null);
  useProductRules(check);
  return <SuccessScreen heading={text.redirectSuccessHeading()} text={text.redirectSuccessText()} check={check} />;
}
