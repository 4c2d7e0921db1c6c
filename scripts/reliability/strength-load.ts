// An ordinary password strength check while eight pages each keep a crafted maximal check running
// (sending the next as soon as one is answered): the time of each ordinary check, over HTTP.
// The provider runs with the per-page check limit lifted, so that the eight checks really keep running
// and the figure measures what the rating queue does (strength-queue.ts), not the 429s.
import { performance } from 'node:perf_hooks';
import { startProvider } from '../../local-provider/http/server.ts';
import { CRAFTED_PASSWORD, ORDINARY_PASSWORD } from '../../tests/local-provider/crafted-passwords.ts';

export interface StrengthLoadFigures {
  ordinaryChecks: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Ordinary checks with nothing else sent, for comparison. */
  aloneP50Ms: number;
  craftedRated: number;
  craftedP50Ms: number;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!);
}

export async function strengthLoadFigures(attackers = 8, ordinaryChecks = 60): Promise<StrengthLoadFigures> {
  const running = await startProvider({
    port: 0,
    settings: { rate_limits: { strength_checks_per_window: 1_000_000 } },
  });
  const token = running.provider.settings.public_token;
  const check = async (password: string, origin: string): Promise<{ status: number; ms: number }> => {
    const started = performance.now();
    const answer = await fetch(`${running.url}/sdk/v1/passwords/strength_check`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}`,
        'Content-Type': 'application/json',
        Origin: origin,
      },
      body: JSON.stringify({ password }),
    });
    await answer.arrayBuffer();
    return { status: answer.status, ms: performance.now() - started };
  };
  const ordinary = async () => {
    const times: number[] = [];
    for (let index = 0; index < ordinaryChecks; index += 1) {
      const { status, ms } = await check(ORDINARY_PASSWORD, 'http://localhost:5173');
      if (status !== 200) throw new Error(`An ordinary strength check was answered ${status}.`);
      times.push(ms);
    }
    return times;
  };
  try {
    await check(ORDINARY_PASSWORD, 'http://localhost:5173'); // starts zxcvbn's process
    const alone = await ordinary();
    let attacking = true;
    const crafted: number[] = [];
    const loops = Array.from({ length: attackers }, async (_, index) => {
      while (attacking) {
        const { status, ms } = await check(CRAFTED_PASSWORD, `http://localhost:${7001 + index}`);
        if (status !== 200) throw new Error(`A crafted strength check was answered ${status}.`);
        crafted.push(ms);
      }
    });
    const underLoad = await ordinary().finally(() => {
      attacking = false;
    });
    await Promise.all(loops);
    return {
      ordinaryChecks,
      p50Ms: percentile(underLoad, 0.5),
      p99Ms: percentile(underLoad, 0.99),
      maxMs: percentile(underLoad, 1),
      aloneP50Ms: percentile(alone, 0.5),
      craftedRated: crafted.length,
      craftedP50Ms: percentile(crafted, 0.5),
    };
  } finally {
    await running.close();
  }
}
