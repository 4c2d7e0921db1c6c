// Entry of the court-login.js bundle (the package's `court-login` import is module.ts): importing it defines
// <court-login> once (even when the script is loaded twice) and gives page code the session API.
// Without a DOM (Node, a server render) importing it defines nothing and touches nothing.
import { CourtLoginElement } from './court-login.ts';
import type { CourtLoginEvents } from './events.ts';

export { CourtLoginElement };
export { loadCourtSession as loadSession } from '../src/loading/court-loader.ts';
export type { CourtSession, RedirectOutcome } from '../src/session/page-session.ts';
export type { CourtLoginConfig, OAuthProviderInput } from '../src/config/input.ts';
export type { LanguageCatalogue, MessageKey, TextOverrides } from '../src/i18n/keys.ts';
export type { CourtLoginEvents } from './events.ts';
export type { CourtOptions, SessionSnapshot } from '../src/session/types.ts';
export type {
  AuthResponse,
  ErrorDetail,
  OAuthProviderType,
  Session,
  SignInMethod,
  SuccessDetail,
  User,
  WidgetEventDetail,
} from '../src/types/index.ts';

if (typeof customElements !== 'undefined' && !customElements.get('court-login'))
  customElements.define('court-login', CourtLoginElement);

declare global {
  interface HTMLElementTagNameMap {
    'court-login': CourtLoginElement;
  }
  // The events bubble and are composed: they reach the document and the window too.
  interface HTMLElementEventMap extends CourtLoginEvents {}
  interface DocumentEventMap extends CourtLoginEvents {}
  interface WindowEventMap extends CourtLoginEvents {}
}
