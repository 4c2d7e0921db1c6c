// Who is behind a token's `sub`: the provider's backend Get User call (GET /v1/users/{user_id}, Basic
// project_id:secret, as the session check uses), remembered for a minute for a bounded number of users.
import type { ProviderAccess } from '../verify-session.ts';

export interface Person {
  userId: string;
  /** The first verified address, else the first one; '' when the user has none. */
  email: string;
  /** The first verified phone number on file (E.164), if any. */
  phone?: string;
}

export type PersonLookup =
  | { kind: 'found'; person: Person }
  /** The provider does not know this user (deleted since the token was issued). */
  | { kind: 'unknown' }
  | { kind: 'unavailable'; reason: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function firstOf(list: unknown, field: string): string {
  if (!Array.isArray(list)) return '';
  const entries = list.filter(
    (entry): entry is Record<string, unknown> => isObject(entry) && typeof entry[field] === 'string',
  );
  const chosen = entries.find((entry) => entry.verified === true) ?? entries[0];
  return chosen ? String(chosen[field]) : '';
}

export function readPerson(body: unknown, userId: string): Person | undefined {
  if (!isObject(body) || body.user_id !== userId) return undefined;
  const phone = firstOf(body.phone_numbers, 'phone_number');
  return { userId, email: firstOf(body.emails, 'email'), ...(phone ? { phone } : {}) };
}

export type PeopleDirectory = (userId: string) => Promise<PersonLookup>;

export function createPeopleDirectory(
  access: ProviderAccess,
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): PeopleDirectory {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const remembered = new Map<string, { person: Person; until: number }>();
  const credentials = Buffer.from(`${access.projectId}:${access.secret}`).toString('base64');

  return async (userId) => {
    const cached = remembered.get(userId);
    if (cached && cached.until > now()) return { kind: 'found', person: cached.person };
    remembered.delete(userId);

    let response: Response;
    try {
      response = await access.fetch(`${access.providerUrl}/v1/users/${encodeURIComponent(userId)}`, {
        headers: { Authorization: `Basic ${credentials}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(access.timeoutMs),
      });
    } catch (error) {
      return {
        kind: 'unavailable',
        reason: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network',
      };
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return { kind: 'unknown' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: 'unavailable', reason: `status ${response.status}` };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { kind: 'unavailable', reason: 'the provider answered with something other than JSON' };
    }
    const person = readPerson(body, userId);
    if (!person) return { kind: 'unavailable', reason: 'the provider answer names another user or none' };
    // Oldest first in a Map: the first key goes when the directory is full.
    if (remembered.size >= maxEntries) remembered.delete(remembered.keys().next().value!);
    remembered.set(userId, { person, until: now() + ttlMs });
    return { kind: 'found', person };
  };
}
