import core from '../i18n/compiled/en/core.ts';
import { useText } from '../i18n/text.ts';
import { PART } from './parts.ts';

export function Divider() {
  const text = useText(core);
  return (
    <div className="court-divider" part={PART.divider} role="separator" aria-label={text.divider()}>
      <span aria-hidden="true">{text.divider()}</span>
    </div>
  );
}
