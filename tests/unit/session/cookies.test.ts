import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveCookieOptions } from '../../../src/session/cookie-options.ts';
import { createSessionCookies, documentCookieJar } from '../../../src/session/cookies.ts';
import { RecordingCookieJar } from '../support/cookie-jar.ts';

const EXPIRES = new Date(Date.now() + 3_600_000);

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('session cookies in the page', () => {
  it('writes readable cookies through document.cookie and removes them', () => {
    const cookies = createSessionCookies(resolveCookieOptions(undefined, vi.fn()), 'localhost');
    Cookies.set('stytch_intermediate_session_token', 'ist', { path: '/' });
    cookies.write('token-1', 'jwt-1', EXPIRES);
    expect(document.cookie).toContain('stytch_session=token-1');
    expect(document.cookie).toContain('stytch_session_jwt=jwt-1');
    expect(document.cookie).not.toContain('stytch_intermediate_session_token');
    expect(cookies.token()).toBe('token-1');
    cookies.clear();
    expect(document.cookie).not.toContain('stytch_session');
    expect(cookies.token()).toBeUndefined();
  });

  it('counts cookies by exact name', () => {
    Cookies.set('stytch_session_jwt', 'j', { path: '/' });
    expect(documentCookieJar.count('stytch_session')).toBe(0);
    Cookies.set('stytch_session', 'a', { path: '/' });
    expect(documentCookieJar.count('stytch_session')).toBe(1);
    expect(documentCookieJar.count('stytch_session_jwt')).toBe(1);
  });
});

describe('cookie removal and duplicates', () => {
  it('removes under the configured and default path, with and without domains', () => {
    const jar = new RecordingCookieJar();
    const options = resolveCookieOptions(
      { path: '/app', domain: 'court.example', availableToSubdomains: true },
      vi.fn(),
    );
    createSessionCookies(options, 'app.court.example', jar).clear();
    const forToken = jar.removals.filter((removal) => removal.name === 'stytch_session');
    expect(forToken).toEqual(
      expect.arrayContaining([
        { name: 'stytch_session', path: '/app' },
        { name: 'stytch_session', path: '/' },
        { name: 'stytch_session', path: '/app', domain: 'court.example' },
        { name: 'stytch_session', path: '/', domain: 'court.example' },
        { name: 'stytch_session', path: '/app', domain: 'app.court.example' },
      ]),
    );
  });

  it('warns about a second copy under the other subdomain setting and removes it', () => {
    const jar = new RecordingCookieJar();
    const warn = vi.fn();
    jar.plant('stytch_session', 'old-host-only', { path: '/' });
    const options = resolveCookieOptions({ availableToSubdomains: true, domain: 'court.example' }, warn);
    const cookies = createSessionCookies(options, 'app.court.example', jar, warn);
    cookies.write('token-2', 'jwt-2', EXPIRES);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('more than one "stytch_session" cookie'));
    expect(jar.count('stytch_session')).toBe(1);
    expect(cookies.token()).toBe('token-2');
  });

  it('never sets a domain on localhost, even when asked to share with subdomains', () => {
    const jar = new RecordingCookieJar();
    createSessionCookies(resolveCookieOptions({ availableToSubdomains: true }, vi.fn()), 'localhost', jar).write(
      't',
      'j',
      EXPIRES,
    );
    expect(jar.writes.every((write) => write.attributes.domain === undefined)).toBe(true);
  });

  it('warns when cookie options are not an object', () => {
    const warn = vi.fn();
    expect(resolveCookieOptions('stytch', warn).tokenName).toBe('stytch_session');
    expect(resolveCookieOptions({ availableToSubdomains: 'yes' }, warn).availableToSubdomains).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('a page whose cookies are not kept', () => {
  it('warns once when the browser silently drops a probe cookie (WebKit in a sandboxed frame)', () => {
    const jar = new RecordingCookieJar();
    const dropping = Object.assign(jar, { keeps: () => false });
    const warn = vi.fn();
    createSessionCookies(resolveCookieOptions(undefined, vi.fn()), 'localhost', dropping, warn).write(
      't',
      'j',
      EXPIRES,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      "court-login: the page's cookies cannot be used (the browser dropped a test cookie); the session is not kept.",
    );
  });

  it('says nothing where the probe is kept, and leaves no probe cookie behind', () => {
    const warn = vi.fn();
    createSessionCookies(resolveCookieOptions(undefined, vi.fn()), 'localhost', documentCookieJar, warn);
    expect(warn).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('court_login_cookie_probe');
  });

  it('warns once when document.cookie throws (Chromium and Firefox in a sandboxed frame)', () => {
    const refusing = Object.assign(new RecordingCookieJar(), {
      keeps: () => {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
      get: () => {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
    });
    const warn = vi.fn();
    const cookies = createSessionCookies(resolveCookieOptions(undefined, vi.fn()), 'localhost', refusing, warn);
    expect(cookies.token()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/cookies cannot be used \(The document is sandboxed/);
  });
});
