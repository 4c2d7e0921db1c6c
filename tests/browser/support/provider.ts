// The local provider the test runner starts for browser tests: its address, its public token and
// its fault switches.
import { executeServerCommand } from '@web/test-runner-commands';
import { holdRequests as holdAt, releaseHeld, waitForHeld } from '../../../testing/holds.ts';

export const PUBLIC_TOKEN = 'public-token-test-court-login-local';

export async function providerUrl(): Promise<string> {
  return (await executeServerCommand('provider-url')) as string;
}

/** Makes the next matching provider requests fail, hang or drop (the provider's fault switches). */
export async function addFault(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${await providerUrl()}/_dev/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`The fault was refused: ${await response.text()}`);
}

export interface HeldRequests {
  /** Resolves once the request has reached the provider and waits there. */
  arrived(count?: number): Promise<void>;
  /** Lets it go on (answered normally, or as the fault's own `status` says). */
  release(): Promise<void>;
  /** Lets it go on, failing with `status`. */
  fail(status: number): Promise<void>;
}

/**
 * Holds the next matching requests at the provider until the test lets them go: the widget's pending
 * state lasts exactly as long as the test needs. `fault` adds e.g. `{ status: 429 }` or `{ times: 2 }`.
 */
export async function holdRequests(path: string, fault: Record<string, unknown> = {}): Promise<HeldRequests> {
  const url = await providerUrl();
  await holdAt(url, path, fault);
  return {
    async arrived(count = 1) {
      await waitForHeld(url, path, { count });
    },
    async release() {
      await releaseHeld(url, { path });
    },
    async fail(status) {
      await releaseHeld(url, { path, status });
    },
  };
}
