import type { ResetEmailReason } from '../../../flows/values.ts';
import passwords from '../../../i18n/compiled/en/passwords.ts';
import { useText } from '../../../i18n/text.ts';
import { AlertBanner } from '../../../ui/AlertBanner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { LinkButton } from '../../../ui/LinkButton.tsx';
import { Heading, Text } from '../../../ui/Heading.tsx';
import { keepTogether } from '../../../ui/keep-together.tsx';
import { PART } from '../../../ui/parts.ts';

interface PasswordEmailSentScreenProps {
  email: string;
  /** forgot: Password Forgot; breached: Password Breached; dedupe: Password Dedupe; setNew: Password Set New. */
  reason: ResetEmailReason;
  resending: boolean;
  error?: string;
  onResend: () => void;
  onBack: () => void;
}

type PasswordText = typeof passwords;

/** Each reason's heading and text (which names the address). */
const SENT_TEXT = {
  forgot: { heading: 'passwordForgotSentHeading', text: 'passwordForgotSentText' },
  breached: { heading: 'passwordSetNewHeading', text: 'passwordBreachedSentText' },
  dedupe: { heading: 'passwordSetNewHeading', text: 'passwordDedupeSentText' },
  setNew: { heading: 'passwordSetNewHeading', text: 'passwordSetNewSentText' },
} as const satisfies Record<ResetEmailReason, { heading: keyof PasswordText; text: keyof PasswordText }>;

/** The screens that say a reset email went out, and where (docs/specification.md#passwords). */
export function PasswordEmailSentScreen({
  email,
  reason,
  resending,
  error,
  onResend,
  onBack,
}: PasswordEmailSentScreenProps) {
  const text = useText(passwords);
  const sent = SENT_TEXT[reason];
  return (
    <>
      <Heading>{text[sent.heading]()}</Heading>
      <Text>{keepTogether(text[sent.text]({ email }), email)}</Text>
      {error && <AlertBanner variant="form-error">{error}</AlertBanner>}
      <p className="court-text" part={PART.text}>
        {text.passwordDidntGetIt()}{' '}
        <LinkButton inactive={resending} pending={resending} onClick={onResend}>
          {text.passwordResendEmail()}
        </LinkButton>
      </p>
      <Button disabled={resending} onClick={onBack}>
        {text.passwordBack()}
      </Button>
    </>
  );
}
