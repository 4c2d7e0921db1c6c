import redirect from '../i18n/compiled/en/redirect.ts';
import { useText } from '../i18n/text.ts';
import { SuccessScreen } from './SuccessScreen.tsx';

/** After a sign-in finished from an emailed link or an OAuth provider's redirect, until the page moves on. */
export function RedirectSuccessScreen() {
  const text = useText(redirect);
  return <SuccessScreen heading={text.redirectSuccessHeading()} text={text.redirectSuccessText()} />;
}
