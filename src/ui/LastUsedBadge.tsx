// Mirrored by src/paint/first-screen.ts and first-form.ts; tests/browser/first-paint.test.ts compares them.
import core from '../i18n/compiled/en/core.ts';
import { useText } from '../i18n/text.ts';
import { PART } from './parts.ts';

/**
 * Marks the way the visitor last signed in on this browser (session/last-used.ts). Its control names
 * it as its description (`aria-describedby`), so the control's accessible name stays the same.
 */
export function LastUsedBadge({ id }: { id: string }) {
  const text = useText(core);
  return (
    <span id={id} className="court-badge" part={PART.lastUsed}>
      {text.lastUsed()}
    </span>
  );
}
