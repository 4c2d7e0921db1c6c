// Ports for servers whose address must be known before they listen (the provider's redirect allow-list
// names the pages, the worker names the host app), and retrying a start that lost its port anyway.
import { createServer } from 'node:net';

/** Below Linux's ephemeral range (32768 and up), where port-0 listeners and outgoing connections never land. */
const FIRST_PORT = 20_000;
const PORT_COUNT = 12_000;
/** Picks before giving up: with most of the range taken, something else is wrong. */
const PICKS = 200;

/**
 * A loopback port that is free now, picked at random below the ephemeral range: between now and the
 * moment its server listens, only another server choosing its port the same way could take it.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const port = FIRST_PORT + Math.floor(Math.random() * PORT_COUNT);
    const free = await new Promise<boolean>((resolve, reject) => {
      const probe = createServer();
      // Only a taken port is worth another pick: any other failure (no loopback, say) would fail every pick.
      probe.once('error', (error) => (isPortTaken(error) && attempt < PICKS ? resolve(false) : reject(error)));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** Node's own error for a taken port, or Vite's (its strict port throws a plain Error). */
export function isPortTaken(error: unknown): boolean {
  const failure = error as { code?: unknown; message?: unknown } | undefined;
  return failure?.code === 'EADDRINUSE' || /^Port \d+ is already in use$/.test(String(failure?.message));
}

const TRIES = 5;

/**
 * Runs `start` again, up to TRIES times in all, while it fails on a taken port (another process took a
 * port freePort gave). `start` must pick its ports anew each time and close what it started before it throws.
 */
export async function retryOnTakenPort<T>(start: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (error) {
      if (attempt >= TRIES || !isPortTaken(error)) throw error;
    }
  }
}
