// Entry of the court-login.js bundle and of the `court-login` package: importing it defines
// <court-login> once (even when the script is loaded twice) and gives page code the session API.
import { CourtLoginElement } from './court-login.ts';
import type { CourtLoginEvents } from './events.ts';

export { CourtLoginElement };
export { loadCourtSession as loadSession, type CourtSession, type RedirectOutcome } from '../src/widget/index.ts';
export type { CourtLoginConfig, OAuthProviderInput } from '../src/config/input.ts';
export type { CourtLoginEvents } from './events.ts';
export type { CourtOptions, SessionSnapshot } from '../src/session/types.ts';
export type {
  AuthResponse, ErrorDetail, OAuthProviderType, Session, SignInMethod, SuccessDetail, User, WidgetEventDetail,
} from '../src/types/index.ts';

if (!customElements.get('court-login')) customElements.define('court-login', CourtLoginElement);

declare global {
  interface HTMLElementTagNameMap {
    'court-login': CourtLoginElement;
  }
  interface HTMLElementEventMap extends CourtLoginEvents {}
}
