import { cryptoText } from '../../i18n/en-crypto.ts';
import { PART } from '../../ui/parts.ts';

/** The back arrow at the top of a crypto screen; `label` names where it goes when not Back. */
export function BackLink({ onBack, label = cryptoText.back }: { onBack: () => void; label?: string }) {
  return (
    <button type="button" className="court-link court-back" part={PART.link} onClick={onBack}>
      <span aria-hidden="true">←</span> {label}
    </button>
  );
}
