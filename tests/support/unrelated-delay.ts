// Measures how long one request holds up an unrelated one: while the request runs, bootstrap is asked
// again and again (one at a time) and the slowest answer is kept. Shared by the provider test and
// `npm run reliability`.
import { performance } from 'node:perf_hooks';

export interface DelayMeasurement {
  /** Status and duration of the request under test. */
  status: number;
  durationMs: number;
  /** Bootstrap answers received while it ran, and the slowest of them. */
  probes: number;
  worstProbeMs: number;
}

export interface HeavyRequest {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Times one bootstrap call. */
async function probe(url: string): Promise<number> {
  const started = performance.now();
  const answer = await fetch(url);
  await answer.arrayBuffer();
  return performance.now() - started;
}

/**
 * Sends `request` to `providerUrl` while bootstrap is probed in a loop; the loop runs until the request
 * is answered and at least one probe started after the request was sent has finished.
 */
export async function measureUnrelatedDelay(
  providerUrl: string,
  publicToken: string,
  request: HeavyRequest,
): Promise<DelayMeasurement> {
  const bootstrap = `${providerUrl}/sdk/v1/projects/bootstrap/${publicToken}`;
  await probe(bootstrap);
  let done = false;
  const latencies: number[] = [];
  const started = performance.now();
  const heavy = fetch(`${providerUrl}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  })
    .then(async (answer) => {
      await answer.arrayBuffer();
      return { status: answer.status, durationMs: performance.now() - started };
    })
    .finally(() => {
      done = true;
    });
  const probing = (async () => {
    while (!done || latencies.length === 0) latencies.push(await probe(bootstrap));
  })();
  const [result] = await Promise.all([heavy, probing]);
  return { ...result, probes: latencies.length, worstProbeMs: Math.max(...latencies) };
}

/**
 * The slowest bootstrap answer over `durationMs` with nothing else sent: what the machine alone does to
 * an answer in the same span (on a busy machine a few tens of milliseconds, sometimes more).
 */
export async function baselineWorst(providerUrl: string, publicToken: string, durationMs: number): Promise<number> {
  const bootstrap = `${providerUrl}/sdk/v1/projects/bootstrap/${publicToken}`;
  const started = performance.now();
  let worst = 0;
  do worst = Math.max(worst, await probe(bootstrap));
  while (performance.now() - started < durationMs);
  return worst;
}
