// The last used sign-in method: which method is kept per public token, what a redirect remembers,
// and bad stored values or refused storage never break the first screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastUsedFirst, lastUsedKey, readLastUsed } from '../../../src/session/last-used.ts';
import { noteRedirectStart, rememberMethod, rememberRedirect } from '../../../src/session/remember-method.ts';

describe('last used method', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('is kept per public token, and only the method', () => {
    rememberMethod('public-token-a', 'otp-sms');
    expect(readLastUsed('public-token-a')).toBe('otp-sms');
    expect(readLastUsed('public-token-b')).toBeUndefined();
    expect(readLastUsed(undefined)).toBeUndefined();
    expect(Object.values({ ...localStorage })).toEqual(['otp-sms']);
  });

  it('ignores a stored value it could not have written (too long)', () => {
    localStorage.setItem(lastUsedKey('public-token-a'), 'x'.repeat(101));
    expect(readLastUsed('public-token-a')).toBeUndefined();
  });

  it('remembers the OAuth provider noted when the redirect started, once the token is exchanged', () => {
    noteRedirectStart('public-token-a', 'oauth-github');
    expect(readLastUsed('public-token-a')).toBeUndefined();
    rememberRedirect('public-token-a', 'oauth');
    expect(readLastUsed('public-token-a')).toBe('oauth-github');
    // The note is used once: a later OAuth return without a start of its own changes nothing.
    rememberMethod('public-token-a', 'otp-email');
    rememberRedirect('public-token-a', 'oauth');
    expect(readLastUsed('public-token-a')).toBe('otp-email');
  });

  it('remembers an emailed link as magic links, whatever was noted', () => {
    noteRedirectStart('public-token-a', 'oauth-google');
    rememberRedirect('public-token-a', 'magic_link');
    expect(readLastUsed('public-token-a')).toBe('magicLink');
  });

  it('puts the last used item first and keeps the order of the others', () => {
    expect(lastUsedFirst(['google', 'apple', 'github', 'slack'], (type) => type === 'github')).toEqual([
      'github',
      'google',
      'apple',
      'slack',
    ]);
    expect(lastUsedFirst(['google', 'apple'], () => false)).toEqual(['google', 'apple']);
  });
  it('reads nothing and writes nothing, without throwing, where storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readLastUsed('public-token-a')).toBeUndefined();
    expect(() => rememberMethod('public-token-a', 'passkeys')).not.toThrow();
    expect(() => noteRedirectStart('public-token-a', 'oauth-github')).not.toThrow();
    expect(() => rememberRedirect('public-token-a', 'oauth')).not.toThrow();
  });
});
