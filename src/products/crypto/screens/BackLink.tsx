import crypto from '../../../i18n/compiled/en/crypto.ts';
import { useText } from '../../../i18n/text.ts';
import { PART } from '../../../ui/parts.ts';

/** The back arrow at the top of a crypto screen; `label` names where it goes when not Back. */
export function BackLink({ onBack, label }: { onBack: () => void; label?: string }) {
  const text = useText(crypto);
  return (
    <button type="button" className="court-link court-back" part={PART.link} onClick={onBack}>
      <span className="court-back-arrow" aria-hidden="true">
        ←
      </span>{' '}
      {label ?? text.cryptoBack()}
    </button>
  );
}
