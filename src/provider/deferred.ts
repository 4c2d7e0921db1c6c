// Endpoint groups that a Google-only widget never calls load from a chunk of their own on their first
// call, so court-login.js stays small. A chunk that cannot load is a network error like any other.
import { networkError } from './errors.ts';
import type { ApiResult } from './api-result.ts';

type Call<A extends unknown[], T> = (...args: A) => Promise<ApiResult<T>>;

/**
 * A group's endpoints as the client offers them before the group has loaded: the same calls, each
 * answering an ApiResult (a group that cannot load answers a network error).
 */
export type Deferred<G> = {
  [K in keyof G]: G[K] extends Call<infer A, infer T> ? Call<A, T> : Deferred<G[K]>;
};

/** The names of a group's endpoints, a nested one's as `outer.inner`. */
export type EndpointName<G> = {
  [K in keyof G & string]: G[K] extends (...args: never[]) => unknown ? K : `${K}.${EndpointName<G[K]>}`;
}[keyof G & string];

/** Returns a picker: `group((loaded) => loaded.endpoint)` is that endpoint, loading the group first. */
export function deferredGroup<G>(load: () => Promise<G>) {
  let loading: Promise<G> | undefined;
  return <A extends unknown[], T>(pick: (group: G) => Call<A, T>): Call<A, T> =>
    async (...args) => {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      let group: G;
      try {
        group = await loading;
      } catch (error) {
        console.error('court-login: a part of the client could not load', error);
        return { ok: false, error: networkError() };
      }
      return pick(group)(...args);
    };
}

type Node = { [key: string]: Node | Call<unknown[], unknown> };

/**
 * The group's endpoints by their names (`email.loginOrCreate` is the `loginOrCreate` of its `email`),
 * each loading the group on its first call and then calling the endpoint of that name.
 */
export function deferredEndpoints(load: () => Promise<object>, names: readonly string[]): Node {
  const endpoint = deferredGroup(load as () => Promise<Node>);
  const group: Node = {};
  for (const name of names) {
    const path = name.split('.');
    const last = path.pop()!;
    let node = group;
    for (const key of path) node = (node[key] ??= {}) as Node;
    node[last] = endpoint(
      (loaded) => path.reduce((inner, key) => inner[key] as Node, loaded)[last] as Call<unknown[], unknown>,
    );
  }
  return group;
}
