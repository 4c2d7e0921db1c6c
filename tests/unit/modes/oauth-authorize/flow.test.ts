// The oauth-authorize flow: its reducer, and its requests against the real local provider in-process.
import { describe, expect, it } from 'vitest';
import {
  initialAuthorizeState,
  reduceAuthorize,
  type AuthorizeState,
} from '../../../../src/modes/oauth-authorize/flow/flow.ts';
import { createAuthorizeMachine } from '../../../../src/modes/oauth-authorize/flow/machine.ts';
import { parseAuthorizationRequest } from '../../../../src/modes/oauth-authorize/flow/request.ts';
import type { ConnectedAppClient } from '../../../../src/modes/oauth-authorize/client.ts';
import { localCourt } from '../../flows/support.ts';

const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const REDIRECT = 'http://127.0.0.1:33418/callback';
const CLIENT: ConnectedAppClient = { clientId: 'c', clientType: 'public', name: 'Court Assistant', description: '' };

describe('the oauth-authorize reducer', () => {
  const at = (screen: AuthorizeState['screen'], extra: Partial<AuthorizeState> = {}): AuthorizeState => ({
    ...initialAuthorizeState,
    screen,
    ...extra,
  });

  it('starts a request only where its screen offers it, and ignores a late answer', () => {
    const started = reduceAuthorize(initialAuthorizeState, { type: 'START' });
    expect(started.pending).toEqual({ kind: 'start', id: 1 });
    expect(reduceAuthorize(started, { type: 'START' })).toBe(started);
    expect(reduceAuthorize(initialAuthorizeState, { type: 'ALLOW' })).toBe(initialAuthorizeState);
    expect(reduceAuthorize(started, { type: 'SIGN_IN_NEEDED', client: CLIENT, requestId: 7 })).toBe(started);
    const signIn = reduceAuthorize(started, { type: 'SIGN_IN_NEEDED', client: CLIENT, requestId: 1 });
    expect(signIn.screen).toEqual({ name: 'signIn', client: CLIENT });
    expect(signIn.client).toBe(CLIENT);
    expect(reduceAuthorize(signIn, { type: 'DENY' })).toBe(signIn);
  });

  it('keeps the screen on a provider error and tries the same request again', () => {
    const start = { user: null, client: CLIENT, consentRequired: true, scopes: [] };
    const asking = reduceAuthorize(at({ name: 'consent', start }, { client: CLIENT }), { type: 'ALLOW' });
    const failed = reduceAuthorize(asking, {
      type: 'FAILED',
      error: { code: 'network' },
      requestId: asking.pending!.id,
    });
    expect(failed.screen.name).toBe('consent');
    expect(failed).toMatchObject({ pending: null, error: { code: 'network' }, retry: 'allow' });
    const again = reduceAuthorize(failed, { type: 'RETRY' });
    expect(again).toMatchObject({ pending: { kind: 'allow', id: 2 }, error: null, retry: null });
  });

  it('goes back to the sign-in when the session ends on the consent screen, and shows refusals on the page', () => {
    const start = { user: null, client: CLIENT, consentRequired: true, scopes: [] };
    const ended = reduceAuthorize(at({ name: 'consent', start }, { client: CLIENT }), { type: 'SESSION_ENDED' });
    expect(ended.screen).toEqual({ name: 'signIn', client: CLIENT });
    expect(reduceAuthorize(initialAuthorizeState, { type: 'REFUSE', problem: 'framed' }).screen).toEqual({
      name: 'problem',
      problem: 'framed',
    });
  });
});

const CLIENT_REQUEST = {
  response_type: 'code',
  code_challenge: CHALLENGE,
  code_challenge_method: 'S256',
  state: 'xyz 1',
  scope: 'openid email courts:read',
  resource: 'http://localhost:8787/mcp',
};

/** A fresh local provider with one registered client, and a Court of this page on it. */
async function stack(registered = true) {
  const { provider, court, providerUrl } = localCourt();
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    provider.fetch(new Request(input, init))) as typeof globalThis.fetch;
  let clientId = 'connected-app-test-unknown';
  if (registered) {
    const answer = await fetch(`${providerUrl}/v1/oauth2/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_name: 'Court Assistant', redirect_uris: [REDIRECT] }),
    });
    clientId = ((await answer.json()) as { client_id: string }).client_id;
  }
  const navigations: string[] = [];
  return {
    provider,
    court,
    providerUrl,
    clientId,
    navigations,
    /** The flow of a consent page whose address holds these parameters (over the client's usual request). */
    page(params: Record<string, string> = {}) {
      const parsed = parseAuthorizationRequest(
        `?${new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT, ...CLIENT_REQUEST, ...params })}`,
      );
      if (!parsed.ok) throw new Error(parsed.problem);
      const machine = createAuthorizeMachine({
        idp: court.client.idp,
        request: parsed.request,
        navigate: (url) => navigations.push(url),
        signOut: () => court.session.revoke({ forceClear: true }).then(() => undefined),
      });
      return async (event: Parameters<typeof machine.send>[0]) => {
        machine.send(event);
        await machine.idle();
        return machine.getState();
      };
    },
    async signIn(email = 'ace@court-login.local') {
      const sent = await court.client.otps.email.loginOrCreate({ email });
      if (!sent.ok) throw new Error(sent.error.message);
      const auth = await court.client.otps.authenticate({
        token: provider.inbox.latest(email)!.code!,
        method_id: sent.value.method_id,
        session_duration_minutes: 60,
      });
      if (!auth.ok) throw new Error(auth.error.message);
      court.session.applyAuthResponse(auth.value);
    },
  };
}

const query = (url: string | undefined) => new URL(url ?? 'about:blank').searchParams;
const target = (url: string | undefined) => {
  const parsed = new URL(url ?? 'about:blank');
  return `${parsed.origin}${parsed.pathname}`;
};

describe('the oauth-authorize flow on the local provider', () => {
  it('asks a signed-out visitor to sign in, then asks consent, and Allow returns code, state and iss once each', async () => {
    const local = await stack();
    const send = local.page();
    expect((await send({ type: 'START' })).screen).toMatchObject({
      name: 'signIn',
      client: { name: 'Court Assistant' },
    });
    await local.signIn();
    const consent = await send({ type: 'START' });
    if (consent.screen.name !== 'consent') throw new Error(consent.screen.name);
    expect(consent.screen.start.user?.emails[0]?.email).toBe('ace@court-login.local');
    expect(consent.screen.start.scopes.map((scope) => scope.scope)).toEqual(['openid', 'email', 'courts:read']);
    expect(consent.screen.start.scopes[2]!.description).toBe('See which courts are free and your bookings');
    expect((await send({ type: 'ALLOW' })).screen).toMatchObject({ name: 'returning', outcome: 'allowed' });
    expect(target(local.navigations[0])).toBe(REDIRECT);
    expect(query(local.navigations[0]).getAll('code')).toHaveLength(1);
    expect(query(local.navigations[0]).getAll('state')).toEqual(['xyz 1']);
    expect(query(local.navigations[0]).getAll('iss')).toEqual([local.providerUrl]);

    // Remembered: the next request of this person and client goes straight back with a code.
    expect((await local.page({ state: 'two' })({ type: 'START' })).screen).toMatchObject({
      name: 'returning',
      outcome: 'allowed',
    });
    expect(query(local.navigations[1]).get('state')).toBe('two');
    expect(query(local.navigations[1]).has('code')).toBe(true);
  });

  it('shows the consent screen, naming the account, for prompt=select_account even when consent is remembered', async () => {
    const local = await stack();
    await local.signIn();
    const send = local.page();
    await send({ type: 'START' });
    await send({ type: 'ALLOW' });
    expect(local.navigations).toHaveLength(1);
    const confirm = local.page({ prompt: 'select_account', state: 'three' });
    const shown = await confirm({ type: 'START' });
    expect(shown.screen.name === 'consent' && shown.screen.start.user?.emails[0]?.email).toBe('ace@court-login.local');
    expect(local.navigations).toHaveLength(1);
    // Allowed there, the code goes back as usual.
    expect((await confirm({ type: 'ALLOW' })).screen).toMatchObject({ name: 'returning', outcome: 'allowed' });
    expect(query(local.navigations[1]).get('state')).toBe('three');
    expect(query(local.navigations[1]).has('code')).toBe(true);
  });

  it('asks a signed-in person to sign in again for prompt=login, then shows the consent screen even when consent is remembered', async () => {
    const local = await stack();
    await local.signIn();
    const send = local.page();
    await send({ type: 'START' });
    await send({ type: 'ALLOW' });
    for (const prompt of ['login', 'login consent']) {
      const again = local.page({ prompt });
      expect((await again({ type: 'START' })).screen, prompt).toMatchObject({
        name: 'signIn',
        again: true,
        client: { name: 'Court Assistant' },
      });
      // The sign-in on the page (as the page tells the flow once the session changed).
      await local.signIn();
      const shown = await again({ type: 'START', signedIn: true });
      expect(shown.screen.name === 'consent' && shown.screen.start.user?.emails[0]?.email, prompt).toBe(
        'ace@court-login.local',
      );
    }
    expect(local.navigations).toHaveLength(1);
    // Signed in on the page already (a sign-in before the first question, or a redirect back): no second sign-in.
    const fresh = await stack();
    const page = fresh.page({ prompt: 'login' });
    expect((await page({ type: 'START' })).screen).toEqual({
      name: 'signIn',
      client: expect.objectContaining({ name: 'Court Assistant' }),
    });
    await fresh.signIn();
    expect((await page({ type: 'START', signedIn: true })).screen.name).toBe('consent');
  });

  it('sends access_denied with the state on Deny', async () => {
    const local = await stack();
    await local.signIn();
    const send = local.page();
    await send({ type: 'START' });
    expect((await send({ type: 'DENY' })).screen).toMatchObject({ name: 'returning', outcome: 'denied' });
    expect(query(local.navigations[0]).get('error')).toBe('access_denied');
    expect(query(local.navigations[0]).getAll('state')).toEqual(['xyz 1']);
    expect(query(local.navigations[0]).has('code')).toBe(false);
  });

  it('answers prompt=none while signed out with login_required, and a fault of the request once the client is known', async () => {
    const local = await stack();
    await local.page({ prompt: 'none' })({ type: 'START' });
    expect(Object.fromEntries(query(local.navigations[0]))).toEqual({
      error: 'login_required',
      state: 'xyz 1',
      iss: local.providerUrl,
    });
    await local.page({ response_type: 'token' })({ type: 'START' });
    expect(query(local.navigations[1]).get('error')).toBe('unsupported_response_type');
    await local.page({ scope: 'openid teleport' })({ type: 'START' });
    expect(query(local.navigations[2]).get('error')).toBe('invalid_scope');
    expect(query(local.navigations[2]).get('state')).toBe('xyz 1');
    await local.signIn();
    await local.page({ prompt: 'none' })({ type: 'START' });
    expect(query(local.navigations[3]).get('error')).toBe('consent_required');
    expect(local.navigations.map(target)).toEqual([REDIRECT, REDIRECT, REDIRECT, REDIRECT]);
  });

  it('shows an unknown client or an unregistered redirect_uri on the page and never leaves it', async () => {
    const unknown = await stack(false);
    expect((await unknown.page()({ type: 'START' })).screen).toEqual({ name: 'problem', problem: 'unknownClient' });
    const registered = await stack();
    expect(
      (
        await registered.page({ redirect_uri: 'http://127.0.0.1:9/elsewhere', response_type: 'token' })({
          type: 'START',
        })
      ).screen,
    ).toEqual({ name: 'problem', problem: 'unknownRedirect' });
    expect([...unknown.navigations, ...registered.navigations]).toEqual([]);
  });

  it('signs out for Use another account and keeps the request for the next sign-in', async () => {
    const local = await stack();
    await local.signIn();
    const send = local.page();
    await send({ type: 'START' });
    expect((await send({ type: 'SWITCH_ACCOUNT' })).screen).toMatchObject({
      name: 'signIn',
      client: { name: 'Court Assistant' },
    });
    expect(local.court.session.getSnapshot().status).toBe('signed-out');
    await local.signIn('other@court-login.local');
    const consent = await send({ type: 'START' });
    expect(consent.screen.name === 'consent' && consent.screen.start.user?.emails[0]?.email).toBe(
      'other@court-login.local',
    );
  });
});
