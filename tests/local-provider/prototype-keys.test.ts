// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSettings } from '../../local-provider/settings/settings.ts';
import { BASE, basic, expectError, makeProvider, post, send } from './helpers.ts';

const KEYS = ['toString', 'constructor', 'hasOwnProperty', '__proto__'];
const PASSWORD = { email: 'rally@court-login.local', password: 'clay-court-rally-2026', session_duration_minutes: 60 };

afterEach(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

describe('keys that name Object.prototype members', () => {
  it('refuses them as unknown body fields', async () => {
    const { provider } = makeProvider();
    for (const key of ['toString', 'constructor', 'hasOwnProperty', '__proto__']) {
      const rawBody = `{"email": "ace@court-login.local", "${key}": {"polluted": true}}`;
      const answer = await post(provider, '/sdk/v1/users/search', undefined, { rawBody });
      expectError(answer, 400, 'unknown_field');
      expect(answer.body.error_message).toContain(`"${key}"`);
    }
  });

  it('keeps a "__proto__" custom claim as an ordinary claim', async () => {
    const { provider } = makeProvider();
    const auth = (await post(provider, '/sdk/v1/passwords/authenticate', PASSWORD)).body.data;
    const rawBody = `{"session_token": "${auth.session_token}", "session_custom_claims": {"__proto__": {"polluted": true}, "court": 3}}`;
    const answer = await send(provider, 'POST', '/v1/sessions/authenticate', undefined, {
      rawBody,
      authorization: basic(provider.settings.project_id, provider.settings.secret),
      origin: null,
    });
    expect(answer.status).toBe(200);
    const claims = provider.state.sessions.get(auth.session_token)!.session.custom_claims!;
    expect(Object.getPrototypeOf(claims)).toBe(Object.prototype);
    expect(Object.keys(claims).sort()).toEqual(['__proto__', 'court']);
    expect(answer.body.session.custom_claims.court).toBe(3);
  });

  it('treats them as plain data at the OAuth endpoints', async () => {
    const { provider } = makeProvider();
    const registered = await post(provider, '/v1/oauth2/register', undefined, {
      authorization: null,
      origin: null,
      rawBody:
        '{"redirect_uris": ["https://app.example/cb"], "__proto__": {"polluted": true}, "constructor": {"polluted": true}, "client_name": "toString"}',
    });
    expect(registered.status).toBe(201);
    expect(registered.body.client_name).toBe('toString');
    for (const clientId of ['__proto__', 'constructor', 'toString']) {
      const form = `grant_type=authorization_code&code=x&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&client_id=${clientId}&__proto__=polluted`;
      const answer = await send(provider, 'POST', '/v1/oauth2/token', undefined, {
        authorization: null,
        origin: null,
        rawBody: form,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(answer.status, clientId).toBe(401);
      expect(answer.body.error).toBe('invalid_client');
      const started = await post(provider, '/sdk/v1/idp/oauth/authorize/start', {
        client_id: clientId,
        redirect_uri: 'https://app.example/cb',
        scopes: ['openid'],
      });
      expectError(started, 404, 'connected_app_not_found');
      const user = await send(provider, 'GET', `/v1/users/${clientId}`, undefined, {
        authorization: basic(provider.settings.project_id, provider.settings.secret),
        origin: null,
      });
      expectError(user, 404, 'user_not_found');
    }
  });

  it('refuses them as unknown settings', () => {
    expect(() => resolveSettings({ toString: 'x' })).toThrow('unknown setting "toString"');
    expect(() => resolveSettings(JSON.parse('{"__proto__": {}}'))).toThrow('unknown setting "__proto__"');
    expect(() => resolveSettings(JSON.parse('{"otp": {"constructor": {}}}'))).toThrow(
      'unknown setting "otp.constructor"',
    );
  });
  it('finds no OAuth provider of those names in the address', async () => {
    const { provider } = makeProvider();
    for (const name of KEYS) {
      const page = await provider.fetch(
        new Request(`${BASE}/v1/public/oauth/${name}/start?public_token=${provider.settings.public_token}`),
      );
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('oauth_provider_not_found');
    }
  });

  it('finds no removable part of a user of those names in the address', async () => {
    const { provider } = makeProvider();
    const auth = (await post(provider, '/sdk/v1/passwords/authenticate', PASSWORD)).body.data;
    for (const kind of KEYS) {
      const answer = await send(provider, 'DELETE', `/sdk/v1/users/${kind}/some-id`, undefined, {
        sessionToken: auth.session_token,
      });
      expectError(answer, 404, 'route_not_found');
    }
  });

  it('keeps a provider error of those types as its type, with its own message', async () => {
    const { provider } = makeProvider();
    for (const errorType of ['constructor', '__proto__']) {
      expect(
        (
          await post(
            provider,
            '/_dev/faults',
            { path: '/sdk/v1/users/search', status: 400, error_type: errorType },
            { authorization: null },
          )
        ).status,
      ).toBe(200);
      const answer = await post(provider, '/sdk/v1/users/search', { email: 'ace@court-login.local' });
      expectError(answer, 400, errorType);
      expect(answer.body.error_message).toContain('status 400');
    }
  });
});
