// A second document of the same origin (an iframe) with its own copy of court-login's modules, so
// that it behaves like another tab: its own Court, its own window receiving `storage` events.
import type { getCourt as GetCourt } from '../../../src/session/court.ts';
import { waitFor } from './session.ts';

interface FrameWindow extends Window {
  courtLogin?: { getCourt: typeof GetCourt };
  courtLoginFailed?: string;
}

export interface OtherDocument {
  getCourt: typeof GetCourt;
  window: Window;
  remove(): void;
}

// An absolute URL: WebKit does not give a srcdoc document its parent's base URL.
const frameSource = () => `<!doctype html><html><body><script type="module">
  try {
    const { getCourt } = await import('${location.origin}/src/session/court.ts');
    window.courtLogin = { getCourt };
  } catch (error) {
    window.courtLoginFailed = String(error);
  }
</script></body></html>`;

/** Opens a same-origin iframe that loaded court-login on its own. */
export async function openOtherDocument(): Promise<OtherDocument> {
  const frame = document.createElement('iframe');
  frame.srcdoc = frameSource();
  document.body.append(frame);
  const frameWindow = await waitFor(() => {
    const candidate = frame.contentWindow as FrameWindow | null;
    if (candidate?.courtLoginFailed)
      throw new Error(`The other document could not load court-login: ${candidate.courtLoginFailed}`);
    return candidate?.courtLogin ? candidate : undefined;
  }, 4000);
  return { getCourt: frameWindow.courtLogin!.getCourt, window: frameWindow, remove: () => frame.remove() };
}
