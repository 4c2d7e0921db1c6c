// The DOM events <court-login> sends (bubbling and composed), by name.
import type { SessionSnapshot } from '../src/session/types.ts';
import type { ErrorDetail, SuccessDetail, WidgetEventDetail } from '../src/types/index.ts';

export interface CourtLoginEvents {
  /** A sign-in finished, by any method (once per sign-in). No tokens. */
  'court-success': CustomEvent<SuccessDetail>;
  /** An error the visitor was shown, or a configuration problem (`code: 'config'`). */
  'court-error': CustomEvent<ErrorDetail>;
  /** Every widget event of the flow (`{ type, data }`). */
  'court-event': CustomEvent<WidgetEventDetail>;
  /** The session at start-up and on every change (sign-in, sign-out, other tabs). */
  'court-session': CustomEvent<SessionSnapshot>;
}
