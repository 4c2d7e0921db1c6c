import { describe, expect, it } from 'vitest';
import { LOCAL_DEFAULTS, readHostConfig } from '../../../host-app/env.ts';

describe('readHostConfig', () => {
  it('falls back to the local stack when nothing is set', () => {
    expect(readHostConfig({})).toEqual({ ok: true, value: LOCAL_DEFAULTS });
    expect(readHostConfig({ VITE_COURT_PROVIDER_URL: '  ' })).toEqual({ ok: true, value: LOCAL_DEFAULTS });
  });

  it('takes production values and drops a trailing slash', () => {
    const result = readHostConfig({
      VITE_COURT_PUBLIC_TOKEN: 'public-token-live-1234',
      VITE_COURT_PROVIDER_URL: 'https://auth.example.com/',
      VITE_COURT_WORKER_URL: 'https://worker.example.com:8443',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        publicToken: 'public-token-live-1234',
        providerUrl: 'https://auth.example.com',
        workerUrl: 'https://worker.example.com:8443',
      },
    });
  });

  it('names each malformed setting and what is expected', () => {
    const result = readHostConfig({
      VITE_COURT_PUBLIC_TOKEN: 'token with spaces',
      VITE_COURT_PROVIDER_URL: 'auth.example.com',
      VITE_COURT_WORKER_URL: 'https://worker.example.com/api',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toHaveLength(3);
    expect(result.error[0]).toContain('VITE_COURT_PUBLIC_TOKEN');
    expect(result.error[1]).toBe(
      'VITE_COURT_PROVIDER_URL must be an absolute http(s) URL such as https://api.example.com, got "auth.example.com".',
    );
    expect(result.error[2]).toContain('VITE_COURT_WORKER_URL must be an origin only');
  });

  it('refuses other schemes and host:port without a scheme', () => {
    expect(readHostConfig({ VITE_COURT_WORKER_URL: 'javascript:alert(1)' })).toEqual({
      ok: false,
      error: [
        'VITE_COURT_WORKER_URL must be an absolute http(s) URL such as https://api.example.com, got "javascript:alert(1)".',
      ],
    });
    expect(readHostConfig({ VITE_COURT_WORKER_URL: 'localhost:8787' })).toEqual({
      ok: false,
      error: [
        'VITE_COURT_WORKER_URL must be an absolute http(s) URL such as https://api.example.com, got "localhost:8787".',
      ],
    });
  });
});
