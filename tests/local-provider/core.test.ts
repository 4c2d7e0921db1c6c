// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { basic, expectError, makeProvider, post, send } from './helpers.ts';

const BOOTSTRAP = '/sdk/v1/projects/bootstrap/public-token-test-court-login-local';

describe('bootstrap and telemetry', () => {
  it('serves an RBAC policy that defines every role the users carry (the 6.3 SDK checks it)', async () => {
    const { provider } = makeProvider();
    const policy = (await send(provider, 'GET', BOOTSTRAP)).body.data.rbac_policy;
    const defined = new Set(policy.roles.map((role: { role_id: string }) => role.role_id));
    for (const user of provider.state.users.values()) {
      for (const role of user.profile.roles) expect(defined.has(role), role).toBe(true);
    }
    expect(defined.size).toBeGreaterThan(0);
  });

  it('answers bootstrap with every field, values from the settings, in the data envelope', async () => {
    const { provider } = makeProvider({
      bootstrap: { pkce_required_for_oauth: true },
      passwords: { strength_policy: 'luds' },
    });
    const answer = await send(provider, 'GET', BOOTSTRAP);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({
      status_code: 200,
      disable_sdk_watermark: true,
      cname_domain: null,
      email_domains: ['court-login.local'],
      captcha_settings: { enabled: false },
      pkce_required_for_email_magic_links: true,
      pkce_required_for_password_resets: true,
      pkce_required_for_oauth: true,
      pkce_required_for_sso: false,
      slug_pattern: null,
      create_organization_enabled: false,
      password_config: { luds_complexity: 3, luds_minimum_count: 8 },
      dfp_protected_auth_enabled: false,
      rbac_policy: {
        roles: [
          {
            role_id: 'stytch_user',
            description: expect.any(String),
            permissions: [{ resource_id: 'courts', actions: ['read', 'book'] }],
          },
        ],
        resources: [{ resource_id: 'courts', description: expect.any(String), actions: ['read', 'book'] }],
        scopes: [
          {
            scope: 'courts:read',
            description: 'See which courts are free and your bookings',
            permissions: [{ resource_id: 'courts', actions: ['read'] }],
          },
          {
            scope: 'courts:book',
            description: 'Book and confirm courts in your name',
            permissions: [{ resource_id: 'courts', actions: ['book'] }],
          },
        ],
      },
      vertical: 'CONSUMER',
    });
    expect(data.request_id).toMatch(/^request-id-test-/);
  });

  it('answers watermark, cname, captcha, DFP and RBAC from the settings', async () => {
    const rbac_policy = {
      roles: [
        {
          role_id: 'coach',
          description: 'Books courts',
          permissions: [{ resource_id: 'court', actions: ['book', 'cancel'] }],
        },
      ],
      resources: [{ resource_id: 'court', description: 'A tennis court', actions: ['book', 'cancel'] }],
      scopes: [],
    };
    const bootstrap = {
      disable_sdk_watermark: false,
      cname_domain: 'login.court.example',
      captcha_settings: { enabled: true as const, siteKey: 'site-key-1' },
      dfp_protected_auth_enabled: true,
      dfp_protected_auth_mode: 'OBSERVATION' as const,
      rbac_policy,
    };
    const { provider } = makeProvider({ bootstrap });
    expect((await send(provider, 'GET', BOOTSTRAP)).body.data).toMatchObject(bootstrap);
    const defaults = (await send(makeProvider().provider, 'GET', BOOTSTRAP)).body.data;
    expect(defaults).toMatchObject({ dfp_protected_auth_mode: null, captcha_settings: { enabled: false } });
  });

  it('sends password_config null under the zxcvbn policy and refuses another public token', async () => {
    const { provider } = makeProvider();
    expect((await send(provider, 'GET', BOOTSTRAP)).body.data.password_config).toBeNull();
    expectError(
      await send(provider, 'GET', '/sdk/v1/projects/bootstrap/public-token-test-other'),
      404,
      'public_token_not_found',
    );
  });

  it('accepts any telemetry body without credentials', async () => {
    const { provider } = makeProvider();
    const answer = await post(provider, '/sdk/v1/events', [{ event: { event_name: 'x' } }], { authorization: null });
    expect(answer.status).toBe(200);
    expect(answer.body.data.status_code).toBe(200);
    expect(
      (await post(provider, '/sdk/v1/events', undefined, { rawBody: 'not json', authorization: null })).status,
    ).toBe(200);
  });
});

describe('CORS', () => {
  it('answers a preflight from an allowed origin with 204 and echoes it', async () => {
    const { provider } = makeProvider();
    const answer = await send(provider, 'OPTIONS', BOOTSTRAP, undefined, {
      origin: 'http://localhost:4000',
      authorization: null,
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:4000');
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    expect(answer.headers.get('access-control-allow-headers')).toContain('X-SDK-Client');
    expect(answer.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('refuses a preflight and a call from an unlisted origin, without CORS headers', async () => {
    const { provider } = makeProvider();
    const preflight = await send(provider, 'OPTIONS', BOOTSTRAP, undefined, {
      origin: 'https://evil.example',
      authorization: null,
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const call = await send(provider, 'GET', BOOTSTRAP, undefined, { origin: 'http://localhost.evil.example:5173' });
    expectError(call, 403, 'bad_domain_for_stytch_sdk');
  });

  it('puts the CORS headers on errors too and honours a configured origin list', async () => {
    const { provider } = makeProvider({ allowed_origins: ['https://courts.example'] });
    const error = await send(provider, 'GET', '/sdk/v1/users/me', undefined, { origin: 'https://courts.example' });
    expect(error.status).toBe(401);
    expect(error.headers.get('access-control-allow-origin')).toBe('https://courts.example');
    expect((await send(provider, 'GET', BOOTSTRAP, undefined, { origin: 'http://localhost:5173' })).status).toBe(403);
  });
});

describe('credentials and request bodies', () => {
  it("requires Basic credentials with this project's public token", async () => {
    const { provider } = makeProvider();
    expectError(
      await send(provider, 'GET', BOOTSTRAP, undefined, { authorization: null }),
      401,
      'unauthorized_credentials',
    );
    const foreign = basic('public-token-test-someone-else', 'public-token-test-someone-else');
    expectError(
      await send(provider, 'GET', BOOTSTRAP, undefined, { authorization: foreign }),
      401,
      'public_token_not_found',
    );
  });

  it('rejects malformed JSON, unknown fields, missing fields and wrong types with 400', async () => {
    const { provider } = makeProvider();
    expectError(await post(provider, '/sdk/v1/users/search', undefined, { rawBody: '{"email":' }), 400, 'invalid_json');
    expectError(await post(provider, '/sdk/v1/users/search', { email: 'a@b.co', admin: true }), 400, 'unknown_field');
    expectError(await post(provider, '/sdk/v1/users/search', {}), 400, 'missing_required_field');
    expectError(await post(provider, '/sdk/v1/users/search', { email: 42 }), 400, 'invalid_field_type');
    expectError(await post(provider, '/sdk/v1/users/search', undefined, { rawBody: '[1]' }), 400, 'invalid_json');
  });

  it('accepts the documented optional fields', async () => {
    const { provider } = makeProvider();
    const answer = await post(provider, '/sdk/v1/users/search', {
      email: 'ace@court-login.local',
      captcha_token: 't',
      dfp_telemetry_id: 'd',
    });
    expect(answer.status).toBe(200);
  });

  it('answers unknown paths with 404 and wrong methods with 405', async () => {
    const { provider } = makeProvider();
    expectError(await send(provider, 'GET', '/sdk/v1/nothing-here'), 404, 'route_not_found');
    expectError(await send(provider, 'GET', '/sdk/v1/passwords/authenticate'), 405, 'method_not_allowed');
  });
});
