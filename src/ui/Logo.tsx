import { text } from '../i18n/en.ts';
import { PART } from './parts.ts';

/** At most 50px high and 100px wide (SPEC §9), enforced by the stylesheet. */
export function Logo({ url }: { url: string }) {
  return <img className="court-logo" part={PART.logo} src={url} alt={text.logoAlt} />;
}
