// Endpoint groups that a Google-only widget never calls load from a chunk of their own on their first
// call, so court-login.js stays small. A chunk that cannot load is a network error like any other.
import { networkError } from './errors.ts';
import type { ApiResult } from './types.ts';

type Call<A extends unknown[], T> = (...args: A) => Promise<ApiResult<T>>;

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
