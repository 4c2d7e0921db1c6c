// The widget's Court loader: after the first paint, and only for a widget still on the page.
import { afterEach, describe, expect, it } from 'vitest';
import { courtLoader } from '../../../src/loading/court-loader.ts';
import type { Court } from '../../../src/session/types.ts';
import { json, recordingFetch } from '../support/fake-fetch.ts';

const TOKEN = 'public-token-test-court-loader';
const PROVIDER = 'http://localhost:8790';

const registry = () =>
  (globalThis as { [key: symbol]: Map<string, Court> | undefined })[Symbol.for('court-login.courts')];

afterEach(() => {
  for (const court of [...(registry()?.values() ?? [])]) court.dispose();
});

describe('courtLoader', () => {
  it('loads the Court after the next paint while the widget is wanted', async () => {
    const { fetch, requests } = recordingFetch(() => json({ data: {} }));
    const court = await courtLoader({ publicToken: TOKEN, providerUrl: PROVIDER, fetch }, () => true)();
    expect([...(registry()?.values() ?? [])]).toContain(court);
    expect(requests.some((request) => request.url.includes('/projects/bootstrap/'))).toBe(true);
  });

  it('builds no Court, and asks the provider nothing, for a widget gone by the time the screen is painted', async () => {
    const { fetch, requests } = recordingFetch(() => json({ data: {} }));
    let settled = false;
    void courtLoader({ publicToken: TOKEN, providerUrl: PROVIDER, fetch }, () => false)().then(() => (settled = true));
    // A wanted loader started after it, waiting for the same paint: once its Court is in, the other's
    // would have been too.
    const other = await courtLoader({
      publicToken: `${TOKEN}-other`,
      providerUrl: PROVIDER,
      fetch: recordingFetch(() => json({ data: {} })).fetch,
    })();
    expect([...(registry()?.values() ?? [])]).toEqual([other]);
    expect(settled).toBe(false);
    expect(requests).toEqual([]);
  });
});
