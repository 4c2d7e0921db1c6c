import type { PasswordStrength } from '../../../flows/values.ts';
import passwords from '../../../i18n/compiled/en/passwords.ts';
import { useText } from '../../../i18n/text.ts';
import { PRODUCT_PART } from '../../../ui/product-parts.ts';

/** Bars lit for a zxcvbn score (docs/specification.md#validation): 0–1 one, 2 two, 3 three, 4 four. */
export function barsFor(score: number): number {
  return Math.max(1, Math.min(4, score));
}

/** What the strength check said: the meter and warning (zxcvbn) or the LUDS rules, and the breach notice. */
export function StrengthFeedback({
  id,
  strength,
  luds,
}: {
  id: string;
  strength?: PasswordStrength;
  luds: LudsConfig | null;
}) {
  return (
    <div id={id} className="court-strength" aria-live="polite">
      {strength && <StrengthDetails strength={strength} luds={luds} />}
    </div>
  );
}

/** The project's LUDS rule from bootstrap, when known. */
export interface LudsConfig {
  ludsComplexity: number;
  ludsMinimumCount: number;
}

/** The meter's words for zxcvbn scores 0 to 4. */
const SCORE_NAMES = [
  'passwordStrengthVeryWeak',
  'passwordStrengthWeak',
  'passwordStrengthFair',
  'passwordStrengthGood',
  'passwordStrengthStrong',
] as const;

function StrengthDetails({ strength, luds }: { strength: PasswordStrength; luds: LudsConfig | null }) {
  const text = useText(passwords);
  const lines: string[] = [];
  if (strength.policy === 'luds') {
    // The rule names totals; without the project's settings they follow from what is missing.
    const length = luds?.ludsMinimumCount ?? strength.missingCharacters + [...strength.password].length;
    const kinds = luds?.ludsComplexity ?? strength.missingComplexity + strength.ludsKindsPresent;
    if (strength.missingCharacters > 0) lines.push(text.passwordLudsLength({ count: length }));
    if (strength.missingComplexity > 0) lines.push(text.passwordLudsComplexity({ count: kinds }));
  } else if (strength.policy === 'zxcvbn' && !strength.validPassword) {
    // The checker's own words (zxcvbn feedback), shown as they come.
    if (strength.warning) lines.push(strength.warning);
    lines.push(...strength.suggestions);
  }
  const bars = barsFor(strength.score);
  return (
    <>
      {strength.policy === 'zxcvbn' && (
        <div
          className="court-meter"
          part="strength-meter"
          role="meter"
          aria-label={text.passwordStrengthLabel()}
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={strength.score}
          aria-valuetext={text[SCORE_NAMES[strength.score] ?? 'passwordStrengthVeryWeak']()}
          data-bars={bars}
          data-valid={strength.validPassword}
        >
          {[1, 2, 3, 4].map((bar) => (
            <span key={bar} className="court-meter-bar" data-lit={bar <= bars} />
          ))}
        </div>
      )}
      {strength.breached && (
        <p className="court-field-error" part={PRODUCT_PART.fieldError}>
          {text.passwordBreached()}
        </p>
      )}
      {lines.length > 0 && (
        <ul className="court-strength-list">
          {lines.map((line) => (
            <li key={line} className={strength.validPassword ? 'court-text' : 'court-field-error'}>
              {line}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
