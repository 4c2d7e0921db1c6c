// The element's signOut(), loaded on its first call: most pages sign out through the page's session
// API, or never from the element.
import { loadCourtSession } from '../src/loading/court-loader.ts';
import type { ElementValues } from './properties.ts';
import { readSetup } from './setup.ts';

/** Forgets the session in this browser at once, then revokes it at the provider (also when the provider is down). */
export async function signOut(values: ElementValues): Promise<void> {
  const setup = readSetup(values);
  if (setup.kind !== 'ready') throw new Error('court-login: signOut() needs a valid public-token and configuration.');
  await (await loadCourtSession(setup.courtOptions)).signOut();
}
