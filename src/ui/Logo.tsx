// Mirrored without React by src/paint/first-screen.ts; tests/browser/first-paint.test.ts compares them.
import firstScreen from '../i18n/compiled/en/firstScreen.ts';
import { useText } from '../i18n/text.ts';
import { PART } from './parts.ts';

/** At most 50px high and 100px wide (docs/specification.md#limits), enforced by the stylesheet. */
export function Logo({ url }: { url: string }) {
  return <img className="court-logo" part={PART.logo} src={url} alt={useText(firstScreen).logoAlt()} />;
}
