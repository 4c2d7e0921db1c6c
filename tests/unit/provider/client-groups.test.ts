// @vitest-environment node
// The client's groups that load on their first call (the product registry's lines, read by
// src/provider/deferred-groups.ts, and the authorize mode's in src/provider/client.ts): every lazy
// product of the registry has its group there, each group names every endpoint its module makes, and
// each endpoint finds its own by that name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { lazyProductFolders, PRODUCT_REGISTRY as REGISTRY_FILE } from '../../../scripts/build/preload-manifest.ts';
import { PRODUCT_REGISTRY } from '../../../src/products/registry.ts';
import { createClient, IDP_ENDPOINTS } from '../../../src/provider/client.ts';
import { deferredEndpoints } from '../../../src/provider/deferred.ts';
import type { Http } from '../../../src/provider/http.ts';
import type { ApiResult } from '../../../src/provider/types.ts';

const PROJECT = join(import.meta.dirname, '../../..');
const GROUPS: (readonly [string, readonly [() => Promise<object>, readonly string[]]])[] = [
  ...Object.values(PRODUCT_REGISTRY).map(({ client: [group, load, endpoints] }) => [group, [load, endpoints]] as const),
  [
    'idp',
    [
      () => import('../../../src/modes/oauth-authorize/client.ts').then(({ idpCalls }) => ({ idp: idpCalls })),
      IDP_ENDPOINTS,
    ],
  ],
];

/** The names of the functions of a group, a nested one's as `outer.inner`. */
function endpointNames(group: object, prefix = ''): string[] {
  return Object.entries(group).flatMap(([key, value]) =>
    typeof value === 'function' ? [`${prefix}${key}`] : endpointNames(value as object, `${prefix}${key}.`),
  );
}

/** An Http that answers every call with the method and path it was given. */
const echoHttp: Http = {
  sdk: async (method, path) => ({ ok: true, value: { method, path } as never }),
  json: async (path) => ({ ok: true, value: { path } }),
};

describe('the client groups of the product table', () => {
  it("load each lazy product's client.ts, the one the build preloads with the product, and each from a module of its own", async () => {
    const folders = lazyProductFolders(readFileSync(join(PROJECT, REGISTRY_FILE), 'utf8'));
    expect(folders.length).toBeGreaterThan(0);
    const modules = await Promise.all(GROUPS.map(([, [load]]) => load()));
    expect(new Set(modules).size).toBe(modules.length);
    for (const folder of folders)
      expect(modules, folder).toContain(await import(`../../../src/products/${folder}/client.ts`));
  });

  it('name every endpoint that the module of each group makes, and nothing else', async () => {
    for (const [group, [load, names]] of GROUPS) {
      const module = (await load()) as Record<string, (...args: unknown[]) => object>;
      expect(module[group], `${group} is exported under its name`).toBeTypeOf('function');
      const made = module[group]!(echoHttp, 'public-token-test', () => undefined);
      expect([...names].sort(), group).toEqual(endpointNames(made).sort());
    }
  });

  it('offer every endpoint as a function before any group has loaded', () => {
    const client = createClient({ publicToken: 'public-token-test-court-login-local', fetch: vi.fn() });
    for (const [group, [, names]] of GROUPS) {
      for (const name of names) {
        const endpoint = name
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], client[group as keyof typeof client]);
        expect(endpoint, `${group}.${name}`).toBeTypeOf('function');
      }
    }
  });
});

describe('deferredEndpoints', () => {
  const loaded = {
    echo: async (value: string): Promise<ApiResult<string>> => ({ ok: true, value }),
    email: {
      loginOrCreate: async (email: string): Promise<ApiResult<string>> => ({ ok: true, value: `sent to ${email}` }),
    },
  };

  it('finds nested endpoints by name, loading the group once for concurrent first calls', async () => {
    const load = vi.fn(async () => loaded);
    const group = deferredEndpoints(load, ['echo', 'email.loginOrCreate']) as unknown as typeof loaded;
    expect(Object.keys(group)).toEqual(['echo', 'email']);
    expect(load).not.toHaveBeenCalled();
    const answers = await Promise.all([group.echo('a'), group.email.loginOrCreate('ace@court-login.local')]);
    expect(answers).toEqual([
      { ok: true, value: 'a' },
      { ok: true, value: 'sent to ace@court-login.local' },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers the network error of a group that cannot load, and loads it again on the next call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof loaded>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(loaded);
    const group = deferredEndpoints(load, ['email.loginOrCreate']) as unknown as typeof loaded;
    const failed = await group.email.loginOrCreate('ace@court-login.local');
    expect(!failed.ok && failed.error.kind).toBe('network');
    expect(await group.email.loginOrCreate('ace@court-login.local')).toEqual({
      ok: true,
      value: 'sent to ace@court-login.local',
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
