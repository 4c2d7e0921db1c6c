import { useEffect, useId, useRef, useState } from 'react';
import { OTP_LENGTH } from '../../../flows/validation.ts';
import otp from '../../../i18n/compiled/en/otp.ts';
import { useText } from '../../../i18n/text.ts';
import { AlertBanner } from '../../../ui/AlertBanner.tsx';
import { LinkButton } from '../../../ui/LinkButton.tsx';
import { formatMinutesSeconds, useSecondsLeft } from '../../../ui/Countdown.tsx';
import { DigitBoxes } from '../../../ui/DigitBoxes.tsx';
import { Heading } from '../../../ui/Heading.tsx';
import { keepTogether } from '../../../ui/keep-together.tsx';
import { PART } from '../../../ui/parts.ts';
import { PRODUCT_PART } from '../../../ui/product-parts.ts';

interface OtpAuthenticateScreenProps {
  destination: string;
  expiresAt: number;
  verifying: boolean;
  resending: boolean;
  error?: string;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
}

const NO_DIGITS: readonly string[] = Array.from({ length: OTP_LENGTH }, () => '');

export function OtpAuthenticateScreen(props: OtpAuthenticateScreenProps) {
  const { destination, expiresAt, verifying, resending, error, onSubmit, onResend, onBack } = props;
  const text = useText(otp);
  const id = useId();
  const [digits, setDigits] = useState(NO_DIGITS);
  const boxes = useRef<HTMLDivElement>(null);
  const shownExpiry = useRef(expiresAt);
  const secondsLeft = useSecondsLeft(expiresAt);
  const busy = verifying || resending;

  function restart() {
    setDigits(NO_DIGITS);
    boxes.current?.querySelector('input')?.focus({ preventScroll: true });
  }
  // A failed attempt empties the boxes and puts the cursor back in the first one.
  useEffect(() => {
    if (!verifying && error) restart();
  }, [verifying, error]);
  // So does a new code: the digits typed were those of the old one.
  useEffect(() => {
    if (shownExpiry.current === expiresAt) return;
    shownExpiry.current = expiresAt;
    restart();
  }, [expiresAt]);

  function change(next: string[]) {
    setDigits(next);
    if (next.every(Boolean)) onSubmit(next.join(''));
  }

  return (
    <>
      <LinkButton className="court-back" inactive={busy} onClick={onBack}>
        <span className="court-back-arrow" aria-hidden="true">
          ←
        </span>{' '}
        {text.otpBack()}
      </LinkButton>
      <Heading>{text.otpHeading()}</Heading>
      <p id={`${id}-sent`} className="court-text" part={PART.text}>
        {keepTogether(text.otpSentTo({ destination }), destination)}
      </p>
      <div ref={boxes}>
        <DigitBoxes digits={digits} disabled={verifying} describedBy={`${id}-sent`} error={error} onChange={change} />
      </div>
      <div role="status" className="court-stack court-status">
        {verifying && (
          <>
            <span>{text.otpVerifying()}</span>
            <div
              className="court-progress"
              part={PRODUCT_PART.progress}
              role="progressbar"
              aria-label={text.otpVerifying()}
            />
          </>
        )}
        {secondsLeft === 0 && <span className="court-text">{text.otpExpired()}</span>}
      </div>
      {error && <AlertBanner variant="form-error">{error}</AlertBanner>}
      <p className="court-text" part={PART.text}>
        {secondsLeft > 0 && <span>{text.otpExpiresIn({ time: formatMinutesSeconds(secondsLeft) })}</span>}{' '}
        <LinkButton inactive={busy} pending={resending} onClick={onResend}>
          {text.otpResendCode()}
        </LinkButton>
      </p>
    </>
  );
}
