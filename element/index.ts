// Entry of the court-login.js bundle: importing it defines <court-login> once, even when the
// script is loaded twice.
import { CourtLoginElement } from './court-login.ts';

export { CourtLoginElement };

if (!customElements.get('court-login')) customElements.define('court-login', CourtLoginElement);

declare global {
  interface HTMLElementTagNameMap {
    'court-login': CourtLoginElement;
  }
}
