// How <court-login> sends its `court-*` events: from the element itself, bubbling and composed.
import type { CourtLoginEvents } from './events.ts';

export type Emit = (name: keyof CourtLoginEvents, detail: unknown) => void;

/**
 * The element's emitter. An outcome that arrives after the page removed the element (often in
 * reaction to the session it just stored) goes to the element's own listeners and then to its
 * document, which a removed element's event would not reach. Once per listener either way.
 */
export function emitterOf(host: HTMLElement): Emit {
  return (name, detail) => {
    const init = { detail, bubbles: true, composed: true };
    const connected = host.isConnected;
    host.dispatchEvent(new CustomEvent(name, init));
    if (!connected) host.ownerDocument.dispatchEvent(new CustomEvent(name, init));
  };
}
