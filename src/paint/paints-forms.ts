// Which first screens are painted with their forms (first-form.ts): those of passcodes and magic
// links. Passwords keep their field in the host's light DOM and passkeys change the field's
// autofill, which React decides; wallets add buttons.
import { formMethods } from '../config/rules.ts';
import type { WidgetConfig } from '../config/types.ts';

const PAINTED_PRODUCTS = new Set(['oauth', 'otp', 'emailMagicLinks']);

export const paintsForms = (config: WidgetConfig): boolean =>
  formMethods(config).length > 0 && config.products.every((product) => PAINTED_PRODUCTS.has(product));
