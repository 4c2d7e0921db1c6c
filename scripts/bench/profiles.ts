// What a phone sees: network conditions (Chromium's emulation over CDP, with preflights held by
// preflight-delay.ts) and a CPU slowed down with Chromium's throttling. Slow 4G is the mobile
// profile page-speed tools use; Fast 3G is DevTools' preset of that name (the same link with
// per-packet latency and loss folded in).
import type { CDPSession } from 'playwright';

export interface Profile {
  name: string;
  /** Round trip added to every request, ms; absent: the network is not emulated. */
  latencyMs?: number;
  downloadBitsPerSecond?: number;
  uploadBitsPerSecond?: number;
  /** 1 = the machine's own speed, 4 = four times slower. */
  cpuSlowdown: number;
}

export const PROFILES: Profile[] = [
  { name: 'no throttling', cpuSlowdown: 1 },
  {
    name: 'Slow 4G, CPU ×4',
    latencyMs: 150,
    downloadBitsPerSecond: 1_600_000,
    uploadBitsPerSecond: 750_000,
    cpuSlowdown: 4,
  },
  {
    name: 'Fast 3G, CPU ×4',
    latencyMs: 562.5,
    downloadBitsPerSecond: 1_440_000,
    uploadBitsPerSecond: 675_000,
    cpuSlowdown: 4,
  },
];

export const NO_THROTTLING = PROFILES[0]!;
export const SLOW_4G = PROFILES[1]!;

let setPreflightLatency: ((ms: number) => void) | undefined;

/** Where the profile's round trip for CORS preflights is set (preflight-delay.ts). */
export function emulatePreflightsWith(setLatency: (ms: number) => void): void {
  setPreflightLatency = setLatency;
}

/** Applies the profile to the page behind `cdp`, and to the preflights of its load; call before navigating. */
export async function applyProfile(cdp: CDPSession, profile: Profile): Promise<void> {
  setPreflightLatency?.(profile.latencyMs ?? 0);
  if (profile.latencyMs !== undefined) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      // CDP takes bytes per second.
      downloadThroughput: (profile.downloadBitsPerSecond ?? 0) / 8,
      uploadThroughput: (profile.uploadBitsPerSecond ?? 0) / 8,
    });
  }
  if (profile.cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}
