// @vitest-environment node
// The provider's passkey options and checks against a real browser: Chromium's virtual authenticator
// creates and uses a passkey from the options JSON the provider sends (parsed with the standard
// PublicKeyCredential.parse*OptionsFromJSON), and the provider verifies what Chromium returns.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type RunningProvider } from '../../local-provider/http/server.ts';
import { signInTestUser } from '../support/provider-calls.ts';
import { launchChromium } from '../../scripts/bench/browser.ts';

let running: RunningProvider;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  running = await startProvider({ port: 0 });
  browser = await launchChromium();
  page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
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
  await page.goto(`${running.url}/_dev/inbox`);
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await running?.close();
});

/** One SDK-style call from the page, with the session token as the Basic secret when given. */
function pageCall(path: string, body: unknown, secret?: string) {
  return page.evaluate(
    async ({ path, body, publicToken, secret }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Basic ${btoa(`${publicToken}:${secret ?? publicToken}`)}`,
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, body, publicToken: running.provider.settings.public_token, secret },
  );
}

describe('passkeys in Chromium', () => {
  it('registers a passkey from the provider options and signs in with it (discoverable)', async () => {
    const ace = signInTestUser(running.provider, 'ace@court-login.local');
    const start = await pageCall(
      '/sdk/v1/webauthn/register/start',
      { domain: 'localhost', return_passkey_credential_options: true, user_agent: 'chromium' },
      ace.sessionToken,
    );
    expect(start.status).toBe(200);

    const registration = await page.evaluate(async (optionsText) => {
      const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(JSON.parse(optionsText));
      const credential = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential;
      return JSON.stringify(credential.toJSON());
    }, start.body.data.public_key_credential_creation_options as string);
    const finish = await pageCall(
      '/sdk/v1/webauthn/register',
      { public_key_credential: registration, session_duration_minutes: 30 },
      ace.sessionToken,
    );
    expect(finish.status, JSON.stringify(finish.body)).toBe(200);
    const registrationId = finish.body.data.webauthn_registration_id;

    const signInStart = await pageCall('/sdk/v1/webauthn/authenticate/start/primary', {
      domain: 'localhost',
      return_passkey_credential_options: true,
    });
    const assertion = await page.evaluate(async (optionsText) => {
      const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON(JSON.parse(optionsText));
      const credential = (await navigator.credentials.get({ publicKey })) as PublicKeyCredential;
      return JSON.stringify(credential.toJSON());
    }, signInStart.body.data.public_key_credential_request_options as string);
    const signIn = await pageCall('/sdk/v1/webauthn/authenticate', {
      public_key_credential: assertion,
      session_duration_minutes: 30,
    });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    expect(signIn.body.data.user_id).toBe(ace.userId);
    expect(signIn.body.data.webauthn_registration_id).toBe(registrationId);
  }, 30_000);
});
