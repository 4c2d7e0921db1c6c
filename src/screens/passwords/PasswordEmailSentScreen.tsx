import type { ResetEmailReason } from '../../flows/values.ts';
import { passwordText } from '../../i18n/en-passwords.ts';
import { AlertBanner } from '../../ui/AlertBanner.tsx';
import { activate, Button } from '../../ui/Button.tsx';
import { Heading, Text } from '../../ui/Heading.tsx';
import { keepTogether } from '../../ui/keep-together.tsx';
import { PART } from '../../ui/parts.ts';

interface PasswordEmailSentScreenProps {
  email: string;
  /** forgot: Password Forgot; breached: Password Breached; dedupe: Password Dedupe; setNew: Password Set New. */
  reason: ResetEmailReason;
  resending: boolean;
  error?: string;
  onResend: () => void;
  onBack: () => void;
}

/** The screens that say a reset email went out, and where (SPEC §2, §4). */
export function PasswordEmailSentScreen({ email, reason, resending, error, onResend, onBack }: PasswordEmailSentScreenProps) {
  const texts = passwordText.emailSent[reason];
  return (
    <>
      <Heading>{texts.heading}</Heading>
      <Text>{keepTogether(texts.text(email), email)}</Text>
      {error && <AlertBanner variant="form-error">{error}</AlertBanner>}
      <p className="court-text" part={PART.text}>
        {passwordText.didntGetIt}{' '}
        <button type="button" className="court-link" part={PART.link} aria-disabled={resending || undefined} aria-busy={resending || undefined} onClick={(event) => activate(event, resending, onResend)}>
          {passwordText.resendEmail}
        </button>
      </p>
      <Button disabled={resending} onClick={onBack}>{passwordText.back}</Button>
    </>
  );
}
