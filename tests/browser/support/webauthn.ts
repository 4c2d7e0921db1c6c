// Virtual authenticators for browser tests, each engine's own, reached from the test runner:
// `executeServerCommand('webauthn-add')` gives the browser an authenticator (CTAP 2.1, internal,
// resident keys, user verification, consenting at once) and returns its id; 'webauthn-remove' takes
// it away again; 'webauthn-choose-autofill' answers the page's pending conditional request with
// the authenticator's passkey, as a visitor picking it from the field's autofill list does.
// - Chromium: CDP's WebAuthn domain, through Playwright. Its authenticator answers a conditional
//   request at once, so there is nothing to choose.
// - Firefox: its WebAuthn service's virtual authenticators (what Marionette's WebAuthn commands use;
//   WebDriver BiDi has none), called in the browser's own chrome window (./firefox-chrome.ts). The
//   Firefox launcher allows that system access and routes WebAuthn to them.
import type { CDPSession, Page } from 'playwright';
import type { Page as PuppeteerPage } from 'puppeteer';
import type { Engine } from '../../../scripts/browsers.ts';
import { firefoxChrome } from './firefox-chrome.ts';

interface TestSession {
  id: string;
  browser: { getPage(id: string): unknown };
}

interface Authenticators {
  add(): Promise<string>;
  remove(id: string): Promise<void>;
  chooseAutofill(id: string): Promise<void>;
}

const cdpSessions = new WeakMap<Page, CDPSession>();

async function chromiumAuthenticators(page: Page): Promise<Authenticators> {
  let cdp = cdpSessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    cdpSessions.set(page, cdp);
  }
  const session = cdp;
  return {
    async add() {
      const added = await session.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          ctap2Version: 'ctap2_1',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      return added.authenticatorId;
    },
    async remove(authenticatorId) {
      await session.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    },
    async chooseAutofill() {},
  };
}

const WEBAUTHN_SERVICE = 'Cc["@mozilla.org/webauthn/service;1"].getService(Ci.nsIWebAuthnService)';

async function firefoxAuthenticators(page: PuppeteerPage): Promise<Authenticators> {
  const evaluate = await firefoxChrome(page, "Firefox's WebAuthn service");
  const service = (call: string) => evaluate(`${WEBAUTHN_SERVICE}.${call}`);
  return {
    // protocol, transport, hasResidentKey, hasUserVerification, isUserConsenting, isUserVerified
    add: async () =>
      (await service('addVirtualAuthenticator("ctap2_1", "internal", true, true, true, true)')) as string,
    remove: async (id) => void (await service(`removeVirtualAuthenticator(${JSON.stringify(id)})`)),
    async chooseAutofill(id) {
      const credentialId = (await service(`getCredentials(${JSON.stringify(id)})[0].credentialId`)) as string;
      const bytes = JSON.stringify([...Buffer.from(credentialId, 'base64url')]);
      const origin = JSON.stringify(new URL(page.url()).origin);
      // What the autofill list does when the passkey is picked, once the page's request is pending.
      const choose = `((service) => {
        const transaction = service.hasPendingConditionalGet(gBrowser.selectedBrowser.browsingContext.id, ${origin});
        if (transaction) service.selectAutoFillEntry(transaction, ${bytes});
        return Boolean(transaction);
      })(${WEBAUTHN_SERVICE})`;
      const deadline = Date.now() + 10_000;
      while (!(await evaluate(choose))) {
        if (Date.now() > deadline) throw new Error('The page made no conditional WebAuthn request within 10 s.');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

export function webauthnCommands(engine: Engine) {
  return {
    name: 'webauthn',
    async executeCommand({
      command,
      payload,
      session,
    }: {
      command: string;
      payload?: unknown;
      session: TestSession;
    }): Promise<unknown> {
      if (!command.startsWith('webauthn-')) return undefined;
      const page = session.browser.getPage(session.id);
      if (engine === 'webkit') throw new Error('WebKitGTK has no WebAuthn: no virtual authenticator to add.');
      const authenticators =
        engine === 'firefox'
          ? await firefoxAuthenticators(page as PuppeteerPage)
          : await chromiumAuthenticators(page as Page);
      const { authenticatorId } = (payload ?? {}) as { authenticatorId?: string };
      switch (command) {
        case 'webauthn-add':
          return authenticators.add();
        case 'webauthn-remove':
          await authenticators.remove(authenticatorId!);
          return true;
        case 'webauthn-choose-autofill':
          await authenticators.chooseAutofill(authenticatorId!);
          return true;
        default:
          return undefined;
      }
    },
  };
}
