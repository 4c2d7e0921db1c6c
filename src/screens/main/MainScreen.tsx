// Mirrored without React by src/paint/first-screen.ts; tests/browser/first-paint.test.ts compares them.
import type { ReactNode } from 'react';
import firstScreen from '../../i18n/compiled/en/firstScreen.ts';
import { useText } from '../../i18n/text.ts';
import { AlertBanner } from '../../ui/AlertBanner.tsx';
import { Heading } from '../../ui/Heading.tsx';
import { Logo } from '../../ui/Logo.tsx';

interface MainScreenProps {
  logoUrl?: string;
  showHeader: boolean;
  /** Placed first: the passkey button when autofill cannot be used (docs/specification.md#main-screen). */
  lead: ReactNode[];
  /** Social and wallet buttons. */
  buttons: ReactNode[];
  /** The email-type group: the or divider, tabs and forms. */
  form?: ReactNode;
  /** A form error (provider or network), shown under the forms. */
  error?: string;
}

export function MainScreen({ logoUrl, showHeader, lead, buttons, form, error }: MainScreenProps) {
  const text = useText(firstScreen);
  const hasButtons = buttons.length > 0;
  return (
    <>
      {logoUrl && <Logo url={logoUrl} />}
      {showHeader && <Heading>{text.header()}</Heading>}
      {/* A lead may render nothing (the passkey button when autofill offers passkeys): an empty
          group hides the email-type group's divider under it (products.css), so 'or' never stands alone. */}
      <div className="court-top">
        {lead}
        {hasButtons && <div className="court-stack court-buttons">{buttons}</div>}
      </div>
      {form}
      {error && <AlertBanner variant="form-error">{error}</AlertBanner>}
    </>
  );
}
