import { beforeEach, describe, expect, it } from 'vitest';
import { RETURN_TO_KEY, saveReturnTo, takeReturnTo, toSameOriginPath } from '../../../host-app/return-to.ts';

const ORIGIN = 'http://localhost:5173';

describe('toSameOriginPath', () => {
  it('keeps paths of this origin with their query and hash', () => {
    expect(toSameOriginPath('/dashboard', ORIGIN)).toBe('/dashboard');
    expect(toSameOriginPath('/dashboard?tab=tools#info', ORIGIN)).toBe('/dashboard?tab=tools#info');
  });

  it('refuses anything that could leave the origin', () => {
    for (const candidate of [
      'https://evil.example/dashboard',
      '//evil.example/dashboard',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard',
      '',
      42,
      null,
      { path: '/dashboard' },
    ]) {
      expect(toSameOriginPath(candidate, ORIGIN), String(candidate)).toBeUndefined();
    }
  });

  it('refuses paths that become "//host" once normalised', () => {
    for (const candidate of [
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/./\\evil.example',
      '/a/..//evil.example/x?y#z',
    ]) {
      expect(toSameOriginPath(candidate, ORIGIN), candidate).toBeUndefined();
    }
    expect(toSameOriginPath('/./dashboard', ORIGIN)).toBe('/dashboard');
  });

  it('refuses the sign-in pages themselves, so signing in never loops', () => {
    expect(toSameOriginPath('/login', ORIGIN)).toBeUndefined();
    expect(toSameOriginPath('/authenticate?token=x', ORIGIN)).toBeUndefined();
  });
});

describe('saveReturnTo and takeReturnTo', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips once: the saved path is cleared when taken', () => {
    saveReturnTo(localStorage, '/dashboard?x=1', ORIGIN);
    expect(localStorage.getItem(RETURN_TO_KEY)).toBe('/dashboard?x=1');
    expect(takeReturnTo(localStorage, ORIGIN)).toBe('/dashboard?x=1');
    expect(localStorage.getItem(RETURN_TO_KEY)).toBeNull();
    expect(takeReturnTo(localStorage, ORIGIN)).toBeUndefined();
  });

  it('ignores and clears a tampered stored value', () => {
    localStorage.setItem(RETURN_TO_KEY, 'https://evil.example/');
    expect(takeReturnTo(localStorage, ORIGIN)).toBeUndefined();
    expect(localStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });

  it('does not save an unsafe path', () => {
    saveReturnTo(localStorage, '//evil.example', ORIGIN);
    expect(localStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });
});
