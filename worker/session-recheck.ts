// Checks every recorded session with the provider again, now and on a timer, so that a session revoked
// or expired there (Log Out elsewhere, an administrator) stops counting. A provider that cannot be
// reached signs nobody out.
import { verifySessionToken, type ProviderAccess } from './verify-session.ts';
import type { SessionRegistry } from './registry.ts';

export interface SessionRecheck {
  /** Checks every session now; resolves with the number forgotten. */
  now(): Promise<number>;
  /** Stops the timer and waits for a check under way. */
  stop(): Promise<void>;
}

export function startSessionRecheck(
  access: ProviderAccess,
  registry: SessionRegistry,
  intervalMs: number,
  log: (line: string) => void,
): SessionRecheck {
  async function recheck(): Promise<number> {
    let forgotten = 0;
    for (const { entry, sessionToken } of await registry.withTokens()) {
      const verification = await verifySessionToken(sessionToken, access);
      const who = JSON.stringify(entry.userId);
      if (verification.kind === 'invalid' && (await registry.forget(entry.userId, sessionToken))) {
        forgotten += 1;
        log(`recheck ${who}: the provider no longer knows the session; forgotten`);
      } else if (
        verification.kind === 'valid' &&
        verification.session.userId !== entry.userId &&
        (await registry.forget(entry.userId, sessionToken))
      ) {
        forgotten += 1;
        log(`recheck ${who}: the session now names someone else; forgotten`);
      } else if (verification.kind === 'unavailable' || verification.kind === 'misconfigured') {
        log(`recheck ${who}: kept, the provider could not say (${verification.reason})`);
      }
    }
    return forgotten;
  }

  // One check at a time: a slow provider does not pile them up.
  let running: Promise<number> | undefined;
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          running ??= recheck().finally(() => (running = undefined));
        }, intervalMs)
      : undefined;
  timer?.unref();

  return {
    now: recheck,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}
