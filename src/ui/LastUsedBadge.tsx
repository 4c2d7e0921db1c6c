import core from '../i18n/compiled/en/core.ts';
import { useText } from '../i18n/text.ts';
import { PART } from './parts.ts';

/** Marks the way the visitor last signed in on this browser (session/last-used.ts). */
export function LastUsedBadge() {
  const text = useText(core);
  return <span className="court-badge" part={PART.lastUsed}>{text.lastUsed()}</span>;
}
