// @vitest-environment node
// What a loop of registrations, authorizations and refreshes adds stays bounded, and one caller's
// flood never pushes out another person's pending code or grant: it is refused, or it replaces the
// caller's own oldest entries.
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { LocalProvider } from '../../local-provider/http/app.ts';
import { connectedAppsState } from '../../local-provider/connected-apps/apps-state.ts';
import { MAX_CLIENTS, REGISTRATIONS_IN_ALL } from '../../local-provider/connected-apps/clients.ts';
import {
  CODES_PER_USER,
  CODES_PER_USER_AND_CLIENT,
  issueCode,
  MAX_CODES,
} from '../../local-provider/connected-apps/codes.ts';
import { CONSENTS_PER_USER, rememberConsent } from '../../local-provider/connected-apps/consents.ts';
import {
  ACCESS_TOKENS_PER_GRANT,
  createGrant,
  GRANTS_PER_USER,
  GRANTS_PER_USER_AND_CLIENT,
} from '../../local-provider/connected-apps/grants.ts';
import { makeProvider, post } from './helpers.ts';
import {
  authorizationCode,
  CHALLENGE,
  exchangeCode,
  postForm,
  REDIRECT_URI,
  registeredClientId,
  signIn,
} from './connected-apps-helpers.ts';

type Clock = ReturnType<typeof makeProvider>['clock'];

/** One registration from a caller naming `origin`. */
const registerFrom = (provider: LocalProvider, origin: string) =>
  post(
    provider,
    '/v1/oauth2/register',
    { client_name: 'Flood', redirect_uris: [REDIRECT_URI] },
    { authorization: null, origin },
  );

/** `count` registrations from callers of 25 each, a minute on the clock before each 45 (the limit in all); their ids. */
async function registerMany(provider: LocalProvider, clock: Clock, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    if (index % REGISTRATIONS_IN_ALL.limit === 0) clock.advance(1);
    const answer = await registerFrom(provider, `https://caller-${Math.floor(index / 25)}.example`);
    expect(answer.status).toBe(201);
    ids.push(answer.body.client_id);
  }
  return ids;
}

describe('Connected Apps bounds', () => {
  it("keeps a person's newest codes per client, and never another person's", async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const rally = await signIn(provider, 'rally@court-login.local');
    const rallyCode = await authorizationCode(provider, rally, { client_id: clientId });
    const ace = await signIn(provider);
    const aceCodes: string[] = [];
    for (let index = 0; index < CODES_PER_USER_AND_CLIENT + 5; index += 1)
      aceCodes.push(await authorizationCode(provider, ace, { client_id: clientId }));
    expect(connectedAppsState(provider.state.groups).codes).toHaveLength(CODES_PER_USER_AND_CLIENT + 1);
    expect((await exchangeCode(provider, clientId, aceCodes[0]!)).body.error).toBe('invalid_grant');
    expect((await exchangeCode(provider, clientId, aceCodes.at(-1)!)).status).toBe(200);
    expect((await exchangeCode(provider, clientId, rallyCode)).status).toBe(200);
  });

  it('refuses new codes when the whole list is full instead of dropping pending ones', () => {
    const { provider, clock } = makeProvider();
    const state = connectedAppsState(provider.state.groups);
    const details = (index: number) => ({
      client_id: 'connected-app-test-x',
      user_id: `user-test-${index}`,
      redirect_uri: REDIRECT_URI,
      code_challenge: CHALLENGE,
      scopes: [],
      resources: [],
      nonce: null,
    });
    for (let index = 0; index < MAX_CODES; index += 1) issueCode(state, details(index), clock.time);
    expect(() => issueCode(state, details(MAX_CODES), clock.time)).toThrow(/Too many authorizations/);
    expect(state.codes).toHaveLength(MAX_CODES);
    expect(state.codes[0]!.user_id).toBe('user-test-0');
    clock.advance(5);
    expect(() => issueCode(state, details(MAX_CODES), clock.time)).not.toThrow();
    expect(state.codes).toHaveLength(1);
  });

  it("keeps a person's newest grants per client, and another person's grant with the same client", async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const rally = await signIn(provider, 'rally@court-login.local');
    const rallyTokens = (
      await exchangeCode(provider, clientId, await authorizationCode(provider, rally, { client_id: clientId }))
    ).body;
    const ace = await signIn(provider);
    const aceRefresh: string[] = [];
    for (let index = 0; index < GRANTS_PER_USER_AND_CLIENT + 2; index += 1) {
      aceRefresh.push(
        (await exchangeCode(provider, clientId, await authorizationCode(provider, ace, { client_id: clientId }))).body
          .refresh_token,
      );
    }
    expect(connectedAppsState(provider.state.groups).grants).toHaveLength(GRANTS_PER_USER_AND_CLIENT + 1);
    const refresh = (token: string) =>
      postForm(provider, '/v1/oauth2/token', {
        grant_type: 'refresh_token',
        refresh_token: token,
        client_id: clientId,
      });
    expect((await refresh(aceRefresh[0]!)).body.error).toBe('invalid_grant');
    expect((await refresh(aceRefresh.at(-1)!)).status).toBe(200);
    expect((await refresh(rallyTokens.refresh_token)).status).toBe(200);
  });

  it('honours at most the newest access tokens of one grant', async () => {
    const { provider } = makeProvider();
    const clientId = await registeredClientId(provider);
    const first = (
      await exchangeCode(
        provider,
        clientId,
        await authorizationCode(provider, await signIn(provider), { client_id: clientId }),
      )
    ).body;
    let refreshToken = first.refresh_token;
    let latest = first.access_token;
    for (let index = 0; index < ACCESS_TOKENS_PER_GRANT; index += 1) {
      const answer = await postForm(provider, '/v1/oauth2/token', {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: clientId,
      });
      refreshToken = answer.body.refresh_token;
      latest = answer.body.access_token;
    }
    const userinfo = (token: string) =>
      provider.fetch(
        new Request('http://localhost:8788/v1/oauth2/userinfo', { headers: { Authorization: `Bearer ${token}` } }),
      );
    expect((await userinfo(first.access_token)).status).toBe(401);
    expect((await userinfo(latest)).status).toBe(200);
    const [grant] = connectedAppsState(provider.state.groups).grants;
    expect(grant!.access_tokens).toHaveLength(ACCESS_TOKENS_PER_GRANT);
    expect(grant!.used_refresh_hashes.length).toBeLessThanOrEqual(50);
  });

  it("keeps a person's newest codes and grants across clients, and never another person's", () => {
    const { provider, clock } = makeProvider();
    const state = connectedAppsState(provider.state.groups);
    const code = (user: string, client: number) =>
      issueCode(
        state,
        {
          client_id: `connected-app-test-${client}`,
          user_id: user,
          redirect_uri: REDIRECT_URI,
          code_challenge: CHALLENGE,
          scopes: [],
          resources: [],
          nonce: null,
        },
        clock.time,
      );
    const grant = (user: string, client: number) =>
      createGrant(
        state,
        { user_id: user, client_id: `connected-app-test-${client}`, scopes: [], resources: [] },
        clock.time,
      );
    code('user-test-rally', 0);
    grant('user-test-rally', 0);
    for (let client = 0; client < CODES_PER_USER + 10; client += 1) code('user-test-ace', client);
    for (let client = 0; client < GRANTS_PER_USER + 10; client += 1) grant('user-test-ace', client);
    expect(state.codes.filter((entry) => entry.user_id === 'user-test-ace')).toHaveLength(CODES_PER_USER);
    expect(state.codes.at(-1)!.client_id).toBe(`connected-app-test-${CODES_PER_USER + 9}`);
    expect(state.grants.filter((entry) => entry.user_id === 'user-test-ace')).toHaveLength(GRANTS_PER_USER);
    expect(state.codes.filter((entry) => entry.user_id === 'user-test-rally')).toHaveLength(1);
    expect(state.grants.filter((entry) => entry.user_id === 'user-test-rally')).toHaveLength(1);
  });

  it("refuses a person's consent past their own limit, and still takes another person's", () => {
    const { provider, clock } = makeProvider();
    const state = connectedAppsState(provider.state.groups);
    const consent = (userId: string, client: number) =>
      rememberConsent(
        state,
        { userId, clientId: `connected-app-test-${client}`, redirectUri: REDIRECT_URI },
        ['openid'],
        clock.time,
      );
    for (let client = 0; client < CONSENTS_PER_USER; client += 1) consent('user-test-ace', client);
    expect(() => consent('user-test-ace', CONSENTS_PER_USER)).toThrow(/Revoke some/);
    expect(() => consent('user-test-ace', 0)).not.toThrow();
    expect(() => consent('user-test-rally', 0)).not.toThrow();
  });

  it('forgets clients nobody connected a day after they registered', async () => {
    const { provider, clock } = makeProvider();
    const used = await registeredClientId(provider);
    await authorizationCode(provider, await signIn(provider), { client_id: used });
    await registerMany(provider, clock, 20);
    clock.advance(23 * 60);
    await registerMany(provider, clock, 1);
    expect(connectedAppsState(provider.state.groups).clients).toHaveLength(22);
    clock.advance(61);
    await registerMany(provider, clock, 1);
    const clients = connectedAppsState(provider.state.groups).clients.map((client) => client.client_id);
    expect(clients).toHaveLength(3);
    expect(clients).toContain(used);
  });

  it("finds a refresh token and an access token without reading any other grant's tokens", async () => {
    const { provider, clock } = makeProvider();
    const clientId = await registeredClientId(provider);
    const session = await signIn(provider);
    const tokens = (
      await exchangeCode(provider, clientId, await authorizationCode(provider, session, { client_id: clientId }))
    ).body;
    const state = connectedAppsState(provider.state.groups);
    for (let index = 0; index < 300; index += 1) {
      const other = createGrant(
        state,
        { user_id: `user-test-${index}`, client_id: clientId, scopes: [], resources: [] },
        clock.time,
      ).grant;
      other.used_refresh_hashes.push(...Array.from({ length: 50 }, (_, used) => `old-${index}-${used}`));
    }
    const refresh = (token: string) =>
      postForm(provider, '/v1/oauth2/token', {
        grant_type: 'refresh_token',
        refresh_token: token,
        client_id: clientId,
      });
    const warm = (await refresh(tokens.refresh_token)).body;
    let reads = 0;
    for (const grant of state.grants.filter(
      (entry) => entry.user_id.startsWith('user-test-') && entry.user_id !== decodeJwt(tokens.access_token).sub,
    )) {
      for (const field of ['used_refresh_hashes', 'access_tokens'] as const) {
        let value = grant[field];
        Object.defineProperty(grant, field, {
          enumerable: true,
          get: () => {
            reads += 1;
            return value;
          },
          set: (next) => {
            value = next;
          },
        });
      }
    }
    const next = await refresh(warm.refresh_token);
    expect(next.status).toBe(200);
    const introspected = await postForm(provider, '/v1/oauth2/introspect', {
      token: next.body.access_token,
      client_id: clientId,
    });
    expect(introspected.body.active).toBe(true);
    expect(reads).toBe(0);
  });

  it('makes room in a full list by forgetting the oldest client nobody connected, once its first minutes are over', async () => {
    const { provider, clock } = makeProvider();
    const first = await registeredClientId(provider);
    await authorizationCode(provider, await signIn(provider), { client_id: first });
    const flood = await registerMany(provider, clock, MAX_CLIENTS - 1);
    const clients = () => connectedAppsState(provider.state.groups).clients.map((client) => client.client_id);
    expect(clients()).toHaveLength(MAX_CLIENTS);
    const [late] = await registerMany(provider, clock, 1);
    expect(clients()).toHaveLength(MAX_CLIENTS);
    // The connected client stays, ahead of the flood; the flood's oldest made room.
    expect(clients()).toEqual([first, ...flood.slice(1), late]);
    const next = await authorizationCode(provider, await signIn(provider), { client_id: first });
    expect((await exchangeCode(provider, first, next)).status).toBe(200);
  });

  it('refuses a registration with 503 while every client is connected or too new to go', async () => {
    const { provider, clock } = makeProvider();
    await registerMany(provider, clock, MAX_CLIENTS);
    // Registered within the last ten minutes: none may go yet.
    const state = connectedAppsState(provider.state.groups);
    for (const client of state.clients) client.client_id_issued_at = Math.floor(clock.time / 1000);
    const refused = await registerFrom(provider, 'https://late.example');
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe('temporarily_unavailable');
    clock.advance(9);
    expect((await registerFrom(provider, 'https://late.example')).status).toBe(503);
    clock.advance(1);
    expect((await registerFrom(provider, 'https://late.example')).status).toBe(201);
  });

  it('limits registrations in all, whatever origin each caller names', async () => {
    const { provider } = makeProvider();
    for (let index = 0; index < REGISTRATIONS_IN_ALL.limit; index += 1)
      expect((await registerFrom(provider, `https://caller-${index}.example`)).status).toBe(201);
    const refused = await registerFrom(provider, 'https://one-more.example');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('temporarily_unavailable');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
