import { describe, expect, it } from 'vitest';
import { readAuth, readSession, readUser } from '../../../src/provider/read.ts';
import { authResponse, session, user } from '../support/fixtures.ts';

describe('reading provider objects', () => {
  it('fills the lists and names a sparse user lacks, so views can read them', () => {
    expect(readUser({ user_id: 'user-test-9' })).toEqual({
      user_id: 'user-test-9',
      created_at: '',
      status: 'active',
      name: { first_name: '', middle_name: '', last_name: '' },
      emails: [],
      phone_numbers: [],
      providers: [],
      webauthn_registrations: [],
      crypto_wallets: [],
      password: null,
      trusted_metadata: {},
      untrusted_metadata: {},
    });
  });

  it.each([
    ['no id', { ...user(), user_id: undefined }],
    ['emails that are not a list', { ...user(), emails: 'ace@court-login.local' }],
    ['an email entry without address', { ...user(), emails: [{ email_id: 'e' }] }],
    ['passkeys without ids', { ...user(), webauthn_registrations: [{ name: 'Laptop' }] }],
  ])('refuses a user with %s', (_what, value) => {
    expect(readUser(value)).toBeUndefined();
  });

  it('reads the passkey fields the screens show as text, whatever the answer held', () => {
    const registration = { webauthn_registration_id: 'webauthn-registration-test-1', name: { first: 'Laptop' } };
    const [passkey] = readUser({ ...user(), webauthn_registrations: [registration] })!.webauthn_registrations;
    expect(passkey).toEqual({
      webauthn_registration_id: 'webauthn-registration-test-1',
      name: '',
      domain: '',
      user_agent: '',
      authenticator_type: '',
      verified: false,
    });
  });

  it('refuses a session without a valid expiry', () => {
    expect(readSession(session({ expires_at: 'tomorrow' }))).toBeUndefined();
    expect(readSession(session())).toEqual(session());
  });

  it('refuses an authenticate answer with an empty session token', () => {
    expect(readAuth()({ ...authResponse(), session_token: '' })).toEqual({ ok: false, field: 'session_token' });
    expect(readAuth()({ ...authResponse() })).toMatchObject({ ok: true });
  });
});
