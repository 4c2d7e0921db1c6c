// @vitest-environment node
import {
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  UnsecuredJWT,
} from 'jose';
import { describe, expect, it } from 'vitest';
import { createProvider } from '../../local-provider/http/app.ts';
import { parseState } from '../../local-provider/state/state.ts';
import { basic, makeProvider, post, send } from './helpers.ts';
import {
  authorizationCode,
  CHALLENGE,
  exchangeCode,
  ISSUER,
  postForm,
  REDIRECT_URI,
  RESOURCE,
  registeredClientId,
  signIn,
  submit,
  VERIFIER,
} from './connected-apps-helpers.ts';

const PROJECT = basic('project-test-court-login-local', 'secret-test-court-login-local');

/** A provider, a registered client, a signed-in person and the answer of the first token request. */
async function granted(scopes = ['openid', 'email', 'profile', 'courts:read']) {
  const { provider, clock } = makeProvider();
  const clientId = await registeredClientId(provider);
  const session = await signIn(provider);
  const code = await authorizationCode(provider, session, { client_id: clientId, scopes });
  const answer = await exchangeCode(provider, clientId, code);
  if (answer.status !== 200) throw new Error(`Token request failed: ${answer.text}`);
  return { provider, clock, clientId, session, tokens: answer.body };
}

async function jwks(provider: ReturnType<typeof makeProvider>['provider']) {
  return createLocalJWKSet(
    (await send(provider, 'GET', '/.well-known/jwks.json', undefined, { authorization: null, origin: null })).body,
  );
}

const userinfo = (provider: ReturnType<typeof makeProvider>['provider'], token: string) =>
  send(provider, 'GET', '/v1/oauth2/userinfo', undefined, { authorization: `Bearer ${token}`, origin: null });

const introspect = (
  provider: ReturnType<typeof makeProvider>['provider'],
  params: Record<string, string>,
  headers: Record<string, string> = {},
) => postForm(provider, '/v1/oauth2/introspect', params, headers);

describe('discovery', () => {
  it('serves the same metadata at both well-known paths, "none" first among auth methods', async () => {
    const { provider } = makeProvider({
      connected_apps: { authorization_url: 'http://localhost:6000/oauth/authorize' },
    });
    for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration']) {
      const answer = await send(provider, 'GET', path, undefined, {
        authorization: null,
        origin: 'https://inspector.example',
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.body).toMatchObject({
        issuer: ISSUER,
        authorization_endpoint: 'http://localhost:6000/oauth/authorize',
        token_endpoint: `${ISSUER}/v1/oauth2/token`,
        registration_endpoint: `${ISSUER}/v1/oauth2/register`,
        jwks_uri: `${ISSUER}/.well-known/jwks.json`,
        userinfo_endpoint: `${ISSUER}/v1/oauth2/userinfo`,
        introspection_endpoint: `${ISSUER}/v1/oauth2/introspect`,
        revocation_endpoint: `${ISSUER}/v1/oauth2/revoke`,
        response_types_supported: ['code'],
        response_modes_supported: ['query'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none', 'client_secret_post', 'client_secret_basic'],
        authorization_response_iss_parameter_supported: true,
        scopes_supported: ['openid', 'email', 'profile', 'offline_access', 'courts:read', 'courts:book'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
  });

  it('answers a discovery preflight with MCP-Protocol-Version allowed', async () => {
    const { provider } = makeProvider();
    const answer = await send(provider, 'OPTIONS', '/.well-known/oauth-authorization-server', undefined, {
      authorization: null,
      origin: 'https://inspector.example',
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-headers')).toMatch(/MCP-Protocol-Version/);
  });

  it('publishes one RS256 signing key with kid, use and alg, and no private part', async () => {
    const { provider } = makeProvider();
    const answer = await send(provider, 'GET', '/.well-known/jwks.json', undefined, {
      authorization: null,
      origin: null,
    });
    expect(answer.body.keys).toHaveLength(1);
    const [key] = answer.body.keys;
    expect(key).toMatchObject({
      kty: 'RSA',
      use: 'sig',
      alg: 'RS256',
      kid: expect.any(String),
      n: expect.any(String),
      e: 'AQAB',
    });
    expect(key).not.toHaveProperty('d');
  });
});

describe('token endpoint: authorization_code', () => {
  it('issues an RS256 access token for the resource and the project, a refresh token and an ID token', async () => {
    const { provider, clock, clientId, tokens } = await granted();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'openid email profile courts:read' });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({
      alg: 'RS256',
      typ: 'JWT',
      kid: expect.any(String),
    });
    const { payload } = await jwtVerify(tokens.access_token, await jwks(provider), {
      issuer: ISSUER,
      audience: RESOURCE,
      algorithms: ['RS256'],
      currentDate: new Date(clock.time),
    });
    const user = [...provider.state.users.values()].find(
      (entry) => entry.profile.emails[0]?.email === 'ace@court-login.local',
    )!;
    expect(payload).toMatchObject({
      iss: ISSUER,
      sub: user.profile.user_id,
      aud: [RESOURCE, 'project-test-court-login-local'],
      scope: 'openid email profile courts:read',
      client_id: clientId,
      iat: Math.floor(clock.time / 1000),
      nbf: Math.floor(clock.time / 1000),
      exp: Math.floor(clock.time / 1000) + 3600,
      jti: expect.any(String),
    });
    const idToken = await jwtVerify(tokens.id_token, await jwks(provider), {
      issuer: ISSUER,
      audience: clientId,
      currentDate: new Date(clock.time),
    });
    expect(idToken.payload).toMatchObject({
      sub: user.profile.user_id,
      email: 'ace@court-login.local',
      email_verified: true,
      name: 'Ace Server',
    });
  });

  it('gives a refresh token without offline_access, and no ID token without openid', async () => {
    const { tokens } = await granted(['courts:read']);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.id_token).toBeUndefined();
  });

  it('takes a JSON body too, and answers with Cache-Control: no-store', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const code = await authorizationCode(provider, await signIn(provider), { client_id: clientId });
    const answer = await post(
      provider,
      '/v1/oauth2/token',
      {
        grant_type: 'authorization_code',
        code,
        code_verifier: VERIFIER,
        redirect_uri: REDIRECT_URI,
        client_id: clientId,
        resource: RESOURCE,
      },
      { authorization: null, origin: 'https://assistant.example' },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses a wrong PKCE verifier, and the code is used up by it', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const code = await authorizationCode(provider, await signIn(provider), { client_id: clientId });
    const wrong = await exchangeCode(provider, clientId, code, { code_verifier: `${VERIFIER}x` });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'invalid_grant', error_description: expect.any(String) });
    expect((await exchangeCode(provider, clientId, code)).body.error).toBe('invalid_grant');
    const code2 = await authorizationCode(provider, await signIn(provider), { client_id: clientId });
    const missing = await postForm(provider, '/v1/oauth2/token', {
      grant_type: 'authorization_code',
      code: code2,
      redirect_uri: REDIRECT_URI,
      client_id: clientId,
    });
    expect(missing.body.error).toBe('invalid_grant');
  });

  it('refuses a replayed code and revokes the tokens issued for it', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const code = await authorizationCode(provider, await signIn(provider), { client_id: clientId });
    const first = await exchangeCode(provider, clientId, code);
    expect(first.status).toBe(200);
    const replay = await exchangeCode(provider, clientId, code);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    expect((await userinfo(provider, first.body.access_token)).status).toBe(401);
    const refreshed = await postForm(provider, '/v1/oauth2/token', {
      grant_type: 'refresh_token',
      refresh_token: first.body.refresh_token,
      client_id: clientId,
    });
    expect(refreshed.body.error).toBe('invalid_grant');
  });

  it('refuses an expired code', async () => {
    const { provider, clock } = makeProvider();
    const clientId = await registeredClientId(provider);
    const code = await authorizationCode(provider, await signIn(provider), { client_id: clientId });
    clock.advance(5);
    expect((await exchangeCode(provider, clientId, code)).body.error).toBe('invalid_grant');
  });

  it('issues tokens only for a resource the project lists', async () => {
    const { provider } = makeProvider({ connected_apps: { resources: [RESOURCE, 'https://api.example/mcp'] } });
    const clientId = await registeredClientId(provider);
    const session = await signIn(provider);
    const code = await authorizationCode(provider, session, {
      client_id: clientId,
      resources: ['https://api.example/mcp'],
    });
    const answer = await exchangeCode(provider, clientId, code, { resource: 'https://api.example/mcp' });
    expect(decodeJwt(answer.body.access_token).aud).toEqual([
      'https://api.example/mcp',
      'project-test-court-login-local',
    ]);
    const other = makeProvider({ connected_apps: { resources: ['https://api.example/mcp'] } }).provider;
    const otherClient = await registeredClientId(other);
    const denied = await submit(other, { client_id: otherClient, resources: [RESOURCE] }, await signIn(other));
    expect(new URL(denied.body.data.redirect_uri).searchParams.get('error')).toBe('invalid_target');
  });

  it('binds the code to its redirect URI, client and resource', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const other = await registeredClientId(provider, { client_name: 'Other' });
    const session = await signIn(provider);
    const code = await authorizationCode(provider, session, { client_id: clientId });
    expect(
      (await exchangeCode(provider, clientId, code, { redirect_uri: 'http://127.0.0.1:33418/other' })).body.error,
    ).toBe('invalid_grant');
    expect((await exchangeCode(provider, other, code)).body.error).toBe('invalid_grant');
    const wrongResource = await exchangeCode(provider, clientId, code, { resource: 'http://localhost:9999/mcp' });
    expect(wrongResource.status).toBe(400);
    expect(wrongResource.body.error).toBe('invalid_target');
    const unasked = await authorizationCode(provider, session, { client_id: clientId, resources: [] });
    expect((await exchangeCode(provider, clientId, unasked)).body.error).toBe('invalid_target');
    // None of these used the code up: the right request still works.
    expect((await exchangeCode(provider, clientId, code)).status).toBe(200);
  });

  it('answers an unknown client with 401 invalid_client, so that the client registers again', async () => {
    const { provider } = makeProvider();
    const answer = await exchangeCode(provider, 'connected-app-test-forgotten', 'some-code');
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe('invalid_client');
    expect((await postForm(provider, '/v1/oauth2/token', { grant_type: 'authorization_code', code: 'x' })).status).toBe(
      401,
    );
  });

  it('refuses a scope the project does not offer, but accepts offline_access', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const session = await signIn(provider);
    const code = await authorizationCode(provider, session, { client_id: clientId });
    expect((await exchangeCode(provider, clientId, code, { scope: 'openid admin' })).body.error).toBe('invalid_scope');
    const offline = await authorizationCode(provider, session, {
      client_id: clientId,
      scopes: ['openid', 'offline_access'],
    });
    const answer = await exchangeCode(provider, clientId, offline, { scope: 'openid offline_access' });
    expect(answer.body.scope).toBe('openid offline_access');
  });

  it('names unsupported grant types and malformed or oversize bodies', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    expect(
      (await postForm(provider, '/v1/oauth2/token', { grant_type: 'password', client_id: clientId })).body.error,
    ).toBe('unsupported_grant_type');
    expect((await postForm(provider, '/v1/oauth2/token', { client_id: clientId })).body.error).toBe('invalid_request');
    expect(
      (
        await postForm(provider, '/v1/oauth2/token', {
          grant_type: ['authorization_code', 'refresh_token'],
          client_id: clientId,
        })
      ).body.error,
    ).toBe('invalid_request');
    const malformed = await post(provider, '/v1/oauth2/token', undefined, {
      authorization: null,
      origin: null,
      rawBody: '{"grant_type":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('invalid_request');
    const oversize = await postForm(provider, '/v1/oauth2/token', {
      grant_type: 'authorization_code',
      client_id: clientId,
      code: 'x'.repeat(70_000),
    });
    expect(oversize.status).toBe(413);
    const longValue = await postForm(provider, '/v1/oauth2/token', {
      grant_type: 'authorization_code',
      client_id: clientId,
      code: 'x'.repeat(9000),
    });
    expect(longValue.body.error).toBe('invalid_request');
    const text = await send(provider, 'POST', '/v1/oauth2/token', undefined, {
      authorization: null,
      origin: null,
      rawBody: 'grant_type=x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.body.error).toBe('invalid_request');
    expect(
      (await send(provider, 'GET', '/v1/oauth2/token', undefined, { authorization: null, origin: null })).status,
    ).toBe(405);
  });

  it('authenticates a confidential client by its secret, in the body or a Basic header', async () => {
    const { provider } = makeProvider();
    const registered = await post(
      provider,
      '/v1/oauth2/register',
      { redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: 'client_secret_basic' },
      { authorization: null, origin: null },
    );
    const { client_id: clientId, client_secret: secret } = registered.body;
    const session = await signIn(provider);
    const code = await authorizationCode(provider, session, { client_id: clientId });
    const noSecret = await exchangeCode(provider, clientId, code);
    expect(noSecret.status).toBe(401);
    const wrong = await postForm(
      provider,
      '/v1/oauth2/token',
      {
        grant_type: 'authorization_code',
        code,
        code_verifier: VERIFIER,
        redirect_uri: REDIRECT_URI,
      },
      { Authorization: basic(clientId, 'wrong') },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic/);
    const right = await postForm(
      provider,
      '/v1/oauth2/token',
      {
        grant_type: 'authorization_code',
        code,
        code_verifier: VERIFIER,
        redirect_uri: REDIRECT_URI,
      },
      { Authorization: basic(clientId, secret) },
    );
    expect(right.status).toBe(200);
  });
});

describe('token endpoint: refresh_token', () => {
  it('rotates the refresh token and revokes the grant when an old one comes back', async () => {
    const { provider, clientId, tokens } = await granted();
    const refresh = (token: string, extra: Record<string, string> = {}) =>
      postForm(provider, '/v1/oauth2/token', {
        grant_type: 'refresh_token',
        refresh_token: token,
        client_id: clientId,
        ...extra,
      });
    const second = await refresh(tokens.refresh_token, { resource: RESOURCE });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(second.body.access_token).aud).toEqual([RESOURCE, 'project-test-court-login-local']);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
    const reused = await refresh(tokens.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    // The whole grant is gone: the newest refresh token and every access token of it too.
    expect((await refresh(third.body.refresh_token)).body.error).toBe('invalid_grant');
    expect((await userinfo(provider, third.body.access_token)).status).toBe(401);
  });

  it('narrows scopes on request, refuses wider or unknown ones, and keeps refresh tokens to their client', async () => {
    const { provider, clientId, tokens } = await granted();
    const other = await registeredClientId(provider, { client_name: 'Other' });
    const form = { grant_type: 'refresh_token', refresh_token: tokens.refresh_token };
    expect(
      (await postForm(provider, '/v1/oauth2/token', { ...form, client_id: clientId, scope: 'courts:book' })).body.error,
    ).toBe('invalid_scope');
    expect(
      (await postForm(provider, '/v1/oauth2/token', { ...form, client_id: clientId, scope: 'admin' })).body.error,
    ).toBe('invalid_scope');
    expect((await postForm(provider, '/v1/oauth2/token', { ...form, client_id: other })).body.error).toBe(
      'invalid_grant',
    );
    expect(
      (await postForm(provider, '/v1/oauth2/token', { ...form, client_id: clientId, resource: 'http://localhost:1/x' }))
        .body.error,
    ).toBe('invalid_target');
    const narrowed = await postForm(provider, '/v1/oauth2/token', {
      ...form,
      client_id: clientId,
      scope: 'courts:read',
    });
    expect(narrowed.body.scope).toBe('courts:read');
  });
});

describe('refresh re-checks the grant', () => {
  it('leaves out a scope the person can no longer grant', async () => {
    const { provider, clientId, tokens } = await granted();
    const user = provider.state.users.get(decodeJwt(tokens.access_token).sub!)!;
    user.profile.roles = [];
    const refresh = (extra: Record<string, string> = {}) =>
      postForm(provider, '/v1/oauth2/token', {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
        client_id: clientId,
        ...extra,
      });
    expect((await refresh({ scope: 'courts:read' })).body.error).toBe('invalid_scope');
    const answer = await refresh();
    expect(answer.status).toBe(200);
    expect(answer.body.scope).toBe('openid email profile');
    expect(decodeJwt(answer.body.access_token).scope).toBe('openid email profile');
  });

  it('ends the grant 90 days after consent, however often it was refreshed', async () => {
    const { provider, clock, clientId, tokens } = await granted();
    let refreshToken = tokens.refresh_token;
    for (let step = 0; step < 4; step += 1) {
      clock.advance(20 * 24 * 60);
      const answer = await postForm(provider, '/v1/oauth2/token', {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: clientId,
      });
      expect(answer.status).toBe(200);
      refreshToken = answer.body.refresh_token;
    }
    clock.advance(11 * 24 * 60);
    const late = await postForm(provider, '/v1/oauth2/token', {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: clientId,
    });
    expect(late.body.error).toBe('invalid_grant');
  });
});

describe('userinfo', () => {
  it('answers for a live access token, per scope, on GET and POST', async () => {
    const { provider, tokens } = await granted();
    const answer = await userinfo(provider, tokens.access_token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      sub: expect.stringMatching(/^user-test-/),
      email: 'ace@court-login.local',
      email_verified: true,
      name: 'Ace Server',
      given_name: 'Ace',
      family_name: 'Server',
    });
    const posted = await send(provider, 'POST', '/v1/oauth2/userinfo', undefined, {
      authorization: `Bearer ${tokens.access_token}`,
      origin: null,
      rawBody: '',
    });
    expect(posted.body.sub).toBe(answer.body.sub);
    const narrow = await granted(['openid', 'courts:read']);
    expect((await userinfo(narrow.provider, narrow.tokens.access_token)).body).toEqual({ sub: expect.any(String) });
  });

  it('refuses a token granted without openid with 403 insufficient_scope', async () => {
    const { provider, tokens } = await granted(['email', 'courts:read']);
    const answer = await userinfo(provider, tokens.access_token);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('insufficient_scope');
    expect(answer.headers.get('www-authenticate')).toBe('Bearer error="insufficient_scope", scope="openid"');
  });

  it('refuses missing, forged, alg none, expired and foreign tokens with 401 invalid_token', async () => {
    const { provider, clock, tokens } = await granted();
    const claims = decodeJwt(tokens.access_token);
    const header = decodeProtectedHeader(tokens.access_token);
    const unsecured = new UnsecuredJWT(claims).encode();
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: header.kid })
      .sign(privateKey);
    const [head, , signature] = tokens.access_token.split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, scope: 'openid email profile courts:read courts:book' })).toString('base64url')}.${signature}`;
    const foreign = (await granted()).tokens.access_token;
    for (const [name, token] of Object.entries({ unsecured, forged, tampered, foreign, garbage: 'not-a-jwt' })) {
      const answer = await userinfo(provider, token);
      expect(answer.status, name).toBe(401);
      expect(answer.body.error, name).toBe('invalid_token');
      expect(answer.headers.get('www-authenticate'), name).toMatch(/^Bearer error="invalid_token"/);
    }
    const none = await send(provider, 'GET', '/v1/oauth2/userinfo', undefined, { authorization: null, origin: null });
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    clock.advance(60);
    expect((await userinfo(provider, tokens.access_token)).status).toBe(401);
  });

  it("names one issuer, the provider's own URL, whatever host name the caller used", async () => {
    const { provider, tokens } = await granted();
    for (const origin of ['http://127.0.0.1:8788', 'http://[::1]:8788', 'http://localhost:9999']) {
      const metadata = await provider.fetch(new Request(`${origin}/.well-known/oauth-authorization-server`));
      expect((await metadata.json()).issuer).toBe(ISSUER);
      const elsewhere = new Request(`${origin}/v1/oauth2/userinfo`, {
        headers: { Authorization: `Bearer ${tokens.access_token}` },
      });
      expect((await provider.fetch(elsewhere)).status).toBe(200);
    }
  });

  it('honours tokens only at the issuer they name', async () => {
    const { provider, tokens } = await granted();
    const other = makeProvider({}, { issuer: 'http://localhost:8789', state: provider.state }).provider;
    const answer = await send(other, 'GET', '/v1/oauth2/userinfo', undefined, {
      authorization: `Bearer ${tokens.access_token}`,
      origin: null,
    });
    expect(answer.status).toBe(401);
  });
});

describe('introspection and revocation', () => {
  it("introspects for the project backend and for the token's own client only", async () => {
    const { provider, clientId, tokens } = await granted();
    const other = await registeredClientId(provider, { client_name: 'Other' });
    const asBackend = await introspect(provider, { token: tokens.access_token }, { Authorization: PROJECT });
    expect(asBackend.status).toBe(200);
    expect(asBackend.body).toMatchObject({
      active: true,
      iss: ISSUER,
      client_id: clientId,
      scope: 'openid email profile courts:read',
      aud: [RESOURCE, 'project-test-court-login-local'],
      sub: expect.stringMatching(/^user-test-/),
      exp: expect.any(Number),
      iat: expect.any(Number),
      token_type: 'Bearer',
    });
    expect((await introspect(provider, { token: tokens.access_token, client_id: clientId })).body.active).toBe(true);
    expect((await introspect(provider, { token: tokens.access_token, client_id: other })).body).toEqual({
      active: false,
    });
    expect((await introspect(provider, { token: tokens.refresh_token, client_id: clientId })).body).toMatchObject({
      active: true,
      token_type: 'refresh_token',
    });
    expect((await introspect(provider, { token: tokens.access_token })).status).toBe(401);
    expect(
      (
        await introspect(
          provider,
          { token: tokens.access_token },
          { Authorization: basic('project-test-court-login-local', 'wrong') },
        )
      ).status,
    ).toBe(401);
    expect((await introspect(provider, { client_id: clientId })).body.error).toBe('invalid_request');
  });

  it('answers a resource server that asks with the project credentials, as RFC 7662 says', async () => {
    const { provider, clientId, tokens } = await granted();
    const asked = (token: string) =>
      introspect(provider, { token, token_type_hint: 'access_token' }, { Authorization: PROJECT });
    const answer = await asked(tokens.access_token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({
      active: true,
      iss: ISSUER,
      sub: decodeJwt(tokens.access_token).sub,
      scope: 'openid email profile courts:read',
      aud: [RESOURCE, 'project-test-court-login-local'],
      client_id: clientId,
      exp: decodeJwt(tokens.access_token).exp,
    });
    expect((await asked('unknown-token')).body).toEqual({ active: false });
  });

  it('answers inactive for the access tokens of a grant ended by a dashboard revoke, a refresh token reuse or /v1/oauth2/revoke', async () => {
    const activeFor = async (provider: ReturnType<typeof makeProvider>['provider'], token: string) =>
      (await introspect(provider, { token, token_type_hint: 'access_token' }, { Authorization: PROJECT })).body.active;
    const dashboard = await granted();
    expect(await activeFor(dashboard.provider, dashboard.tokens.access_token)).toBe(true);
    await post(dashboard.provider, `/sdk/v1/users/connected_apps/${dashboard.clientId}/revoke`, undefined, {
      sessionToken: dashboard.session,
    });
    expect(await activeFor(dashboard.provider, dashboard.tokens.access_token)).toBe(false);

    const reuse = await granted();
    const refresh = (token: string) =>
      postForm(reuse.provider, '/v1/oauth2/token', {
        grant_type: 'refresh_token',
        refresh_token: token,
        client_id: reuse.clientId,
      });
    const next = (await refresh(reuse.tokens.refresh_token)).body;
    expect(await activeFor(reuse.provider, next.access_token)).toBe(true);
    expect((await refresh(reuse.tokens.refresh_token)).body.error).toBe('invalid_grant');
    expect(await activeFor(reuse.provider, reuse.tokens.access_token)).toBe(false);
    expect(await activeFor(reuse.provider, next.access_token)).toBe(false);

    const revoked = await granted();
    await postForm(revoked.provider, '/v1/oauth2/revoke', {
      token: revoked.tokens.refresh_token,
      client_id: revoked.clientId,
      token_type_hint: 'refresh_token',
    });
    expect(await activeFor(revoked.provider, revoked.tokens.access_token)).toBe(false);
  });

  it('answers inactive for forged and alg none tokens', async () => {
    const { provider, tokens } = await granted();
    const claims = decodeJwt(tokens.access_token);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).sign(privateKey);
    for (const token of [new UnsecuredJWT(claims).encode(), forged, 'x'.repeat(8000)]) {
      expect((await introspect(provider, { token }, { Authorization: PROJECT })).body).toEqual({ active: false });
    }
  });

  it('revokes an access token alone, or a refresh token with its whole grant', async () => {
    const { provider, clientId, tokens } = await granted();
    const other = await registeredClientId(provider, { client_name: 'Other' });
    const refreshed = await postForm(provider, '/v1/oauth2/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: clientId,
    });
    // Another client cannot revoke it.
    expect(
      (await postForm(provider, '/v1/oauth2/revoke', { token: tokens.access_token, client_id: other })).status,
    ).toBe(200);
    expect((await userinfo(provider, tokens.access_token)).status).toBe(200);
    const revoked = await postForm(provider, '/v1/oauth2/revoke', {
      token: tokens.access_token,
      client_id: clientId,
      token_type_hint: 'access_token',
    });
    expect(revoked.status).toBe(200);
    expect((await userinfo(provider, tokens.access_token)).status).toBe(401);
    expect((await userinfo(provider, refreshed.body.access_token)).status).toBe(200);
    await postForm(provider, '/v1/oauth2/revoke', { token: refreshed.body.refresh_token, client_id: clientId });
    expect((await userinfo(provider, refreshed.body.access_token)).status).toBe(401);
    expect(
      (
        await postForm(provider, '/v1/oauth2/token', {
          grant_type: 'refresh_token',
          refresh_token: refreshed.body.refresh_token,
          client_id: clientId,
        })
      ).body.error,
    ).toBe('invalid_grant');
    expect((await postForm(provider, '/v1/oauth2/revoke', { token: 'unknown', client_id: clientId })).status).toBe(200);
    expect(
      (await postForm(provider, '/v1/oauth2/revoke', { token: 'unknown', client_id: 'connected-app-test-unknown' }))
        .status,
    ).toBe(401);
  });

  it('ends every token of a connected app the person revokes', async () => {
    const { provider, clientId, session, tokens } = await granted();
    await post(provider, `/sdk/v1/users/connected_apps/${clientId}/revoke`, undefined, { sessionToken: session });
    expect((await userinfo(provider, tokens.access_token)).status).toBe(401);
    expect(
      (
        await postForm(provider, '/v1/oauth2/token', {
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
          client_id: clientId,
        })
      ).body.error,
    ).toBe('invalid_grant');
  });
});

describe('backend routes', () => {
  it('gets a user in the hosted Get User shape', async () => {
    const { provider, tokens } = await granted();
    const sub = decodeJwt(tokens.access_token).sub!;
    const answer = await send(provider, 'GET', `/v1/users/${sub}`, undefined, { authorization: PROJECT, origin: null });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      user_id: sub,
      status_code: 200,
      request_id: expect.any(String),
      status: 'active',
      emails: [{ email_id: expect.any(String), email: 'ace@court-login.local', verified: true }],
      name: { first_name: 'Ace', last_name: 'Server' },
      phone_numbers: [],
    });
    const missing = await send(provider, 'GET', '/v1/users/user-test-nobody', undefined, {
      authorization: PROJECT,
      origin: null,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error_type).toBe('user_not_found');
    expect((await send(provider, 'GET', `/v1/users/${sub}`, undefined, { origin: null })).status).toBe(401);
  });

  it('runs the consent API for a person named by user_id or session token', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const session = await signIn(provider);
    const userId = (await send(provider, 'GET', '/sdk/v1/users/me', undefined, { sessionToken: session })).body.data
      .user_id;
    const request = {
      client_id: clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scopes: ['openid', 'courts:read'],
    };
    const started = await post(
      provider,
      '/v1/idp/oauth/authorize/start',
      { ...request, user_id: userId },
      { authorization: PROJECT, origin: null },
    );
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      user_id: userId,
      consent_required: true,
      client: { client_id: clientId },
      status_code: 200,
    });
    const submitted = await post(
      provider,
      '/v1/idp/oauth/authorize',
      {
        ...request,
        session_token: session,
        consent_granted: true,
        code_challenge: CHALLENGE,
        code_challenge_method: 'S256',
        state: 's',
        resources: [RESOURCE],
      },
      { authorization: PROJECT, origin: null },
    );
    expect(submitted.status).toBe(200);
    expect(new URL(submitted.body.redirect_uri).searchParams.get('code')).toBe(submitted.body.authorization_code);
    expect((await exchangeCode(provider, clientId, submitted.body.authorization_code)).status).toBe(200);
    const neither = await post(provider, '/v1/idp/oauth/authorize/start', request, {
      authorization: PROJECT,
      origin: null,
    });
    expect(neither.body.error_type).toBe('invalid_request');
    expect((await post(provider, '/v1/idp/oauth/authorize/start', { ...request, user_id: userId })).status).toBe(401);
  });
});

describe('persistence', () => {
  it('keeps the signing key, clients, consents and grants in the saved state', async () => {
    const { provider, clock, clientId, tokens } = await granted();
    const restored = createProvider({}, { now: () => clock.time, state: parseState(provider.serialize()) });
    expect((await userinfo(restored, tokens.access_token)).status).toBe(200);
    const refreshed = await postForm(restored, '/v1/oauth2/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: clientId,
    });
    expect(refreshed.status).toBe(200);
    expect(provider.serialize()).not.toContain(tokens.refresh_token);
  });

  it('refuses a saved state with a damaged connected apps group', () => {
    const { provider } = makeProvider();
    const saved = JSON.parse(provider.serialize());
    saved.groups.connected_apps = {
      signing_key: null,
      clients: [{ client_id: 5 }],
      consents: [],
      codes: [],
      grants: [],
    };
    expect(() => parseState(JSON.stringify(saved))).toThrow(/groups\.connected_apps\.clients\[0\]\.client_id/);
  });
});
