// N sign-ins by email passcode at once against the provider over HTTP (send, read the inbox, redeem):
// how many succeed and the latency of each whole sign-in.
import { performance } from 'node:perf_hooks';
import type { RunningProvider } from '../../local-provider/http/server.ts';

export interface ConcurrencyFigures {
  signIns: number;
  succeeded: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export async function concurrentSignInFigures(running: RunningProvider, count: number): Promise<ConcurrencyFigures> {
  const token = running.provider.settings.public_token;
  const headers = {
    Authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}`,
    'Content-Type': 'application/json',
    Origin: 'http://localhost:5173',
  };
  const post = async (path: string, body: unknown) => {
    const answer = await fetch(`${running.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: answer.status, body: (await answer.json()) as any };
  };
  const stamp = Date.now().toString(36);
  const one = async (index: number): Promise<number | null> => {
    const email = `crowd-${stamp}-${index}@court-login.local`;
    const started = performance.now();
    const sent = await post('/sdk/v1/otps/email/login_or_create', { email });
    if (sent.status !== 200) return null;
    const inbox = await fetch(`${running.url}/_dev/messages?to=${encodeURIComponent(email)}`);
    const code = ((await inbox.json()) as { messages: Array<{ code?: string }> }).messages[0]?.code;
    const signedIn = await post('/sdk/v1/otps/authenticate', {
      token: code,
      method_id: sent.body.data.method_id,
      session_duration_minutes: 30,
    });
    return signedIn.status === 200 ? performance.now() - started : null;
  };
  const results = await Promise.all(Array.from({ length: count }, (_, index) => one(index)));
  const times = results.filter((time): time is number => time !== null).sort((a, b) => a - b);
  const round = (value: number) => Math.round(value);
  return {
    signIns: count,
    succeeded: times.length,
    p50Ms: round(percentile(times, 0.5)),
    p99Ms: round(percentile(times, 0.99)),
    maxMs: round(times.at(-1) ?? Number.NaN),
  };
}
