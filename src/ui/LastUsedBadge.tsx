// Mirrored by src/paint/first-screen.ts and first-form.ts; tests/browser/first-paint.test.ts compares them.
import firstScreen from '../i18n/compiled/en/firstScreen.ts';
import { useText } from '../i18n/text.ts';
import { PART } from './parts.ts';

/**
 * Marks the way the visitor last signed in on this browser (session/last-used.ts). Its control names
 * it as its description (`aria-describedby`), so the control's accessible name stays the same.
 */
export function LastUsedBadge({ id }: { id: string }) {
  const text = useText(firstScreen);
  return (
    <span id={id} className="court-badge" part={PART.lastUsed}>
      {text.lastUsed()}
    </span>
  );
}
