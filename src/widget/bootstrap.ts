// Project settings through SWR, keyed per public token and provider. The first screen never waits
// for them: until they arrive the cached (or default) settings apply.
import { useCallback, useRef } from 'react';
import useSWR from 'swr';
import { BOOTSTRAP_DEFAULTS } from '../provider/bootstrap.ts';
import type { Court } from '../session/types.ts';
import type { BootstrapData } from '../types/index.ts';

/** How long an action (OAuth start, magic link) waits for settings before using the cached ones. */
const ACTION_WAIT_MS = 3000;

const inflight = new Map<string, Promise<BootstrapData>>();

function keyOf(court: Court): string {
  return `court-bootstrap ${court.client.publicToken} ${court.client.baseUrl}`;
}

/** Shares the Court's own request; its defaults mean the call failed, which SWR retries. */
function fetchBootstrap(court: Court): Promise<BootstrapData> {
  const key = keyOf(court);
  const request = court.bootstrap.get().then((data) => {
    if (data === BOOTSTRAP_DEFAULTS) throw new Error('court-login: the project settings are not loaded yet; retrying.');
    return data;
  });
  inflight.set(key, request);
  return request;
}

export interface BootstrapAccess {
  /** For views: the loaded settings, else the cached ones or the defaults. */
  current: BootstrapData;
  /** For effects: the loaded settings, else waits up to 3 s for them, else the cached ones. */
  load(): Promise<BootstrapData>;
}

export function useBootstrap(court: Court): BootstrapAccess {
  // errorRetryInterval and loadingTimeout keep SWR's defaults, which are SPEC §9's: retry 5 s and
  // loading timeout 3 s, or 10 s and 5 s on slow networks.
  const { data } = useSWR(keyOf(court), () => fetchBootstrap(court), {
    dedupingInterval: 2000,
    focusThrottleInterval: 5000,
  });
  const latest = useRef(data);
  latest.current = data;
  const load = useCallback(async () => {
    if (latest.current) return latest.current;
    const pending = inflight.get(keyOf(court));
    const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, ACTION_WAIT_MS));
    const loaded = pending ? await Promise.race([pending.catch(() => undefined), timeout]) : undefined;
    return loaded ?? court.bootstrap.getSync();
  }, [court]);
  return { current: data ?? court.bootstrap.getSync(), load };
}
