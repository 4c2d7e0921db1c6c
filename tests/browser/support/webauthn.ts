// Chromium's virtual authenticator for browser tests, reached through CDP from the test runner:
// `executeServerCommand('webauthn-add')` gives the test page an authenticator (ctap2, internal,
// resident keys, user verification) and returns its id; 'webauthn-remove' takes it away again.
import type { CDPSession, Page } from 'playwright';

interface TestSession {
  id: string;
  browser: { getPage(id: string): Page };
}

const sessions = new WeakMap<Page, CDPSession>();

async function cdpFor(page: Page): Promise<CDPSession> {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    sessions.set(page, cdp);
  }
  return cdp;
}

export function webauthnCommands() {
  return {
    name: 'webauthn',
    async executeCommand({ command, payload, session }: { command: string; payload?: unknown; session: TestSession }): Promise<unknown> {
      if (!command.startsWith('webauthn-')) return undefined;
      const cdp = await cdpFor(session.browser.getPage(session.id));
      const { authenticatorId } = (payload ?? {}) as { authenticatorId?: string };
      switch (command) {
        case 'webauthn-add': {
          const added = await cdp.send('WebAuthn.addVirtualAuthenticator', {
            options: {
              protocol: 'ctap2', ctap2Version: 'ctap2_1', transport: 'internal', hasResidentKey: true,
              hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true,
            },
          });
          return added.authenticatorId;
        }
        case 'webauthn-remove':
          await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: authenticatorId! });
          return true;
        case 'webauthn-credentials':
          return (await cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticatorId! })).credentials.length;
        default:
          return undefined;
      }
    },
  };
}
