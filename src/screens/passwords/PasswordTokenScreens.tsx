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
  problem: 'missing' | 'type' | 'refused' | 'otherBrowser';
  /** The provider's own words for a refused token. */
  detail?: string;
  onSendNew: () => void;
  onBack: () => void;
}

const PROBLEM_TEXT = { missing: passwordText.tokenMissing, type: passwordText.tokenType, refused: passwordText.tokenRefused, otherBrowser: passwordText.tokenOtherBrowser };

/** A missing, wrong-type, used or expired reset token, or one asked for in another browser: what happened, and ways on. */
export function PasswordTokenProblemScreen({ problem, detail, onSendNew, onBack }: PasswordTokenProblemScreenProps) {
  const message = problem === 'refused' ? detail || PROBLEM_TEXT.refused : PROBLEM_TEXT[problem];
  return (
    <>
      <Heading>{passwordText.tokenProblemHeading}</Heading>
      <AlertBanner variant="error">{message}</AlertBanner>
      {problem === 'otherBrowser' && <Button variant="primary" onClick={onSendNew}>{passwordText.sendNewLink}</Button>}
      <Button variant={problem === 'otherBrowser' ? 'secondary' : 'primary'} onClick={onBack}>{passwordText.backToSignIn}</Button>
    </>
  );
}
