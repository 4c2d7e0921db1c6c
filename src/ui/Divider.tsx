import { text } from '../i18n/en.ts';
import { PART } from './parts.ts';

export function Divider() {
  return (
    <div className="court-divider" part={PART.divider} role="separator" aria-label={text.divider}>
      <span aria-hidden="true">{text.divider}</span>
    </div>
  );
}
