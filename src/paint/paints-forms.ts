// Which first screens are painted with their forms (first-form.ts): those of passcodes and magic
// links. Passwords keep their field in the host's light DOM and passkeys change the field's
// autofill, which React decides; wallets add buttons.
import { oneTapProvider } from '../config/one-tap.ts';
import { formMethods } from '../config/rules.ts';
import type { WidgetConfig } from '../config/types.ts';
import { marksAtHand } from '../ui/marks/known-marks.ts';

const PAINTED_PRODUCTS = new Set(['oauth', 'otp', 'emailMagicLinks']);

export const paintsForms = (config: WidgetConfig): boolean =>
  formMethods(config).length > 0 && config.products.every((product) => PAINTED_PRODUCTS.has(product));

/**
 * Whether the painted screen, once its forms are in, is all of React's first render: no product
 * React adds, no One Tap prompt (React asks Google for it), every provider's mark at hand (the
 * others' marks come with React's render). React then renders it only at the visitor's first touch
 * (element/first-touch.ts).
 */
export function paintsWholeScreen(config: WidgetConfig): boolean {
  const providers = config.products.includes('oauth') ? (config.oauthOptions?.providers ?? []) : [];
  const marks = marksAtHand(providers.map(({ type }) => type));
  return (
    config.products.every((product) => PAINTED_PRODUCTS.has(product)) &&
    !oneTapProvider(config) &&
    providers.every(({ type }) => marks[type])
  );
}
