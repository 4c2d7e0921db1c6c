// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { createProvider, type LocalProvider } from '../../local-provider/http/app.ts';
import { parseState } from '../../local-provider/state/state.ts';
import { MAX_PENDING_CHALLENGES } from '../../local-provider/webauthn/webauthn-state.ts';
import { call, HOST_ORIGIN, signInTestUser } from '../support/provider-calls.ts';
import { SoftwareAuthenticator } from '../support/software-authenticator.ts';

const ACE = 'ace@court-login.local';
const RALLY = 'rally@court-login.local';

let provider: LocalProvider;
let authenticator: SoftwareAuthenticator;
let ace: { sessionToken: string; userId: string };

beforeEach(() => {
  provider = createProvider();
  authenticator = new SoftwareAuthenticator();
  ace = signInTestUser(provider, ACE);
});

async function startRegistration(sessionToken = ace.sessionToken, domain = 'localhost') {
  return call(
    provider,
    'POST',
    '/sdk/v1/webauthn/register/start',
    {
      domain,
      return_passkey_credential_options: true,
      user_agent: 'test-agent',
      authenticator_type: 'platform',
    },
    { sessionToken },
  );
}

async function finishRegistration(credential: string, sessionToken = ace.sessionToken) {
  return call(
    provider,
    'POST',
    '/sdk/v1/webauthn/register',
    {
      public_key_credential: credential,
      session_duration_minutes: 30,
    },
    { sessionToken },
  );
}

async function registerPasskey(sessionToken = ace.sessionToken) {
  const start = await startRegistration(sessionToken);
  const credential = authenticator.create(start.body.data.public_key_credential_creation_options, {
    origin: HOST_ORIGIN,
  });
  const finish = await finishRegistration(credential, sessionToken);
  expect(finish.status).toBe(200);
  return {
    registrationId: finish.body.data.webauthn_registration_id as string,
    credentialId: JSON.parse(credential).id as string,
  };
}

async function startSignIn() {
  const start = await call(provider, 'POST', '/sdk/v1/webauthn/authenticate/start/primary', {
    domain: 'localhost',
    return_passkey_credential_options: true,
  });
  expect(start.status).toBe(200);
  return start.body.data.public_key_credential_request_options as string;
}

async function finishSignIn(credential: string, sessionToken?: string) {
  return call(
    provider,
    'POST',
    '/sdk/v1/webauthn/authenticate',
    {
      public_key_credential: credential,
      session_duration_minutes: 30,
    },
    { sessionToken },
  );
}

describe('passkey registration', () => {
  it('needs a session', async () => {
    const response = await startRegistration(provider.settings.public_token);
    expect(response.status).toBe(401);
    expect(response.body.error_type).toBe('unauthorized_credentials');
  });

  it('refuses a domain that is not an allowed host', async () => {
    const response = await startRegistration(ace.sessionToken, 'evil.example');
    expect(response.status).toBe(400);
    expect(response.body.error_type).toBe('invalid_webauthn_registration_domain');
  });

  it('answers passkey creation options as JSON text with base64url members', async () => {
    const response = await startRegistration();
    expect(response.status).toBe(200);
    expect(response.body.data.user_id).toBe(ace.userId);
    const options = JSON.parse(response.body.data.public_key_credential_creation_options);
    expect(options.rp.id).toBe('localhost');
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(ace.userId);
    expect(options.user.name).toBe(ACE);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
      authenticatorAttachment: 'platform',
    });
    expect(options.pubKeyCredParams).toContainEqual({ alg: -7, type: 'public-key' });
    expect(options.excludeCredentials).toEqual([]);
  });

  it('stores a verified passkey, lists it on the user and adds a passkey factor to the session', async () => {
    const start = await startRegistration();
    const credential = authenticator.create(start.body.data.public_key_credential_creation_options, {
      origin: HOST_ORIGIN,
    });
    const response = await finishRegistration(credential);
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.webauthn_registration_id).toMatch(/^webauthn-registration-test-/);
    expect(data.user.webauthn_registrations).toEqual([
      {
        webauthn_registration_id: data.webauthn_registration_id,
        name: 'Passkey',
        domain: 'localhost',
        user_agent: 'test-agent',
        authenticator_type: 'platform',
        verified: true,
      },
    ]);
    expect(data.__user).toEqual(data.user);
    expect(data.session_token).toBe(ace.sessionToken);
    expect(data.session.authentication_factors.map((factor: { type: string }) => factor.type)).toEqual([
      'magic_link',
      'webauthn',
    ]);
  });

  it('lists existing passkeys in excludeCredentials', async () => {
    const { credentialId } = await registerPasskey();
    const options = JSON.parse((await startRegistration()).body.data.public_key_credential_creation_options);
    expect(options.excludeCredentials).toEqual([{ id: credentialId, type: 'public-key', transports: ['internal'] }]);
  });

  it('refuses a passkey registered twice', async () => {
    const { credentialId } = await registerPasskey();
    const start = await startRegistration();
    const again = authenticator.create(start.body.data.public_key_credential_creation_options, {
      origin: HOST_ORIGIN,
      reuseCredential: credentialId,
    });
    const response = await finishRegistration(again);
    expect(response.status).toBe(409);
    expect(response.body.error_type).toBe('duplicate_webauthn_registration');
  });

  it('refuses a response made on another origin', async () => {
    const start = await startRegistration();
    const credential = authenticator.create(start.body.data.public_key_credential_creation_options, {
      origin: 'https://evil.example',
    });
    const response = await finishRegistration(credential);
    expect(response.status).toBe(400);
    expect(response.body.error_type).toBe('unable_to_register_webauthn_registration');
    expect(response.body.error_message).toContain('https://evil.example');
  });

  it('refuses a challenge issued to another session, and uses each challenge once', async () => {
    const rally = signInTestUser(provider, RALLY);
    const start = await startRegistration();
    const credential = authenticator.create(start.body.data.public_key_credential_creation_options, {
      origin: HOST_ORIGIN,
    });
    expect((await finishRegistration(credential, rally.sessionToken)).status).toBe(401);
    const replay = await finishRegistration(credential);
    expect(replay.status).toBe(400);
    expect(replay.body.error_message).toMatch(/unknown, expired or already used/);
  });

  it('refuses a passkey without user verification', async () => {
    const start = await startRegistration();
    const credential = authenticator.create(start.body.data.public_key_credential_creation_options, {
      origin: HOST_ORIGIN,
      userVerified: false,
    });
    const response = await finishRegistration(credential);
    expect(response.status).toBe(400);
    expect(response.body.error_message).toMatch(/User verification/i);
  });

  it('answers malformed credentials with a clear 400', async () => {
    await startRegistration();
    const response = await finishRegistration('{not json');
    expect(response.status).toBe(400);
    expect(response.body.error_message).toMatch(/malformed/);
  });
});

describe('passkey sign-in', () => {
  it("offers a discoverable request without a session, and the user's own passkeys with one", async () => {
    const { credentialId } = await registerPasskey();
    const primary = JSON.parse(await startSignIn());
    expect(primary).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(primary.allowCredentials ?? []).toEqual([]);
    const secondary = await call(
      provider,
      'POST',
      '/sdk/v1/webauthn/authenticate/start/secondary',
      {
        domain: 'localhost',
        return_passkey_credential_options: true,
      },
      { sessionToken: ace.sessionToken },
    );
    const options = JSON.parse(secondary.body.data.public_key_credential_request_options);
    expect(options.allowCredentials.map((item: { id: string }) => item.id)).toEqual([credentialId]);
  });

  it('answers a secondary start for a user without passkeys with no_active_webauthn_registrations', async () => {
    const response = await call(
      provider,
      'POST',
      '/sdk/v1/webauthn/authenticate/start/secondary',
      { domain: 'localhost' },
      { sessionToken: ace.sessionToken },
    );
    expect(response.status).toBe(404);
    expect(response.body.error_type).toBe('no_active_webauthn_registrations');
  });

  it('signs the user in with a new session and a passkey factor', async () => {
    const { registrationId } = await registerPasskey();
    const response = await finishSignIn(authenticator.get(await startSignIn(), { origin: HOST_ORIGIN }));
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.user_id).toBe(ace.userId);
    expect(data.webauthn_registration_id).toBe(registrationId);
    expect(data.session_token).not.toBe(ace.sessionToken);
    expect(data.session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'webauthn',
        delivery_method: 'webauthn_registration',
        webauthn_factor: { webauthn_registration_id: registrationId, domain: 'localhost', user_agent: 'test-agent' },
      }),
    ]);
    const me = await finishSignIn(authenticator.get(await startSignIn(), { origin: HOST_ORIGIN }), data.session_token);
    expect(me.body.data.session_token).toBe(data.session_token);
  });

  it('uses each challenge once', async () => {
    await registerPasskey();
    const credential = authenticator.get(await startSignIn(), { origin: HOST_ORIGIN });
    expect((await finishSignIn(credential)).status).toBe(200);
    const replay = await finishSignIn(credential);
    expect(replay.status).toBe(401);
    expect(replay.body.error_type).toBe('unable_to_auth_webauthn_registration');
    expect(replay.body.error_message).toMatch(/already used/);
  });

  it("keeps a page's pending challenge while another page asks for a thousand", async () => {
    await registerPasskey();
    const options = await startSignIn();
    for (let index = 0; index < 1000; index += 1) {
      const flood = await call(
        provider,
        'POST',
        '/sdk/v1/webauthn/authenticate/start/primary',
        { domain: 'localhost' },
        { origin: 'http://localhost:6666' },
      );
      expect(flood.status).toBe(200);
    }
    expect((await finishSignIn(authenticator.get(options, { origin: HOST_ORIGIN }))).status).toBe(200);
  });

  it("keeps a visitor's pending challenge while a thousand other clients ask, and refuses them once all are taken", async () => {
    await registerPasskey();
    const options = await startSignIn();
    const answers: number[] = [];
    for (let index = 0; index < MAX_PENDING_CHALLENGES + 5; index += 1) {
      // A program can send any Origin: each request is a client of its own.
      const flood = await call(
        provider,
        'POST',
        '/sdk/v1/webauthn/authenticate/start/primary',
        { domain: 'localhost' },
        { origin: `http://localhost:${10_000 + index}` },
      );
      answers.push(flood.status);
      if (flood.status === 429) expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(MAX_PENDING_CHALLENGES - 1);
    expect(answers.filter((status) => status === 429)).toHaveLength(6);
    expect((await finishSignIn(authenticator.get(options, { origin: HOST_ORIGIN }))).status).toBe(200);
    // The visitor's used challenge made room for one more.
    expect(
      (
        await call(
          provider,
          'POST',
          '/sdk/v1/webauthn/authenticate/start/primary',
          { domain: 'localhost' },
          { origin: 'http://localhost:9999' },
        )
      ).status,
    ).toBe(200);
  });

  it('refuses a signature counter that does not move forward', async () => {
    await registerPasskey();
    expect(
      (await finishSignIn(authenticator.get(await startSignIn(), { origin: HOST_ORIGIN, counter: 5 }))).status,
    ).toBe(200);
    const cloned = await finishSignIn(authenticator.get(await startSignIn(), { origin: HOST_ORIGIN, counter: 3 }));
    expect(cloned.status).toBe(401);
    expect(cloned.body.error_message).toMatch(/counter/);
    const same = await finishSignIn(authenticator.get(await startSignIn(), { origin: HOST_ORIGIN, counter: 5 }));
    expect(same.status).toBe(401);
    expect(
      (await finishSignIn(authenticator.get(await startSignIn(), { origin: HOST_ORIGIN, counter: 6 }))).status,
    ).toBe(200);
  });

  it('refuses another origin, a forged signature and a missing user verification', async () => {
    await registerPasskey();
    for (const options of [
      { origin: 'http://localhost.evil.example:5173' },
      { origin: HOST_ORIGIN, forgeSignature: true },
      { origin: HOST_ORIGIN, userVerified: false },
    ]) {
      const response = await finishSignIn(authenticator.get(await startSignIn(), options));
      expect(response.status, JSON.stringify(options)).toBe(401);
      expect(response.body.error_type).toBe('unable_to_auth_webauthn_registration');
    }
  });

  it('keeps passkeys and their counters in a saved and reloaded state', async () => {
    const { registrationId } = await registerPasskey();
    expect(
      (await finishSignIn(authenticator.get(await startSignIn(), { origin: HOST_ORIGIN, counter: 7 }))).status,
    ).toBe(200);
    provider = createProvider({}, { state: parseState(provider.serialize()) });
    const replayedCounter = await finishSignIn(
      authenticator.get(await startSignIn(), { origin: HOST_ORIGIN, counter: 7 }),
    );
    expect(replayedCounter.status).toBe(401);
    const signIn = await finishSignIn(authenticator.get(await startSignIn(), { origin: HOST_ORIGIN, counter: 8 }));
    expect(signIn.status).toBe(200);
    expect(signIn.body.data.webauthn_registration_id).toBe(registrationId);
  });

  it('answers an unknown passkey with webauthn_registration_not_found', async () => {
    const other = createProvider();
    const { sessionToken } = signInTestUser(other, ACE);
    const start = await call(
      other,
      'POST',
      '/sdk/v1/webauthn/register/start',
      { domain: 'localhost', return_passkey_credential_options: true },
      { sessionToken },
    );
    const credential = authenticator.create(start.body.data.public_key_credential_creation_options, {
      origin: HOST_ORIGIN,
    });
    await call(
      other,
      'POST',
      '/sdk/v1/webauthn/register',
      { public_key_credential: credential, session_duration_minutes: 30 },
      { sessionToken },
    );
    const response = await finishSignIn(authenticator.get(await startSignIn(), { origin: HOST_ORIGIN }));
    expect(response.status).toBe(404);
    expect(response.body.error_type).toBe('webauthn_registration_not_found');
    expect(response.body.error_message).toMatch(/^Passkey registration not found/);
  });
});

describe('passkey management', () => {
  it('renames a passkey; refuses an empty name and an unknown id', async () => {
    const { registrationId } = await registerPasskey();
    const renamed = await call(
      provider,
      'PUT',
      `/sdk/v1/webauthn/update/${registrationId}`,
      { name: '  Laptop  ' },
      { sessionToken: ace.sessionToken },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.webauthn_registration).toMatchObject({
      webauthn_registration_id: registrationId,
      name: 'Laptop',
    });
    const signIn = await finishSignIn(authenticator.get(await startSignIn(), { origin: HOST_ORIGIN }));
    expect(signIn.body.data.user.webauthn_registrations[0].name).toBe('Laptop');

    const empty = await call(
      provider,
      'PUT',
      `/sdk/v1/webauthn/update/${registrationId}`,
      { name: ' ' },
      { sessionToken: ace.sessionToken },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.error_type).toBe('empty_webauthn_registration_name');
    const unknown = await call(
      provider,
      'PUT',
      '/sdk/v1/webauthn/update/webauthn-registration-test-nope',
      { name: 'x' },
      { sessionToken: ace.sessionToken },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_type).toBe('webauthn_registration_not_found');
  });

  it('deletes a passkey: gone from the user, and it no longer signs in', async () => {
    const { registrationId } = await registerPasskey();
    const removed = await call(
      provider,
      'DELETE',
      `/sdk/v1/users/webauthn_registrations/${registrationId}`,
      undefined,
      { sessionToken: ace.sessionToken },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.data.user_id).toBe(ace.userId);
    expect(removed.body.data.__user.webauthn_registrations).toEqual([]);
    const signIn = await finishSignIn(authenticator.get(await startSignIn(), { origin: HOST_ORIGIN }));
    expect(signIn.status).toBe(404);
    expect(signIn.body.error_type).toBe('webauthn_registration_not_found');
    const options = JSON.parse((await startRegistration()).body.data.public_key_credential_creation_options);
    expect(options.excludeCredentials).toEqual([]);
  });

  it('does not let another user rename or delete a passkey', async () => {
    const { registrationId } = await registerPasskey();
    const rally = signInTestUser(provider, RALLY);
    const rename = await call(
      provider,
      'PUT',
      `/sdk/v1/webauthn/update/${registrationId}`,
      { name: 'Mine' },
      { sessionToken: rally.sessionToken },
    );
    expect(rename.status).toBe(404);
    const remove = await call(provider, 'DELETE', `/sdk/v1/users/webauthn_registrations/${registrationId}`, undefined, {
      sessionToken: rally.sessionToken,
    });
    expect(remove.status).toBe(404);
    expect((await finishSignIn(authenticator.get(await startSignIn(), { origin: HOST_ORIGIN }))).status).toBe(200);
  });
});
