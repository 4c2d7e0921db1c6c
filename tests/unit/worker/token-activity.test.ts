// @vitest-environment node
// How long and for how many tokens the worker remembers the provider's answer on a token.
import { describe, expect, it } from 'vitest';
import { createTokenActivityCheck, MAX_ACTIVITY_CACHE_MS } from '../../../worker/mcp/token-activity.ts';

/** A provider that counts the questions and answers `active` from a set the test controls. */
function fakeIntrospection(active: Set<string>) {
  const asked: string[] = [];
  const fetchImpl = (async (_url: string | URL | Request, init?: RequestInit) => {
    const token = new URLSearchParams(String(init?.body)).get('token')!;
    asked.push(token);
    return new Response(JSON.stringify({ active: active.has(token) }), {
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return { asked, fetchImpl };
}

const HOUR_AHEAD = () => Math.floor(Date.now() / 1000) + 3600;

describe('the remembered answers', () => {
  it('last at most 30 s, even when asked for longer', async () => {
    let now = 1_000_000;
    const active = new Set(['token-a']);
    const provider = fakeIntrospection(active);
    const check = createTokenActivityCheck({
      introspectionUrl: 'http://localhost:9/v1/oauth2/introspect',
      projectId: 'p',
      secret: 's',
      timeoutMs: 1000,
      fetch: provider.fetchImpl,
      cacheMs: 600_000,
      now: () => now,
    });
    expect(await check('token-a', HOUR_AHEAD())).toEqual({ kind: 'active' });
    active.delete('token-a');
    now += MAX_ACTIVITY_CACHE_MS - 1;
    expect(await check('token-a', HOUR_AHEAD())).toEqual({ kind: 'active' });
    now += 2;
    expect(await check('token-a', HOUR_AHEAD())).toEqual({ kind: 'inactive' });
    expect(provider.asked).toEqual(['token-a', 'token-a']);
  });

  it('are kept for a bounded number of tokens, the oldest forgotten first', async () => {
    const provider = fakeIntrospection(new Set(['one', 'two', 'three']));
    const check = createTokenActivityCheck({
      introspectionUrl: 'http://localhost:9/v1/oauth2/introspect',
      projectId: 'p',
      secret: 's',
      timeoutMs: 1000,
      fetch: provider.fetchImpl,
      maxEntries: 2,
    });
    for (const token of ['one', 'two', 'three', 'three', 'two', 'one']) await check(token, HOUR_AHEAD());
    expect(provider.asked).toEqual(['one', 'two', 'three', 'one']);
  });

  it('do not outlive the token itself', async () => {
    let now = 1_000_000;
    const provider = fakeIntrospection(new Set(['short']));
    const check = createTokenActivityCheck({
      introspectionUrl: 'http://localhost:9/v1/oauth2/introspect',
      projectId: 'p',
      secret: 's',
      timeoutMs: 1000,
      fetch: provider.fetchImpl,
      now: () => now,
    });
    await check('short', now / 1000 + 5);
    now += 6000;
    await check('short', now / 1000 - 1);
    expect(provider.asked).toEqual(['short', 'short']);
  });

  it('send the token in a form body with the project credentials, never in the URL', async () => {
    let seen: { url: string; init?: RequestInit } | undefined;
    const check = createTokenActivityCheck({
      introspectionUrl: 'http://localhost:9/v1/oauth2/introspect',
      projectId: 'project-x',
      secret: 'secret-y',
      timeoutMs: 1000,
      fetch: (async (url: string | URL | Request, init?: RequestInit) => {
        seen = { url: String(url), init };
        return new Response('{"active":false}');
      }) as typeof fetch,
    });
    expect(await check('the-token', HOUR_AHEAD())).toEqual({ kind: 'inactive' });
    expect(seen!.url).toBe('http://localhost:9/v1/oauth2/introspect');
    const headers = new Headers(seen!.init!.headers);
    expect(headers.get('authorization')).toBe(`Basic ${Buffer.from('project-x:secret-y').toString('base64')}`);
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(seen!.init!.body).toBe('token=the-token&token_type_hint=access_token');
  });

  it('an answer without "active" is no answer: unavailable, not remembered', async () => {
    let calls = 0;
    const check = createTokenActivityCheck({
      introspectionUrl: 'http://localhost:9/v1/oauth2/introspect',
      projectId: 'p',
      secret: 's',
      timeoutMs: 1000,
      fetch: (async () => {
        calls += 1;
        return new Response('{"status":"ok"}');
      }) as typeof fetch,
    });
    expect((await check('odd', HOUR_AHEAD())).kind).toBe('unavailable');
    expect((await check('odd', HOUR_AHEAD())).kind).toBe('unavailable');
    expect(calls).toBe(2);
  });
});
