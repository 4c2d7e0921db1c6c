// Sends a `court-*` event from the element, bubbling and composed so that it reaches `document`.
// An outcome that arrives after the page removed the element (often in reaction to the session it
// just stored) goes to the element's own listeners and then to its document, which a removed
// element's event would not reach. Once per listener either way.
import type { CourtLoginEvents } from './events.ts';

export function emitCourtEvent(host: HTMLElement, name: keyof CourtLoginEvents, detail: unknown): void {
  const init = { detail, bubbles: true, composed: true };
  const connected = host.isConnected;
  host.dispatchEvent(new CustomEvent(name, init));
  if (!connected) host.ownerDocument.dispatchEvent(new CustomEvent(name, init));
}
