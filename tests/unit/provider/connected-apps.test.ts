import { describe, expect, it } from 'vitest';
import { createClient } from '../../../src/provider/client.ts';
import { MAX_CONNECTED_APPS, MAX_SCOPES } from '../../../src/provider/connected-apps.ts';
import { json, recordingFetch } from '../support/fake-fetch.ts';

const TOKEN = 'public-token-test-court-login-local';
const BASE = 'http://localhost:8788';

const app = (overrides: Record<string, unknown> = {}) => ({
  connected_app_id: 'connected-app-test-1',
  name: 'Court assistant',
  description: 'Books courts',
  client_type: 'public',
  scopes_granted: 'openid email courts:read',
  granted_at: '2026-11-28T10:15:00.000Z',
  ...overrides,
});

function clientAnswering(data: unknown) {
  const { fetch, requests } = recordingFetch(() => json({ data }));
  return {
    client: createClient({ publicToken: TOKEN, baseUrl: BASE, fetch, getSessionToken: () => 'session-token-1' }),
    requests,
  };
}

describe('users.connectedApps', () => {
  it('GETs users/connected_apps with the session and reads each app, its scopes split', async () => {
    const { client, requests } = clientAnswering({
      connected_apps: [app({ logo_url: 'https://assistant.example/logo.png' })],
    });
    const result = await client.users.connectedApps();
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(`${BASE}/sdk/v1/users/connected_apps`);
    expect(requests[0]?.headers.authorization).toBe(`Basic ${btoa(`${TOKEN}:session-token-1`)}`);
    expect(result).toEqual({
      ok: true,
      value: [
        {
          connected_app_id: 'connected-app-test-1',
          name: 'Court assistant',
          description: 'Books courts',
          client_type: 'public',
          logo_url: 'https://assistant.example/logo.png',
          scopes_granted: ['openid', 'email', 'courts:read'],
          granted_at: '2026-11-28T10:15:00.000Z',
        },
      ],
    });
  });

  it('reads an empty list', async () => {
    const { client } = clientAnswering({ connected_apps: [] });
    expect(await client.users.connectedApps()).toEqual({ ok: true, value: [] });
  });

  it('reads at most MAX_CONNECTED_APPS apps and MAX_SCOPES distinct scopes per app', async () => {
    const many = Array.from({ length: MAX_CONNECTED_APPS + 20 }, (_, index) =>
      app({ connected_app_id: `app-${index}` }),
    );
    const scopes = Array.from({ length: MAX_SCOPES + 10 }, (_, index) => `scope:${index}`);
    many[0] = app({ scopes_granted: `openid  openid\t${scopes.join(' ')}` });
    const { client } = clientAnswering({ connected_apps: many });
    const result = await client.users.connectedApps();
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value).toHaveLength(MAX_CONNECTED_APPS);
    expect(result.value[0]?.scopes_granted).toHaveLength(MAX_SCOPES);
    expect(result.value[0]?.scopes_granted.slice(0, 2)).toEqual(['openid', 'scope:0']);
  });

  it('cuts an over-long name and drops a logo that is not an http(s) address', async () => {
    const { client } = clientAnswering({
      connected_apps: [app({ name: 'A'.repeat(5000), logo_url: 'javascript:alert(1)' })],
    });
    const result = await client.users.connectedApps();
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value[0]?.name).toHaveLength(200);
    expect(result.value[0]?.name.endsWith('…')).toBe(true);
    expect(result.value[0]).not.toHaveProperty('logo_url');
  });

  it.each([
    ['no list', {}, 'connected_apps'],
    ['a list that is not an array', { connected_apps: { 0: app() } }, 'connected_apps'],
    ['an entry that is not an object', { connected_apps: ['app'] }, 'connected_apps[0]'],
    ['an empty id', { connected_apps: [app({ connected_app_id: '' })] }, 'connected_apps[0].connected_app_id'],
    [
      'an over-long id',
      { connected_apps: [app(), app({ connected_app_id: 'x'.repeat(201) })] },
      'connected_apps[1].connected_app_id',
    ],
    ['a name that is not text', { connected_apps: [app({ name: 7 })] }, 'connected_apps[0].name'],
    ['an unknown client type', { connected_apps: [app({ client_type: 'trusted' })] }, 'connected_apps[0].client_type'],
    [
      'scopes as an array',
      { connected_apps: [app({ scopes_granted: ['openid'] })] },
      'connected_apps[0].scopes_granted',
    ],
    ['a date that is not one', { connected_apps: [app({ granted_at: 'yesterday' })] }, 'connected_apps[0].granted_at'],
  ])('refuses an answer with %s, naming the field', async (_name, data, field) => {
    const { client } = clientAnswering(data);
    const result = await client.users.connectedApps();
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('invalid_response');
    expect(!result.ok && result.error.message).toContain(`(${field} is missing or malformed)`);
  });
});

describe('users.revokeConnectedApp', () => {
  it("POSTs to the app's revoke path, its id encoded", async () => {
    const { client, requests } = clientAnswering({});
    const result = await client.users.revokeConnectedApp('connected-app/test 1');
    expect(result.ok).toBe(true);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`${BASE}/sdk/v1/users/connected_apps/connected-app%2Ftest%201/revoke`);
  });

  it("passes the provider's error on", async () => {
    const { fetch } = recordingFetch(() =>
      json({ status_code: 404, error_type: 'connected_app_not_found', error_message: 'No such connected app.' }, 404),
    );
    const result = await createClient({ publicToken: TOKEN, baseUrl: BASE, fetch }).users.revokeConnectedApp('gone');
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({
        kind: 'http',
        status: 404,
        errorType: 'connected_app_not_found',
        message: 'No such connected app.',
      }),
    });
  });
});
