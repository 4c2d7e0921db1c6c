// Holds provider requests until the test lets them go: a pending request lasts exactly as long as
// the test needs, however slow the machine (instead of a `delay_ms` that a busy machine outlasts).
// Only fetch: usable from Node and from a test page alike.
import { addFault } from './inbox.ts';

export interface HeldRequest {
  id: number;
  method: string;
  path: string;
  held_since: string;
}

/** How held requests go on: as their fault says (nothing given), failing with `status`, or dropped. */
export interface Release {
  /** Exact path, or a prefix ending in `*`; none: every held request. */
  path?: string;
  status?: number;
  error_type?: string;
  error_message?: string;
  drop?: boolean;
}

/** Holds the next `times` (default 1) requests to `path` until released; `fault` adds e.g. a `status` they answer with then. */
export async function holdRequests(
  providerUrl: string,
  path: string,
  fault: Record<string, unknown> = {},
): Promise<void> {
  await addFault(providerUrl, { ...fault, path, hold: true });
}

/** The requests held right now, oldest first. */
export async function heldRequests(providerUrl: string): Promise<HeldRequest[]> {
  const response = await fetch(`${providerUrl}/_dev/faults/held`);
  if (!response.ok) throw new Error(`Reading the held requests failed with HTTP ${response.status}.`);
  return ((await response.json()) as { held: HeldRequest[] }).held;
}

/** Resolves once `count` (default 1) requests to `path` are held; fails after `timeoutMs` (default 10 s). */
export async function waitForHeld(
  providerUrl: string,
  path: string,
  options: { count?: number; timeoutMs?: number } = {},
): Promise<HeldRequest[]> {
  const { count = 1, timeoutMs = 10_000 } = options;
  const matches = (held: HeldRequest) =>
    path.endsWith('*') ? held.path.startsWith(path.slice(0, -1)) : held.path === path;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const held = (await heldRequests(providerUrl)).filter(matches);
    if (held.length >= count) return held;
    if (Date.now() > deadline)
      throw new Error(`${count} request(s) to ${path} were not held within ${timeoutMs} ms (${held.length} held).`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Lets the matching held requests go on; resolves with how many there were. */
export async function releaseHeld(providerUrl: string, release: Release = {}): Promise<number> {
  const response = await fetch(`${providerUrl}/_dev/faults/release`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(release),
  });
  if (!response.ok) throw new Error(`The provider refused the release: ${await response.text()}`);
  return ((await response.json()) as { released: number }).released;
}
