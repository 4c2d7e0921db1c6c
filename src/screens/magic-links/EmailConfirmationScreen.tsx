import { productText } from '../../i18n/en-products.ts';
import { AlertBanner } from '../../ui/AlertBanner.tsx';
import { BrandMark } from '../../ui/BrandMark.tsx';
import { activate, Button } from '../../ui/Button.tsx';
import { Heading, Text } from '../../ui/Heading.tsx';
import { keepTogether } from '../../ui/keep-together.tsx';
import { PART } from '../../ui/parts.ts';
import { webMailLinks } from './web-mail.ts';

interface EmailConfirmationScreenProps {
  email: string;
  /** The single sender domain of the project, if it has exactly one. */
  emailDomain?: string;
  resending: boolean;
  error?: string;
  onResend: () => void;
  onTryAgain: () => void;
}

export function EmailConfirmationScreen({ email, emailDomain, resending, error, onResend, onTryAgain }: EmailConfirmationScreenProps) {
  return (
    <>
      <Heading>{productText.checkEmailHeading}</Heading>
      <Text center>{keepTogether(productText.emailSentTo(email), email)}</Text>
      <div className="court-mail-links">
        {webMailLinks(emailDomain).map((link) => (
          <a key={link.service} className="court-button court-button--marked court-mail-link" part={`${PART.button} mail-link`} href={link.href} target="_blank" rel="noopener noreferrer">
            <span className="court-button-mark"><BrandMark mark={link.mark} /></span>
            <span className="court-button-label">{productText.openMail(link.service)}</span>
          </a>
        ))}
      </div>
      {error && <AlertBanner variant="form-error">{error}</AlertBanner>}
      <p className="court-text" part={PART.text}>
        {productText.didntGetIt}{' '}
        <button type="button" className="court-link" part={PART.link} aria-disabled={resending || undefined} aria-busy={resending || undefined} onClick={(event) => activate(event, resending, onResend)}>
          {productText.resendEmail}
        </button>
      </p>
      <Button disabled={resending} onClick={onTryAgain}>{productText.tryAgain}</Button>
    </>
  );
}
