import type { ReactNode } from 'react';
import { text } from '../../i18n/en.ts';
import { AlertBanner } from '../../ui/AlertBanner.tsx';
import { Button } from '../../ui/Button.tsx';
import { Divider } from '../../ui/Divider.tsx';
import { Heading } from '../../ui/Heading.tsx';
import { Logo } from '../../ui/Logo.tsx';
import { PART } from '../../ui/parts.ts';

interface MainScreenProps {
  logoUrl?: string;
  showHeader: boolean;
  /** Placed first when passkeys are configured and autofill cannot be used (SPEC §2). */
  passkeyButton?: { pending: boolean; onClick: () => void };
  /** Social and wallet buttons. */
  buttons: ReactNode[];
  /** The email-type group: tabs and forms. */
  form?: ReactNode;
  /** A form error (provider or network), shown under the forms. */
  error?: string;
}

export function MainScreen({ logoUrl, showHeader, passkeyButton, buttons, form, error }: MainScreenProps) {
  const hasButtons = buttons.length > 0;
  return (
    <>
      {logoUrl && <Logo url={logoUrl} />}
      {showHeader && <Heading>{text.header}</Heading>}
      {passkeyButton && (
        <Button part={PART.passkeyButton} pending={passkeyButton.pending} onClick={passkeyButton.onClick}>
          {text.loginWithPasskey}
        </Button>
      )}
      {hasButtons && <div className="court-stack">{buttons}</div>}
      {hasButtons && form && <Divider />}
      {form}
      {error && <AlertBanner variant="form-error">{error}</AlertBanner>}
    </>
  );
}
