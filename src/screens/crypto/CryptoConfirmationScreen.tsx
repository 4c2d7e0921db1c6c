import { cryptoText } from '../../i18n/en-crypto.ts';
import { AlertBanner } from '../../ui/AlertBanner.tsx';
import { Heading } from '../../ui/Heading.tsx';

export function CryptoConfirmationScreen() {
  return (
    <>
      <svg className="court-check" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <Heading>{cryptoText.successHeading}</Heading>
      <AlertBanner variant="success" center>{cryptoText.successText}</AlertBanner>
    </>
  );
}
