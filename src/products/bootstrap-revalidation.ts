// Keeps the project settings fresh through SWR, keyed per public token and provider, for the views
// that show them. Loaded with the products that need it.
import { useEffect } from 'react';
import useSWR from 'swr';
import { BOOTSTRAP_DEFAULTS } from '../provider/bootstrap-defaults.ts';
import type { Court } from '../session/types.ts';
import type { BootstrapData } from '../types/index.ts';
import type { Companion } from './view-types.ts';

function keyOf(court: Court): string {
  return `court-bootstrap ${court.client.publicToken} ${court.client.baseUrl}`;
}

/** Shares the Court's own request; its defaults mean the call failed, which SWR retries. */
async function fetchBootstrap(court: Court): Promise<BootstrapData> {
  const data = await court.bootstrap.get();
  if (data === BOOTSTRAP_DEFAULTS) throw new Error('court-login: the project settings are not loaded yet; retrying.');
  return data;
}

export const BootstrapRevalidation: Companion = ({ court, onBootstrap }) => {
  // errorRetryInterval and loadingTimeout keep SWR's defaults, which are those of docs/specification.md#limits: retry 5 s and
  // loading timeout 3 s, or 10 s and 5 s on slow networks.
  const { data } = useSWR(keyOf(court), () => fetchBootstrap(court), {
    dedupingInterval: 2000,
    focusThrottleInterval: 5000,
  });
  useEffect(() => {
    if (data) onBootstrap(data);
  }, [data, onBootstrap]);
  return null;
};
