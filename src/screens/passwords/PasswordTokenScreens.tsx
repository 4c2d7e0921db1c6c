import { passwordText } from '../../i18n/en-passwords.ts';
import { AlertBanner } from '../../ui/AlertBanner.tsx';
import { Button } from '../../ui/Button.tsx';
import { Heading, Text } from '../../ui/Heading.tsx';
import { PART } from '../../ui/parts.ts';

/** A `login` token being exchanged (SPEC §4 'Logging in'); a failure shows here with a way back. */
export function PasswordLoggingInScreen({ error, onBack }: { error?: string; onBack: () => void }) {
  return (
    <>
      <Heading>{passwordText.loggingIn}</Heading>
      {error ? (
        <>
          <AlertBanner variant="error">{error}</AlertBanner>
          <Button onClick={onBack}>{passwordText.backToSignIn}</Button>
        </>
      ) : (
        <>
          <Text>{passwordText.loggingInText}</Text>
          <div className="court-progress" part={PART.progress} role="progressbar" aria-label={passwordText.loggingIn} />
        </>
      )}
    </>
  );
}

interface PasswordTokenProblemScreenProps {
  problem: 'missing' | 'type' | 'refused';
  /** The provider's own words for a refused token. */
  detail?: string;
  onBack: () => void;
}

/** A missing, wrong-type, used or expired reset token: what happened, and a way back. */
export function PasswordTokenProblemScreen({ problem, detail, onBack }: PasswordTokenProblemScreenProps) {
  const message = problem === 'missing' ? passwordText.tokenMissing : problem === 'type' ? passwordText.tokenType : detail || passwordText.tokenRefused;
  return (
    <>
      <Heading>{passwordText.tokenProblemHeading}</Heading>
      <AlertBanner variant="error">{message}</AlertBanner>
      <Button variant="primary" onClick={onBack}>{passwordText.backToSignIn}</Button>
    </>
  );
}
