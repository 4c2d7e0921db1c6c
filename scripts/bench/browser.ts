// Headless Chromium for the bench: no sandbox or GPU (a container or CI machine may offer neither),
// and no background traffic (updates, sync, QUIC) to disturb the timings. The page probe is in probe.ts.
import { chromium, type Browser } from 'playwright';
import { chromiumPath } from '../browsers.ts';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}
