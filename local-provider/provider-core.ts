// What routes and helpers see of the local provider: its settings, state, clock, inbox and limits.
// LocalProvider (app.ts) is the one implementation. This module imports no route, so that routes and
// helpers depend on it rather than on app.ts, which imports them (no import cycle).
import type { FaultSwitches } from './dev/faults.ts';
import type { GuessLimiter } from './limits/guess-limit.ts';
import type { Inbox } from './dev/inbox.ts';
import type { RateLimiter } from './limits/rate-limit.ts';
import type { ProviderSettings } from './settings/settings.ts';
import type { ProviderState } from './state/state.ts';

export interface ProviderCore {
  readonly settings: ProviderSettings;
  /**
   * The provider's own URL (`http://localhost:8788`, no trailing slash), the one issuer of its
   * authorization server. startProvider sets it once it listens; an in-process provider created
   * without one (tests' fetch handler) names the origin each request was sent to instead.
   */
  issuer: string | null;
  state: ProviderState;
  now: () => number;
  readonly inbox: Inbox;
  readonly faults: FaultSwitches;
  /** Sends per destination (codes, links). */
  readonly sendLimits: RateLimiter;
  /** Bare password strength checks per client. */
  readonly strengthLimits: RateLimiter;
  readonly guessLimits: GuessLimiter;
  /** OAuth client registrations per caller (client-key.ts). */
  readonly registrationLimits: RateLimiter;
  /** OAuth client registrations from every caller together: what a caller that names any origin cannot dodge. */
  readonly registrationsInAll: RateLimiter;
  /** Captcha tokens already accepted (by jti), until they expire (captcha.ts). */
  readonly usedCaptchaTokens: Map<string, number>;
  /** Forgets every user, session, token and message, then seeds the test users again; clears faults and limits. */
  reset(): void;
}
