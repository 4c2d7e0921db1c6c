// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { connectedAppsState } from '../../local-provider/connected-apps/apps-state.ts';
import { issueCode, MAX_CODES } from '../../local-provider/connected-apps/codes.ts';
import { expectError, makeProvider, post, send } from './helpers.ts';
import {
  CHALLENGE,
  ISSUER,
  REDIRECT_URI,
  RESOURCE,
  consentBody,
  register,
  registeredClientId,
  signIn,
  start,
  submit,
} from './connected-apps-helpers.ts';

describe('client registration (RFC 7591)', () => {
  it('registers a public client, ignoring fields it does not know', async () => {
    const { provider, clock } = makeProvider();
    const answer = await register(provider, {
      scope: 'courts:read',
      client_uri: 'https://assistant.example',
      software_id: 'x',
      software_version: '1',
      application_type: 'native',
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      client_id: expect.stringMatching(/^connected-app-test-/),
      client_id_issued_at: Math.floor(clock.time / 1000),
      client_name: 'Court Assistant',
      redirect_uris: [REDIRECT_URI],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    });
    expect(answer.body).not.toHaveProperty('client_secret');
  });

  it('gives every registration its own client, and consent given to one is not remembered for the other', async () => {
    const { provider } = makeProvider();
    const first = await registeredClientId(provider);
    const second = await registeredClientId(provider);
    expect(second).not.toBe(first);
    const session = await signIn(provider);
    await submit(provider, { client_id: first }, session);
    const asked = await start(
      provider,
      {
        client_id: second,
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        scopes: ['openid', 'email', 'courts:read'],
      },
      session,
    );
    expect(asked.body.data.consent_required).toBe(true);
  });

  it('accepts https and loopback http redirect URIs in both spellings, and refuses the rest', async () => {
    const { provider } = makeProvider();
    const fine = [
      'https://app.example/cb',
      'http://127.0.0.1:4000/callback',
      'http://localhost:5000/oauth/callback',
      'http://[::1]:7/cb',
    ];
    expect((await register(provider, { redirect_uris: fine })).status).toBe(201);
    for (const uri of [
      'http://app.example/cb',
      'https://app.example/cb#frag',
      'javascript:alert(1)',
      'https://user:pw@app.example/cb',
      'not a url',
      `https://app.example/${'a'.repeat(2001)}`,
    ]) {
      const answer = await register(provider, { redirect_uris: [uri] });
      expect(answer.status, uri).toBe(400);
      expect(answer.body.error).toBe('invalid_redirect_uri');
    }
    const tooMany = await register(provider, {
      redirect_uris: Array.from({ length: 11 }, (_, index) => `https://app.example/${index}`),
    });
    expect(tooMany.body.error).toBe('invalid_redirect_uri');
    expect((await register(provider, { redirect_uris: [] })).body.error).toBe('invalid_redirect_uri');
  });

  it('refuses unsupported grant types, auth methods and malformed names or bodies', async () => {
    const { provider } = makeProvider();
    expect((await register(provider, { grant_types: ['client_credentials'] })).body.error).toBe(
      'invalid_client_metadata',
    );
    expect((await register(provider, { token_endpoint_auth_method: 'private_key_jwt' })).body.error).toBe(
      'invalid_client_metadata',
    );
    expect((await register(provider, { client_name: 'a'.repeat(201) })).body.error).toBe('invalid_client_metadata');
    expect((await register(provider, { client_name: 'Line\nbreak' })).body.error).toBe('invalid_client_metadata');
    const malformed = await post(provider, '/v1/oauth2/register', undefined, {
      authorization: null,
      origin: null,
      rawBody: '{"redirect_uris": [',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('invalid_request');
    const oversize = await post(provider, '/v1/oauth2/register', undefined, {
      authorization: null,
      origin: null,
      rawBody: JSON.stringify({ redirect_uris: [REDIRECT_URI], padding: 'x'.repeat(70_000) }),
    });
    expect(oversize.status).toBe(413);
  });

  it('takes an https or loopback http logo, and refuses another http one', async () => {
    const { provider } = makeProvider();
    for (const logo of [
      'https://assistant.example/logo.png',
      'http://127.0.0.1:4000/logo.png',
      'http://localhost/logo.png',
      'http://[::1]/logo.png',
    ]) {
      expect((await register(provider, { logo_uri: logo })).body.logo_uri).toBe(logo);
    }
    expect((await register(provider, { logo_uri: 'http://assistant.example/logo.png' })).body.error).toBe(
      'invalid_client_metadata',
    );
  });

  it('keeps a client name as text: markup is stored and returned verbatim', async () => {
    const { provider } = makeProvider();
    const name = '<img src=x onerror=alert(1)> & "Bob"';
    const clientId = await registeredClientId(provider, { client_name: name });
    const answer = await start(provider, {
      client_id: clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scopes: ['openid'],
    });
    expect(answer.body.data.client.client_name).toBe(name);
  });

  it('issues a secret to a confidential client', async () => {
    const { provider } = makeProvider();
    const answer = await register(provider, { token_endpoint_auth_method: 'client_secret_post' });
    expect(answer.status).toBe(201);
    expect(answer.body.client_secret).toEqual(expect.any(String));
    expect(answer.body.token_endpoint_auth_method).toBe('client_secret_post');
  });

  it('limits registrations per caller with 429 temporarily_unavailable and Retry-After', async () => {
    const { provider } = makeProvider();
    for (let index = 0; index < 30; index += 1)
      expect((await register(provider, { client_name: `App ${index}` })).status).toBe(201);
    const refused = await register(provider, { client_name: 'One too many' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('temporarily_unavailable');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('lets any origin register, with CORS *', async () => {
    const { provider } = makeProvider();
    const origin = 'https://assistant.example';
    const preflight = await send(provider, 'OPTIONS', '/v1/oauth2/register', undefined, {
      origin,
      authorization: null,
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
    const answer = await post(
      provider,
      '/v1/oauth2/register',
      { redirect_uris: [REDIRECT_URI] },
      { origin, authorization: null },
    );
    expect(answer.status).toBe(201);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('consent API: authorize/start', () => {
  it('describes the client and each scope, with or without a session', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const body = {
      client_id: clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scopes: ['openid', 'email', 'courts:read', 'courts:book'],
    };
    const anonymous = await start(provider, body);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toMatchObject({
      user_id: null,
      user: null,
      client: { client_id: clientId, client_type: 'public', client_name: 'Court Assistant', client_description: '' },
      consent_required: true,
      scope_results: [
        { scope: 'openid', is_grantable: true, description: expect.any(String) },
        { scope: 'email', is_grantable: true, description: expect.any(String) },
        { scope: 'courts:read', is_grantable: true, description: 'See which courts are free and your bookings' },
        { scope: 'courts:book', is_grantable: true, description: 'Book and confirm courts in your name' },
      ],
      status_code: 200,
    });
    const session = await signIn(provider);
    const signedIn = await start(provider, body, session);
    expect(signedIn.body.data.user_id).toMatch(/^user-test-/);
    expect(signedIn.body.data.user.emails[0].email).toBe('ace@court-login.local');
    expect(signedIn.body.data.consent_required).toBe(true);
  });

  it('accepts everything the hosted consent screen sends, and defaults scopes and response_type', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const answer = await start(provider, {
      client_id: clientId,
      redirect_uri: REDIRECT_URI,
      scopes: [],
      state: 's',
      nonce: 'n',
      code_challenge: CHALLENGE,
      resources: [RESOURCE],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.scope_results.map((result: { scope: string }) => result.scope)).toEqual([
      'openid',
      'email',
      'profile',
    ]);
  });

  it("marks an app scope not grantable when the person's roles lack its permissions", async () => {
    const rbac_policy = {
      roles: [
        {
          role_id: 'stytch_user',
          description: 'Everyone',
          permissions: [{ resource_id: 'courts', actions: ['read'] }],
        },
      ],
      resources: [{ resource_id: 'courts', description: 'Courts', actions: ['read', 'book'] }],
      scopes: [
        { scope: 'courts:read', description: 'Read', permissions: [{ resource_id: 'courts', actions: ['read'] }] },
        { scope: 'courts:book', description: 'Book', permissions: [{ resource_id: 'courts', actions: ['book'] }] },
      ],
    };
    const { provider } = makeProvider({ bootstrap: { rbac_policy } });
    const clientId = await registeredClientId(provider);
    const session = await signIn(provider);
    const answer = await start(
      provider,
      {
        client_id: clientId,
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        scopes: ['courts:read', 'courts:book'],
      },
      session,
    );
    expect(answer.body.data.scope_results.map((result: { is_grantable: boolean }) => result.is_grantable)).toEqual([
      true,
      false,
    ]);
    const granted = await submit(provider, { client_id: clientId, scopes: ['courts:read', 'courts:book'] }, session);
    const apps = await send(provider, 'GET', '/sdk/v1/users/connected_apps', undefined, { sessionToken: session });
    expect(granted.body.data.authorization_code).toEqual(expect.any(String));
    expect(apps.body.data.connected_apps[0].scopes_granted).toBe('courts:read');
  });

  it('refuses an unknown client, an unregistered redirect URI, an unknown scope and another response type', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const body = { client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scopes: ['openid'] };
    expectError(
      await start(provider, { ...body, client_id: 'connected-app-test-unknown' }),
      404,
      'connected_app_not_found',
    );
    expectError(
      await start(provider, { ...body, redirect_uri: 'http://127.0.0.1:33418/other' }),
      400,
      'connected_app_supplied_redirect_url_not_found_in_client',
    );
    expectError(
      await start(provider, { ...body, redirect_uri: 'http://localhost:33418/callback' }),
      400,
      'connected_app_supplied_redirect_url_not_found_in_client',
    );
    expectError(await start(provider, { ...body, scopes: ['openid', 'admin'] }), 400, 'oauth_invalid_scope_requested');
    expectError(await start(provider, { ...body, response_type: 'token' }), 400, 'unsupported_response_type');
    expectError(await start(provider, { ...body, prompt: 'always' }), 400, 'invalid_request');
    expectError(await start(provider, { ...body, unexpected: 1 }), 400, 'unknown_field');
    expectError(
      await post(provider, '/sdk/v1/idp/oauth/authorize/start', body, { authorization: null }),
      401,
      'unauthorized_credentials',
    );
  });

  it('accepts a registered loopback redirect URI on any port (RFC 8252 §7.3)', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const session = await signIn(provider);
    const otherPort = 'http://127.0.0.1:50123/callback';
    expect(
      (
        await start(provider, {
          client_id: clientId,
          redirect_uri: otherPort,
          response_type: 'code',
          scopes: ['openid'],
        })
      ).status,
    ).toBe(200);
    const answer = await submit(provider, { client_id: clientId, redirect_uri: otherPort }, session);
    expect(answer.body.data.redirect_uri.startsWith(`${otherPort}?code=`)).toBe(true);
  });

  it('remembers consent for the exact redirect URI: the same client on another loopback port is asked again', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const session = await signIn(provider);
    await submit(provider, { client_id: clientId }, session);
    const request = { client_id: clientId, response_type: 'code', scopes: ['openid', 'email', 'courts:read'] };
    expect(
      (await start(provider, { ...request, redirect_uri: REDIRECT_URI }, session)).body.data.consent_required,
    ).toBe(false);
    const otherPort = 'http://127.0.0.1:50123/callback';
    expect((await start(provider, { ...request, redirect_uri: otherPort }, session)).body.data.consent_required).toBe(
      true,
    );
    const silent = await submit(
      provider,
      { client_id: clientId, redirect_uri: otherPort, consent_granted: false },
      session,
    );
    expect(new URL(silent.body.data.redirect_uri).searchParams.get('error')).toBe('access_denied');
    await submit(provider, { client_id: clientId, redirect_uri: otherPort }, session);
    const apps = await send(provider, 'GET', '/sdk/v1/users/connected_apps', undefined, { sessionToken: session });
    expect(apps.body.data.connected_apps).toHaveLength(1);
  });
});

describe('consent API: authorize/submit', () => {
  it('redirects with code, state and iss, each once', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider, { redirect_uris: ['https://app.example/cb?state=old&keep=1'] });
    const session = await signIn(provider);
    const answer = await submit(
      provider,
      { client_id: clientId, redirect_uri: 'https://app.example/cb?state=old&keep=1', state: 'a b&c' },
      session,
    );
    expect(answer.status).toBe(200);
    const redirect = new URL(answer.body.data.redirect_uri);
    expect(redirect.origin + redirect.pathname).toBe('https://app.example/cb');
    expect(redirect.searchParams.getAll('code')).toEqual([answer.body.data.authorization_code]);
    expect(redirect.searchParams.getAll('state')).toEqual(['a b&c']);
    expect(redirect.searchParams.getAll('iss')).toEqual([ISSUER]);
    expect(redirect.searchParams.get('keep')).toBe('1');
  });

  it('needs a session, except that prompt=none without one redirects with login_required', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    expectError(
      await post(provider, '/sdk/v1/idp/oauth/authorize/submit', consentBody({ client_id: clientId })),
      401,
      'unauthorized_credentials',
    );
    expectError(
      await submit(provider, { client_id: clientId }, 'expired-or-unknown-session'),
      404,
      'session_not_found',
    );
    const silent = await post(
      provider,
      '/sdk/v1/idp/oauth/authorize/submit',
      consentBody({ client_id: clientId, prompt: 'none' }),
    );
    expect(silent.status).toBe(200);
    expect(Object.fromEntries(new URL(silent.body.data.redirect_uri).searchParams)).toMatchObject({
      error: 'login_required',
      state: 'state-1',
      iss: ISSUER,
    });
    expect(silent.body.data.authorization_code).toBeUndefined();
    const unknown = await post(
      provider,
      '/sdk/v1/idp/oauth/authorize/submit',
      consentBody({ client_id: 'connected-app-test-unknown', prompt: 'none' }),
    );
    expectError(unknown, 404, 'connected_app_not_found');
  });

  it('sends access_denied with state and iss when the person denies', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const session = await signIn(provider);
    const answer = await submit(provider, { client_id: clientId, consent_granted: false }, session);
    const redirect = new URL(answer.body.data.redirect_uri);
    expect(Object.fromEntries(redirect.searchParams)).toMatchObject({
      error: 'access_denied',
      state: 'state-1',
      iss: ISSUER,
    });
    expect(answer.body.data.authorization_code).toBeUndefined();
    const apps = await send(provider, 'GET', '/sdk/v1/users/connected_apps', undefined, { sessionToken: session });
    expect(apps.body.data.connected_apps).toEqual([]);
  });

  it('takes a body without code_challenge_method as S256, as the hosted consent screen sends it', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const session = await signIn(provider);
    const answer = await submit(provider, { client_id: clientId, code_challenge_method: undefined }, session);
    expect(new URL(answer.body.data.redirect_uri).searchParams.get('code')).toEqual(expect.any(String));
  });

  it('requires PKCE S256: a missing or other challenge is an invalid_request redirect', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const session = await signIn(provider);
    for (const request of [
      { code_challenge: undefined },
      { code_challenge: 'short' },
      { code_challenge_method: 'plain' },
      { code_challenge_method: 's256' },
    ]) {
      const answer = await post(
        provider,
        '/sdk/v1/idp/oauth/authorize/submit',
        { ...consentBody({ client_id: clientId }), ...request },
        { sessionToken: session },
      );
      const redirect = new URL(answer.body.data.redirect_uri);
      expect(redirect.searchParams.get('error'), JSON.stringify(request)).toBe('invalid_request');
      expect(redirect.searchParams.get('iss')).toBe(ISSUER);
    }
  });

  it('takes only the resources the project lists, exactly, and at most 8 (as the consent page)', async () => {
    const listed = Array.from({ length: 9 }, (_, index) => `https://api${index}.example/mcp`);
    const { provider } = makeProvider({ connected_apps: { resources: listed } });
    const clientId = await registeredClientId(provider);
    const session = await signIn(provider);
    const outcome = async (resources: string[]) =>
      new URL((await submit(provider, { client_id: clientId, resources }, session)).body.data.redirect_uri)
        .searchParams;
    expect((await outcome(listed.slice(0, 8))).get('code')).toEqual(expect.any(String));
    expect((await outcome(listed)).get('error')).toBe('invalid_target');
    for (const unlisted of [
      RESOURCE,
      'https://api0.example/mcp/',
      'https://API0.example:443/mcp?x',
      'https://evil.example/mcp',
    ]) {
      const answer = await outcome([unlisted]);
      expect(answer.get('error'), unlisted).toBe('invalid_target');
      expect(answer.get('code')).toBeNull();
    }
  });

  it('answers a bad scope, response type or resource with an error redirect once the client is known', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const session = await signIn(provider);
    const errorOf = async (request: object) =>
      new URL(
        (await submit(provider, { client_id: clientId, ...request }, session)).body.data.redirect_uri,
      ).searchParams.get('error');
    expect(await errorOf({ scopes: ['admin'] })).toBe('invalid_scope');
    expect(await errorOf({ response_type: 'token' })).toBe('unsupported_response_type');
    expect(await errorOf({ resources: ['not a uri'] })).toBe('invalid_target');
    expectError(
      await submit(provider, { client_id: clientId, redirect_uri: 'https://evil.example/cb' }, session),
      400,
      'connected_app_supplied_redirect_url_not_found_in_client',
    );
  });
});

describe('remembered consent and prompt', () => {
  it('needs no consent for scopes already granted, and asks again for new ones or with prompt=consent', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const session = await signIn(provider);
    await submit(provider, { client_id: clientId, scopes: ['openid', 'courts:read'] }, session);
    const ask = (scopes: string[], prompt?: string) =>
      start(
        provider,
        { client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scopes, prompt },
        session,
      );
    expect((await ask(['openid', 'courts:read'])).body.data.consent_required).toBe(false);
    expect((await ask(['courts:read'])).body.data.consent_required).toBe(false);
    expect((await ask(['courts:read', 'courts:book'])).body.data.consent_required).toBe(true);
    expect((await ask(['openid', 'courts:read'], 'consent')).body.data.consent_required).toBe(true);
    // Another person, or another client, must consent for themselves.
    const rally = await signIn(provider, 'rally@court-login.local');
    expect(
      (
        await start(
          provider,
          { client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scopes: ['openid'] },
          rally,
        )
      ).body.data.consent_required,
    ).toBe(true);
    const other = await registeredClientId(provider, { client_name: 'Other' });
    expect(
      (
        await start(
          provider,
          { client_id: other, redirect_uri: REDIRECT_URI, response_type: 'code', scopes: ['openid'] },
          session,
        )
      ).body.data.consent_required,
    ).toBe(true);
  });

  it('issues a code without a new answer when consent is remembered (the hosted screen then submits consent_granted false)', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const session = await signIn(provider);
    await submit(provider, { client_id: clientId }, session);
    const again = await submit(provider, { client_id: clientId, consent_granted: false }, session);
    expect(again.body.data.authorization_code).toEqual(expect.any(String));
  });

  it('answers prompt=none with consent_required instead of asking', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const session = await signIn(provider);
    const first = await submit(provider, { client_id: clientId, prompt: 'none' }, session);
    expect(new URL(first.body.data.redirect_uri).searchParams.get('error')).toBe('consent_required');
    await submit(provider, { client_id: clientId }, session);
    const silent = await submit(provider, { client_id: clientId, prompt: 'none', consent_granted: false }, session);
    expect(silent.body.data.authorization_code).toEqual(expect.any(String));
  });
});

describe('connected apps of the signed-in person', () => {
  it('keeps the time of the first consent: a later silent approval does not move it', async () => {
    const { provider, clock } = makeProvider();
    const clientId = await registeredClientId(provider);
    const session = await signIn(provider);
    const first = new Date(clock.time).toISOString();
    await submit(provider, { client_id: clientId }, session);
    clock.advance(30);
    const silent = await submit(provider, { client_id: clientId, consent_granted: false }, session);
    expect(new URL(silent.body.data.redirect_uri).searchParams.get('code')).toEqual(expect.any(String));
    const listed = await send(provider, 'GET', '/sdk/v1/users/connected_apps', undefined, { sessionToken: session });
    expect(listed.body.data.connected_apps[0].granted_at).toBe(first);
  });

  it('remembers no consent when the code cannot be issued', async () => {
    const { provider, clock } = makeProvider();
    const clientId = await registeredClientId(provider);
    const session = await signIn(provider);
    const state = connectedAppsState(provider.state.groups);
    for (let index = 0; index < MAX_CODES; index += 1) {
      issueCode(
        state,
        {
          client_id: 'connected-app-test-x',
          user_id: `user-test-${index}`,
          redirect_uri: REDIRECT_URI,
          code_challenge: CHALLENGE,
          scopes: [],
          resources: [],
          nonce: null,
        },
        clock.time,
      );
    }
    expectError(await submit(provider, { client_id: clientId }, session), 429, 'too_many_requests');
    expect(
      (await send(provider, 'GET', '/sdk/v1/users/connected_apps', undefined, { sessionToken: session })).body.data
        .connected_apps,
    ).toEqual([]);
    const again = await start(
      provider,
      { client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scopes: ['openid'] },
      session,
    );
    expect(again.body.data.consent_required).toBe(true);
  });

  it('lists the apps a person granted and revokes one, which then needs consent again', async () => {
    const { provider, clock } = makeProvider();
    const clientId = await registeredClientId(provider, {
      client_description: 'Books courts for you',
      logo_uri: 'https://assistant.example/logo.png',
    });
    const session = await signIn(provider);
    await submit(provider, { client_id: clientId, scopes: ['openid', 'courts:read'] }, session);
    const listed = await send(provider, 'GET', '/sdk/v1/users/connected_apps', undefined, { sessionToken: session });
    expect(listed.status).toBe(200);
    expect(listed.body.data.connected_apps).toEqual([
      {
        connected_app_id: clientId,
        name: 'Court Assistant',
        description: 'Books courts for you',
        client_type: 'public',
        logo_url: 'https://assistant.example/logo.png',
        scopes_granted: 'openid courts:read',
        granted_at: new Date(clock.time).toISOString(),
      },
    ]);
    const rally = await signIn(provider, 'rally@court-login.local');
    expect(
      (await send(provider, 'GET', '/sdk/v1/users/connected_apps', undefined, { sessionToken: rally })).body.data
        .connected_apps,
    ).toEqual([]);
    expectError(
      await post(provider, `/sdk/v1/users/connected_apps/${clientId}/revoke`, undefined, { sessionToken: rally }),
      404,
      'connected_app_not_found',
    );
    const revoked = await post(provider, `/sdk/v1/users/connected_apps/${clientId}/revoke`, undefined, {
      sessionToken: session,
    });
    expect(revoked.status).toBe(200);
    expect(
      (await send(provider, 'GET', '/sdk/v1/users/connected_apps', undefined, { sessionToken: session })).body.data
        .connected_apps,
    ).toEqual([]);
    const again = await start(
      provider,
      { client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scopes: ['openid'] },
      session,
    );
    expect(again.body.data.consent_required).toBe(true);
    expectError(await send(provider, 'GET', '/sdk/v1/users/connected_apps'), 401, 'unauthorized_credentials');
  });
});
