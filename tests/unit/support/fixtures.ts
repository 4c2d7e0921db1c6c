// Provider answers shaped as docs/provider-api.md describes them (sessions, project settings).
import type { AuthResponse, Session, User } from '../../../src/types/index.ts';

export function user(overrides: Partial<User> = {}): User {
  return {
    user_id: 'user-test-1',
    created_at: '2026-01-01T00:00:00Z',
    status: 'active',
    name: { first_name: 'Ace', middle_name: '', last_name: 'Server' },
    emails: [{ email_id: 'email-test-1', email: 'ace@court-login.local', verified: true }],
    phone_numbers: [],
    providers: [],
    webauthn_registrations: [],
    crypto_wallets: [],
    password: null,
    trusted_metadata: {},
    untrusted_metadata: {},
    ...overrides,
  };
}

/** The fixtures' sessions are live at this time (they expire an hour later): tests that store them fake it. */
export const FIXTURE_NOW = new Date('2026-11-22T08:00:00Z');

export function session(overrides: Partial<Session> = {}): Session {
  return {
    session_id: 'session-test-1',
    user_id: 'user-test-1',
    started_at: '2026-11-22T08:00:00Z',
    last_accessed_at: '2026-11-22T08:00:00Z',
    expires_at: '2026-11-22T09:00:00Z',
    attributes: { ip_address: '', user_agent: '' },
    authentication_factors: [],
    custom_claims: null,
    ...overrides,
  };
}

export function authResponse(overrides: Partial<AuthResponse> = {}): AuthResponse {
  const u = overrides.user ?? user();
  return {
    request_id: 'request-id-test-1',
    status_code: 200,
    user_id: u.user_id,
    user: u,
    session: session({ user_id: u.user_id }),
    session_token: 'token-1',
    session_jwt: 'jwt-1',
    ...overrides,
  };
}

/** The project settings as the provider sends them (`GET …/projects/bootstrap/{token}`'s `data`). */
export function wireSettings(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    disable_sdk_watermark: true,
    cname_domain: null,
    email_domains: ['court-login.local'],
    captcha_settings: { enabled: false },
    pkce_required_for_email_magic_links: false,
    pkce_required_for_password_resets: false,
    pkce_required_for_oauth: false,
    password_config: null,
    ...overrides,
  };
}
