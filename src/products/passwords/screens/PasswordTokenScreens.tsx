import passwords from '../../../i18n/compiled/en/passwords.ts';
import { useText } from '../../../i18n/text.ts';
import { AlertBanner } from '../../../ui/AlertBanner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Heading, Text } from '../../../ui/Heading.tsx';
import { PRODUCT_PART } from '../../../ui/product-parts.ts';

/** A `login` token being exchanged (docs/specification.md#behaviour 'Logging in'); a failure shows here with a way back. */
export function PasswordLoggingInScreen({ error, onBack }: { error?: string; onBack: () => void }) {
  const text = useText(passwords);
  return (
    <>
      <Heading>{text.passwordLoggingIn()}</Heading>
      {error ? (
        <>
          <AlertBanner variant="error">{error}</AlertBanner>
          <Button onClick={onBack}>{text.passwordBackToSignIn()}</Button>
        </>
      ) : (
        <>
          <Text>{text.passwordLoggingInText()}</Text>
          <div
            className="court-progress"
            part={PRODUCT_PART.progress}
            role="progressbar"
            aria-label={text.passwordLoggingIn()}
          />
        </>
      )}
    </>
  );
}

type TokenProblem = 'missing' | 'type' | 'refused' | 'otherBrowser';

interface PasswordTokenProblemScreenProps {
  problem: TokenProblem;
  /** What the provider said of a refused token, in the language on screen when its type is known. */
  detail?: string;
  onSendNew: () => void;
  onBack: () => void;
}

const PROBLEM_TEXT = {
  missing: 'passwordTokenMissing',
  type: 'passwordTokenType',
  refused: 'passwordTokenRefused',
  otherBrowser: 'passwordTokenOtherBrowser',
} as const satisfies Record<TokenProblem, keyof typeof passwords>;

/** A missing, wrong-type, used or expired reset token, or one asked for in another browser: what happened, and ways on. */
export function PasswordTokenProblemScreen({ problem, detail, onSendNew, onBack }: PasswordTokenProblemScreenProps) {
  const text = useText(passwords);
  const message = (problem === 'refused' && detail) || text[PROBLEM_TEXT[problem]]();
  return (
    <>
      <Heading>{text.passwordTokenProblemHeading()}</Heading>
      <AlertBanner variant="error">{message}</AlertBanner>
      {problem === 'otherBrowser' && (
        <Button variant="primary" onClick={onSendNew}>
          {text.passwordSendNewLink()}
        </Button>
      )}
      <Button variant={problem === 'otherBrowser' ? 'secondary' : 'primary'} onClick={onBack}>
        {text.passwordBackToSignIn()}
      </Button>
    </>
  );
}
