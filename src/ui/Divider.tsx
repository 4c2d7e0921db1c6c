// Mirrored without React by src/paint/first-form.ts; tests/browser/first-paint.test.ts compares them.
import forms from '../i18n/compiled/en/forms.ts';
import { useText } from '../i18n/text.ts';
import { PRODUCT_PART } from './product-parts.ts';

/** The "or" between the buttons above and the email-type forms. */
export function Divider() {
  const text = useText(forms);
  return (
    <div className="court-divider" part={PRODUCT_PART.divider} role="separator" aria-label={text.divider()}>
      <span aria-hidden="true">{text.divider()}</span>
    </div>
  );
}
