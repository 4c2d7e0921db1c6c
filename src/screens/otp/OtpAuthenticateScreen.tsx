import { useEffect, useRef, useState } from 'react';
import { OTP_LENGTH } from '../../flows/validation.ts';
import { text } from '../../i18n/en.ts';
import { AlertBanner } from '../../ui/AlertBanner.tsx';
import { countdownText, useSecondsLeft } from '../../ui/Countdown.tsx';
import { DigitBoxes } from '../../ui/DigitBoxes.tsx';
import { Heading, Text } from '../../ui/Heading.tsx';
import { PART } from '../../ui/parts.ts';

interface OtpAuthenticateScreenProps {
  destination: string;
  expiresAt: number;
  verifying: boolean;
  resending: boolean;
  error?: string;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onBack?: () => void;
}

export function OtpAuthenticateScreen(props: OtpAuthenticateScreenProps) {
  const { destination, expiresAt, verifying, resending, error, onSubmit, onResend, onBack } = props;
  const [code, setCode] = useState('');
  const boxes = useRef<HTMLDivElement>(null);
  const secondsLeft = useSecondsLeft(expiresAt);

  // A failed attempt empties the boxes and puts the cursor back in the first one.
  useEffect(() => {
    if (verifying || !error) return;
    setCode('');
    boxes.current?.querySelector('input')?.focus();
  }, [verifying, error]);

  function change(next: string) {
    setCode(next);
    if (next.length === OTP_LENGTH) onSubmit(next);
  }

  return (
    <>
      {onBack && (
        <button type="button" className="court-link court-back" part={PART.link} onClick={onBack} aria-label={text.back}>
          ← {text.back}
        </button>
      )}
      <Heading>{text.otpHeading}</Heading>
      <Text>{text.otpSentTo(destination)}</Text>
      <div ref={boxes}>
        <DigitBoxes value={code} length={OTP_LENGTH} disabled={verifying} error={error} onChange={change} />
      </div>
      {verifying && (
        <div role="status" className="court-stack">
          <span>{text.verifying}</span>
          <div className="court-progress" part={PART.progress} role="progressbar" aria-label={text.verifying} />
        </div>
      )}
      {error && <AlertBanner variant="form-error">{error}</AlertBanner>}
      <p className="court-text" part={PART.text}>
        <span>{countdownText(secondsLeft)}</span>{' '}
        <button type="button" className="court-link" part={PART.link} disabled={resending} aria-busy={resending || undefined} onClick={onResend}>
          {text.resendCode}
        </button>
      </p>
    </>
  );
}
