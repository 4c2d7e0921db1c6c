import { describe, expect, it } from 'vitest';
import { primaryEmail, readRedirectParams, withoutRedirectParams } from '../../../host-app/redirect-sign-in.ts';
import type { User } from '../../../src/types/index.ts';

describe('readRedirectParams', () => {
  it('reads an OAuth or magic link token', () => {
    expect(readRedirectParams('?stytch_token_type=oauth&token=abc')).toEqual({
      ok: true,
      token: 'abc',
      tokenType: 'oauth',
    });
    expect(readRedirectParams('?stytch_token_type=magic_links&token=abc')).toEqual({
      ok: true,
      token: 'abc',
      tokenType: 'magic_links',
    });
  });

  it('treats a missing type as the app’s own Google sign-in', () => {
    expect(readRedirectParams('?token=abc')).toEqual({ ok: true, token: 'abc', tokenType: 'oauth' });
  });

  it('reports a missing or empty token and an unsupported type', () => {
    expect(readRedirectParams('')).toEqual({ ok: false, problem: 'missing_token' });
    expect(readRedirectParams('?token=&stytch_token_type=oauth')).toEqual({ ok: false, problem: 'missing_token' });
    expect(readRedirectParams('?token=abc&stytch_token_type=reset_password')).toEqual({
      ok: false,
      problem: 'unsupported_type',
      tokenType: 'reset_password',
    });
  });
});

describe('withoutRedirectParams', () => {
  it('removes only the sign-in parameters', () => {
    expect(withoutRedirectParams('/authenticate', '?stytch_token_type=oauth&token=abc', '')).toBe('/authenticate');
    expect(withoutRedirectParams('/authenticate', '?token=abc&lang=fr', '#top')).toBe('/authenticate?lang=fr#top');
  });
});

describe('primaryEmail', () => {
  it('is the first non-empty address, or undefined', () => {
    const user = {
      emails: [
        { email_id: 'e1', email: '', verified: false },
        { email_id: 'e2', email: 'b@example.com', verified: true },
      ],
    } as User;
    expect(primaryEmail(user)).toBe('b@example.com');
    expect(primaryEmail({ emails: [] } as unknown as User)).toBeUndefined();
    expect(primaryEmail(null)).toBeUndefined();
  });
});
