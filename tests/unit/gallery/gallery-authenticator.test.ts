// @vitest-environment-options {"url": "http://localhost:5174/gallery/"}
// The gallery's authenticators make passkeys a relying party accepts: the widget's own browser side
// (@simplewebauthn/browser) turns their answer into the JSON the provider gets, @simplewebauthn/server
// verifies it, and the widget names each passkey after the authenticator that made it.
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_AUTHENTICATORS, installGalleryAuthenticators } from '../../../demo/gallery/authenticator.ts';
import { authenticatorName } from '../../../src/products/passkeys/passkey-name.ts';
import { browserPasskeys } from '../../../src/products/passkeys/passkeys-webauthn.ts';
import { hasWebAuthn } from '../../../src/products/passkeys/webauthn-support.ts';

const ORIGIN = 'http://localhost:5174';

async function creationOptions(rpID: string, excluded: string[] = []): Promise<string> {
  return JSON.stringify(
    await generateRegistrationOptions({
      rpName: 'Court',
      rpID,
      userName: 'rally@court-login.local',
      attestationType: 'none',
      excludeCredentials: excluded.map((id) => ({ id })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    }),
  );
}

describe('the gallery authenticators', () => {
  beforeAll(() => {
    expect(hasWebAuthn(), 'a page without WebAuthn of its own').toBe(false);
    installGalleryAuthenticators();
  });

  it('bring what the widget checks before it offers passkeys', () => {
    expect(hasWebAuthn()).toBe(true);
  });

  it('answer in turn with a verified passkey, named after each, then refuse an account they all hold', async () => {
    const made: string[] = [];
    for (const authenticator of GALLERY_AUTHENTICATORS) {
      const options = await creationOptions('localhost', made);
      const answer = await browserPasskeys.create(options).answer;
      if (!answer.ok) throw new Error(`${authenticator.name}: ${answer.detail}`);
      const credential = JSON.parse(answer.credential) as RegistrationResponseJSON;
      const verification = await verifyRegistrationResponse({
        response: credential,
        expectedChallenge: (JSON.parse(options) as { challenge: string }).challenge,
        expectedOrigin: ORIGIN,
        expectedRPID: 'localhost',
        requireUserVerification: true,
      });
      expect(verification.verified).toBe(true);
      expect(verification.registrationInfo?.fmt).toBe('none');
      expect(verification.registrationInfo?.aaguid).toBe(authenticator.aaguid);
      expect(await authenticatorName(answer.credential)).toBe(authenticator.name);
      made.push(credential.id);
    }
    expect(new Set(made).size).toBe(GALLERY_AUTHENTICATORS.length);
    const refused = await browserPasskeys.create(await creationOptions('localhost', made)).answer;
    expect(refused).toMatchObject({ ok: false, failure: 'already_registered' });
  });

  it("refuse a relying party that is not the page's domain", async () => {
    const answer = await browserPasskeys.create(await creationOptions('court-login.example')).answer;
    expect(answer).toMatchObject({ ok: false, failure: 'failed' });
    expect(answer.ok ? '' : answer.detail).toContain('court-login.example');
  });
});
