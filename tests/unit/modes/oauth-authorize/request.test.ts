import { describe, expect, it } from 'vitest';
import {
  errorRedirect,
  parseAuthorizationRequest,
  redirectDestination,
  returnAddress,
  sameRedirectTarget,
  type AuthorizationRequest,
} from '../../../../src/modes/oauth-authorize/flow/request.ts';

const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const GOOD = {
  client_id: 'connected-app-test-1',
  redirect_uri: 'http://127.0.0.1:33418/callback',
  response_type: 'code',
  code_challenge: CHALLENGE,
  code_challenge_method: 'S256',
  state: 'st&te=1',
  scope: 'openid courts:read',
};

function search(params: Record<string, string | string[]>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) for (const item of [value].flat()) query.append(name, item);
  return `?${query}`;
}

function request(params: Record<string, string | string[]> = {}): AuthorizationRequest {
  const parsed = parseAuthorizationRequest(search({ ...GOOD, ...params }));
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.request;
}

describe('the authorization request read from the address', () => {
  it('reads every parameter, keeps state verbatim, ignores unknown ones', () => {
    const read = request({
      resource: ['http://localhost:8787/mcp'],
      nonce: 'n-1',
      prompt: 'consent',
      extra: 'ignored',
    });
    expect(read).toEqual({
      clientId: 'connected-app-test-1',
      redirectUri: 'http://127.0.0.1:33418/callback',
      responseType: 'code',
      scopes: ['openid', 'courts:read'],
      state: 'st&te=1',
      nonce: 'n-1',
      codeChallenge: CHALLENGE,
      codeChallengeMethod: 'S256',
      prompt: 'consent',
      resources: ['http://localhost:8787/mcp'],
      fault: undefined,
    });
  });

  it('asks for openid email profile when no scope is named, each scope once', () => {
    expect(request({ scope: '' }).scopes).toEqual(['openid', 'email', 'profile']);
    const parsed = parseAuthorizationRequest(search({ ...GOOD, scope: [] }));
    expect(parsed.ok && parsed.request.scopes).toEqual(['openid', 'email', 'profile']);
    expect(request({ scope: 'email  email offline_access' }).scopes).toEqual(['email', 'offline_access']);
  });

  it('shows on the page, never redirects, when client_id or redirect_uri is missing, repeated or unusable', () => {
    const { client_id: _client, ...noClient } = GOOD;
    const { redirect_uri: _redirect, ...noRedirect } = GOOD;
    expect(parseAuthorizationRequest(search(noClient))).toEqual({ ok: false, problem: 'missingClient' });
    expect(parseAuthorizationRequest(search({ ...GOOD, client_id: ['a', 'b'] }))).toEqual({
      ok: false,
      problem: 'missingClient',
    });
    expect(parseAuthorizationRequest(search(noRedirect))).toEqual({ ok: false, problem: 'missingRedirect' });
    expect(parseAuthorizationRequest(search({ ...GOOD, redirect_uri: ['http://a.test/', 'http://b.test/'] }))).toEqual({
      ok: false,
      problem: 'missingRedirect',
    });
    for (const bad of [
      'javascript:alert(1)',
      '/relative',
      'http://a.test/cb#fragment',
      'https://user:pw@a.test/cb',
      'data:text/html,hi',
    ]) {
      expect(parseAuthorizationRequest(search({ ...GOOD, redirect_uri: bad }))).toEqual({
        ok: false,
        problem: 'malformedRedirect',
      });
    }
    expect(parseAuthorizationRequest(search({ ...GOOD, client_id: 'x'.repeat(257) }))).toEqual({
      ok: false,
      problem: 'oversized',
    });
    expect(parseAuthorizationRequest(`?${'a'.repeat(20_000)}`)).toEqual({ ok: false, problem: 'oversized' });
  });

  it('keeps the first fault to send back to the client once the provider confirmed it', () => {
    const fault = (params: Record<string, string | string[]>) => request(params).fault?.error;
    expect(fault({})).toBeUndefined();
    expect(fault({ response_type: 'token' })).toBe('unsupported_response_type');
    expect(fault({ response_type: '' })).toBe('invalid_request');
    expect(fault({ code_challenge: '' })).toBe('invalid_request');
    expect(fault({ code_challenge: 'short' })).toBe('invalid_request');
    expect(fault({ code_challenge_method: 'plain' })).toBe('invalid_request');
    // Without a method RFC 7636 means plain, which is not accepted (nor by the provider).
    expect(request({ code_challenge_method: [] }).fault).toEqual({
      error: 'invalid_request',
      description: 'code_challenge_method must be S256.',
    });
    expect(fault({ state: ['a', 'b'] })).toBe('invalid_request');
    expect(fault({ state: 's'.repeat(2049) })).toBe('invalid_request');
    expect(fault({ prompt: 'none consent' })).toBe('invalid_request');
    expect(fault({ prompt: 'sometimes' })).toBe('invalid_request');
    expect(fault({ resource: 'not a url' })).toBe('invalid_request');
    const resources = (count: number) => Array.from({ length: count }, (_, index) => `https://r${index}.test/`);
    expect(request({ resource: resources(8) })).toMatchObject({ resources: resources(8), fault: undefined });
    expect(request({ resource: resources(9) }).fault).toEqual({
      error: 'invalid_request',
      description: 'resource must be at most 8 absolute URLs.',
    });
    expect(fault({ scope: Array.from({ length: 33 }, (_, index) => `s${index}`).join(' ') })).toBe('invalid_scope');
    // The response type is told first, whatever else is wrong.
    expect(fault({ response_type: 'token', code_challenge: '' })).toBe('unsupported_response_type');
  });

  it('builds error redirects with error, state and iss once each, replacing any already there', () => {
    const url = new URL(
      errorRedirect(
        request({ redirect_uri: 'https://app.test/cb?keep=1&state=old&error=x' }),
        'access_denied',
        'http://localhost:8788',
      ),
    );
    expect(url.searchParams.getAll('error')).toEqual(['access_denied']);
    expect(url.searchParams.getAll('state')).toEqual(['st&te=1']);
    expect(url.searchParams.getAll('iss')).toEqual(['http://localhost:8788']);
    expect(url.searchParams.get('keep')).toBe('1');
    expect(
      new URL(errorRedirect(request({ state: [] }), 'login_required', 'http://i.test')).searchParams.has('state'),
    ).toBe(false);
  });

  it('follows an answer only to the requested origin and path', () => {
    expect(sameRedirectTarget('http://127.0.0.1:33418/callback?code=1', 'http://127.0.0.1:33418/callback')).toBe(true);
    expect(sameRedirectTarget('http://127.0.0.1:33419/callback?code=1', 'http://127.0.0.1:33418/callback')).toBe(false);
    expect(sameRedirectTarget('http://127.0.0.1:33418/other?code=1', 'http://127.0.0.1:33418/callback')).toBe(false);
    expect(sameRedirectTarget('not a url', 'http://127.0.0.1:33418/callback')).toBe(false);
  });

  it('says when the code goes to this computer or over plain http', () => {
    expect(redirectDestination('http://127.0.0.1:33418/callback')).toEqual({
      host: '127.0.0.1:33418',
      loopback: true,
      insecure: true,
    });
    expect(redirectDestination('http://localhost:9/cb')).toEqual({
      host: 'localhost:9',
      loopback: true,
      insecure: true,
    });
    expect(redirectDestination('http://[::1]:9/cb')).toEqual({ host: '[::1]:9', loopback: true, insecure: true });
    expect(redirectDestination('http://app.test/cb')).toEqual({ host: 'app.test', loopback: false, insecure: true });
    expect(redirectDestination('https://app.test/cb')).toEqual({ host: 'app.test', loopback: false, insecure: false });
  });

  it('comes back to this page with the authorization request alone (no token of a finished sign-in)', () => {
    expect(
      returnAddress(
        'https://app.test/oauth/authorize?client_id=c&token=t&stytch_token_type=oauth&state=s%20x&resource=a&resource=b#h',
      ),
    ).toBe('https://app.test/oauth/authorize?client_id=c&state=s%20x&resource=a&resource=b');
    // As written: re-encoded, `/` and `:` would triple in length, and a long request come back too long.
    expect(returnAddress('https://app.test/oauth/authorize?resource=https://courts.test/mcp&token=t&scope=a+b')).toBe(
      'https://app.test/oauth/authorize?resource=https://courts.test/mcp&scope=a+b',
    );
    expect(returnAddress('https://app.test/oauth/authorize')).toBe('https://app.test/oauth/authorize');
  });
});
