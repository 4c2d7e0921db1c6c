// The widget's Court loader: after the first paint, and only for a widget still on the page.
import { afterEach, describe, expect, it } from 'vitest';
import { courtLoader } from '../../../src/loading/court-loader.ts';
import type { Court } from '../../../src/session/types.ts';
import { json, recordingFetch } from '../support/fake-fetch.ts';
import { wireSettings } from '../support/fixtures.ts';

const TOKEN = 'public-token-test-court-loader';
const PROVIDER = 'http://localhost:8790';

/** The project settings as the provider sends them. */
const settings = () => json({ data: wireSettings() });

const registry = () =>
  (globalThis as { [key: symbol]: Map<string, Court> | undefined })[Symbol.for('court-login.courts')];

afterEach(() => {
  for (const court of [...(registry()?.values() ?? [])]) court.dispose();
});

describe('courtLoader', () => {
  it('loads the Court after the next paint while the widget is wanted', async () => {
    const { fetch, requests } = recordingFetch(settings);
    const court = await courtLoader({ publicToken: TOKEN, providerUrl: PROVIDER, fetch }, () => true)();
    expect([...(registry()?.values() ?? [])]).toContain(court);
    expect(requests.some((request) => request.url.includes('/projects/bootstrap/'))).toBe(true);
  });

  it('builds no Court, and sends the provider nothing, for a widget removed before the screen is painted', async () => {
    const { fetch, requests } = recordingFetch(settings);
    let settled = false;
    let onThePage = true;
    void courtLoader({ publicToken: TOKEN, providerUrl: PROVIDER, fetch }, () => onThePage)().then(
      () => (settled = true),
    );
    // Removed after the widget asked for its Court, before the paint.
    onThePage = false;
    // A wanted loader started after it, waiting for the same paint: once its Court is in, the other's
    // would have been too.
    const other = await courtLoader({
      publicToken: `${TOKEN}-other`,
      providerUrl: PROVIDER,
      fetch: recordingFetch(settings).fetch,
    })();
    expect([...(registry()?.values() ?? [])]).toEqual([other]);
    expect(settled).toBe(false);
    expect(requests).toEqual([]);
  });
});
