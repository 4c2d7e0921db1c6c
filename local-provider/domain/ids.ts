import { randomBytes, randomInt, randomUUID } from 'node:crypto';

/** Ids in the hosted provider's test-project style, e.g. `user-test-<uuid>`. */
export function newId(kind: string): string {
  return `${kind}-test-${randomUUID()}`;
}

/** An opaque secret for tokens that travel in links and cookies. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newPasscode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
