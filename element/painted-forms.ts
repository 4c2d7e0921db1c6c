// The forms of the painted first screen (src/paint/first-form.ts), then the painted phone form's
// own send (src/products/otp/painted-send.ts): a chunk court-login.js requests as it paints a screen
// with forms, so that what the forms do before React costs court-login.js one call.
import { addForms } from '../src/paint/first-form.ts';
import type { ReadySetup } from './setup.ts';

export function paintForms(
  painted: HTMLElement,
  { config, courtOptions }: ReadySetup,
  lastUsed: string | undefined,
): Promise<void> | undefined {
  if (!painted.isConnected) return undefined;
  addForms(painted, config, lastUsed);
  return import('../src/products/otp/painted-send.ts').then(({ sendBeforeReact }) =>
    sendBeforeReact(painted, config, courtOptions),
  );
}
