import { describe, expect, it, vi } from 'vitest';
import { bytesToBase64Url, utf8ToBase64 } from '../../../src/lib/base64.ts';
import { uuidV4 } from '../../../src/lib/random.ts';
import { browserLocalStorage, safeStorage } from '../../../src/lib/storage.ts';

describe('base64', () => {
  it('encodes base64url without padding', () => {
    expect(bytesToBase64Url(new Uint8Array([0xfb, 0xff, 0xfe]))).toBe('-__-');
    expect(bytesToBase64Url(new Uint8Array([1]))).toBe('AQ');
  });

  it('encodes text beyond Latin-1 as UTF-8', () => {
    expect(utf8ToBase64('Zürich ⛳')).toBe(Buffer.from('Zürich ⛳', 'utf8').toString('base64'));
  });
});

describe('uuidV4', () => {
  it('has the version and variant bits of a v4 UUID and differs each time', () => {
    const ids = Array.from({ length: 50 }, () => uuidV4());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(50);
  });
});

describe('safeStorage', () => {
  it('reports and survives a storage that refuses access', () => {
    const warn = vi.fn();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const storage = safeStorage(refusing, warn);
    expect(storage.getItem('k')).toBeNull();
    expect(() => storage.setItem('k', 'v')).not.toThrow();
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('could not read browser storage (SecurityError)'),
      expect.stringContaining('could not write browser storage (QuotaExceededError)'),
    ]);
  });

  it('says so when reaching localStorage throws (WebKit in a frame sandboxed without allow-same-origin)', () => {
    const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      const warn = vi.fn();
      expect(browserLocalStorage(warn)).toBeUndefined();
      expect(warn).toHaveBeenCalledWith(
        'court-login: browser storage cannot be used (The operation is insecure.); the session is not kept.',
      );
    } finally {
      if (own) Object.defineProperty(globalThis, 'localStorage', own);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it('works without any storage at all', () => {
    const storage = safeStorage(undefined, vi.fn());
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBeNull();
  });
});
