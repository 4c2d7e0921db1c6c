// A sign-out seen while the first screen is still the painter's (React's chunk held at the test
// server): another tab signing out, or a stored session the provider no longer knows. The painted
// screen already is the first screen a sign-out returns to, so React adopts it as it is: the typed
// address stays in the same field, which a page or a driver may hold. Before, React adopted it and
// at once mounted a new first screen for that sign-out: new nodes, the address gone. Shadow and
// light DOM.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { getCourt } from '../../src/session/court.ts';
import { cleanup, PUBLIC_TOKEN, recordEvents, root, waitFor } from './support/element.ts';
import { PAINTED, paintElement } from './support/painted.ts';
import { providerUrl } from './support/provider.ts';
import { signIn } from './support/session.ts';

const CONFIG = { products: ['oauth', 'emailMagicLinks'], oauthOptions: { providers: [{ type: 'google' }] } };

/** A session on this page, signed in by an emailed passcode over the client API. */
async function signInHere(email: string): Promise<void> {
  const court = getCourt({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() });
  court.session.applyAuthResponse(await signIn(court, email));
}

describe('a sign-out before React has rendered the painted first screen', function () {
  // Each test waits for the painted forms' first build (support/painted.ts) before its own steps.
  this.timeout(60_000);
  const typed: Array<{ element: HTMLElement; field: HTMLInputElement; address: string }> = [];
  before(() => executeServerCommand('hold-module', '/element/react-renderer.ts'));
  after(async () => {
    await executeServerCommand('release-modules');
    cleanup();
  });

  for (const shadow of [true, false]) {
    it(`keeps the painted screen for React, with what was typed (${shadow ? 'Shadow' : 'light'} DOM)`, async () => {
      await signInHere(`painted-sign-out-${shadow}@court-login.local`);
      const element = await paintElement(CONFIG, shadow, 'input[type="email"]');
      const field = root(element).querySelector<HTMLInputElement>(`${PAINTED} input[type="email"]`)!;
      const address = `typed-${shadow}@example.com`;
      field.value = address;
      const sessions = recordEvents('court-session');
      // As another tab's sign-out reaches this page: its Court forgets the session.
      await getCourt({ publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() }).session.revoke({
        forceClear: true,
      });
      await waitFor(() => sessions.some((event) => event.detail.status === 'signed-out'));
      expect(root(element).querySelector(PAINTED), "React's chunk is still held").to.not.equal(null);
      typed.push({ element, field, address });
    });
  }

  it('React adopts those screens as they are: the same field, with the address typed', async () => {
    expect(typed).to.have.length(2);
    await executeServerCommand('release-modules');
    for (const { element, field, address } of typed) {
      await waitFor(() => !root(element).querySelector(PAINTED), 30_000);
      // Compared as a yes or no: chai's message for two different nodes would print React's fibers.
      expect(root(element).querySelector('input[type="email"]') === field, 'the same field').to.equal(true);
      expect(field.isConnected).to.equal(true);
      expect(field.value).to.equal(address);
    }
  });
});
