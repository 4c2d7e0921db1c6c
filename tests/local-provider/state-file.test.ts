// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProvider } from '../../local-provider/http/server.ts';
import { parseState, StateFileError } from '../../local-provider/state/state.ts';
import { makeProvider, pkcePair, post } from './helpers.ts';

/** A saved state with one of everything: password user, session, magic link, OAuth token, passcode, inbox message, one-tap group. */
async function savedState(): Promise<any> {
  const { provider } = makeProvider({ groups: { one_tap: { google_client_id: 'client-1' } } });
  await post(provider, '/sdk/v1/passwords', {
    email: 'saved@court-login.local',
    password: 'volley-at-the-net-7-Lob',
    session_duration_minutes: 60,
  });
  await post(provider, '/sdk/v1/magic_links/email/login_or_create', {
    email: 'link@court-login.local',
    code_challenge: pkcePair().code_challenge,
  });
  await post(provider, '/sdk/v1/otps/email/login_or_create', { email: 'ace@court-login.local' });
  await provider.fetch(
    new Request(
      `http://localhost:8788/v1/public/oauth/google/onetap/start?public_token=${provider.settings.public_token}`,
    ),
  );
  await provider.fetch(
    new Request('http://localhost:8788/v1/public/oauth/google/consent', {
      method: 'POST',
      body: new URLSearchParams({
        public_token: provider.settings.public_token,
        email: 'oauth@court-login.local',
        code_challenge: pkcePair().code_challenge,
      }),
    }),
  );
  return JSON.parse(provider.serialize());
}

function refusal(saved: unknown): string {
  try {
    parseState(JSON.stringify(saved));
  } catch (error) {
    expect(error).toBeInstanceOf(StateFileError);
    return (error as Error).message;
  }
  throw new Error('parseState accepted the state');
}

describe('saved state check', () => {
  it('accepts what the provider wrote', async () => {
    const saved = await savedState();
    const state = parseState(JSON.stringify(saved));
    expect(state.users.size).toBe(4);
    expect(state.sessions.size).toBe(1);
    expect(state.passcodes.size).toBe(1);
    expect([...state.linkTokens.values()].map((token) => token.kind).sort()).toEqual(['magic_links', 'oauth']);
  });

  it('names the entry and field of each kind of damage', async () => {
    const cases: Array<[(saved: any) => void, string]> = [
      [(s) => delete s.sessions[0].session, '"sessions[0].session" must be an object'],
      [(s) => (s.sessions[0].session.expires_at = 'soon'), '"sessions[0].session.expires_at" must be an ISO date'],
      [
        (s) => (s.sessions[0].session.authentication_factors = {}),
        '"sessions[0].session.authentication_factors" must be a list',
      ],
      [
        (s) => (s.users[2].password_hash = 'plain-text-password'),
        '"users[2].password_hash" must be null or a "salt:hash" scrypt hash in hex',
      ],
      [
        (s) => (s.users[0].profile.emails[0].verified = 'yes'),
        '"users[0].profile.emails[0].verified" must be a boolean',
      ],
      [(s) => (s.users[1].profile.name = null), '"users[1].profile.name" must be an object'],
      [(s) => (s.users[0].profile.status = 'banned'), '"users[0].profile.status" must be one of "active", "pending"'],
      [(s) => (s.linkTokens[0].expires_at = '2026-03-01'), '"linkTokens[0].expires_at" must be a time in milliseconds'],
      [(s) => (s.linkTokens[0].kind = 'sso'), '"linkTokens[0].kind" must be one of'],
      [(s) => (s.passcodes[0].failed_attempts = -1), '"passcodes[0].failed_attempts" must be a whole number'],
      [(s) => (s.passcodes[0].user_id = 'user-test-gone'), '"passcodes[0].user_id" names no user of this file'],
      [
        (s) => (s.passcodes[0].destination = 'other@court-login.local'),
        '"passcodes[0].destination" is not an email of its user',
      ],
      [(s) => (s.inbox[0].channel = 'fax'), '"inbox[0].channel" must be one of "email", "sms", "whatsapp"'],
      [(s) => (s.groups.one_tap = { callbacks: 'none' }), '"groups.one_tap.callbacks" must be a list'],
      [
        (s) => (s.groups.webauthn = { passkeys: [{}], challenges: [] }),
        '"groups.webauthn.passkeys[0].webauthn_registration_id" must be a non-empty string',
      ],
      [(s) => (s.groups = []), '"groups" must be an object'],
    ];
    for (const [damage, message] of cases) {
      const saved = await savedState();
      damage(saved);
      expect(refusal(saved)).toContain(message);
    }
  });

  it('refuses a damaged --data file at start, before any request', async () => {
    const saved = await savedState();
    delete saved.sessions[0].session;
    const dataFile = join(mkdtempSync(join(tmpdir(), 'provider-')), 'state.json');
    writeFileSync(dataFile, JSON.stringify(saved), { mode: 0o600 });
    await expect(startProvider({ port: 0, dataFile })).rejects.toThrow(
      `Data file ${dataFile}: "sessions[0].session" must be an object`,
    );
  });
});
