import emailMagicLinks from '../../../i18n/compiled/en/emailMagicLinks.ts';
import { useText } from '../../../i18n/text.ts';
import { AlertBanner } from '../../../ui/AlertBanner.tsx';
import { BrandMark } from '../../../ui/BrandMark.tsx';
import { Button } from '../../../ui/Button.tsx';
import { LinkButton } from '../../../ui/LinkButton.tsx';
import { Heading, Text } from '../../../ui/Heading.tsx';
import { keepTogether } from '../../../ui/keep-together.tsx';
import { PART } from '../../../ui/parts.ts';
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

export function EmailConfirmationScreen({
  email,
  emailDomain,
  resending,
  error,
  onResend,
  onTryAgain,
}: EmailConfirmationScreenProps) {
  const text = useText(emailMagicLinks);
  return (
    <>
      <Heading>{text.magicLinkHeading()}</Heading>
      <Text center>{keepTogether(text.magicLinkSentTo({ email }), email)}</Text>
      <div className="court-mail-links">
        {webMailLinks(emailDomain).map((link) => (
          <a
            key={link.service}
            className="court-button court-button--marked court-mail-link"
            part={`${PART.button} mail-link`}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span className="court-button-mark">
              <BrandMark mark={link.mark} />
            </span>
            <span className="court-button-label">{text.openWebMail({ service: link.service })}</span>
          </a>
        ))}
      </div>
      {error && <AlertBanner variant="form-error">{error}</AlertBanner>}
      <p className="court-text" part={PART.text}>
        {text.magicLinkDidntGetIt()}{' '}
        <LinkButton inactive={resending} pending={resending} onClick={onResend}>
          {text.magicLinkResendEmail()}
        </LinkButton>
      </p>
      <Button disabled={resending} onClick={onTryAgain}>
        {text.magicLinkTryAgain()}
      </Button>
    </>
  );
}
