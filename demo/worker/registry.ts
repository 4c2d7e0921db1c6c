// Who is signed in for the assistant tools: one entry per user, from sessions the provider confirmed.
export interface AuthenticatedSession {
  userId: string;
  /** The address the provider has on file, or '' when the user has none. */
  email: string;
  sessionId: string;
  expiresAt: string;
  authenticatedAt: string;
}

export interface SessionRegistry {
  record(entry: AuthenticatedSession): void;
  /** The live entry of a user, if any; expired entries are dropped. */
  find(userId: string): AuthenticatedSession | undefined;
  list(): AuthenticatedSession[];
}

export function createSessionRegistry(now: () => number = Date.now): SessionRegistry {
  const byUser = new Map<string, AuthenticatedSession>();
  const live = (entry: AuthenticatedSession) => Date.parse(entry.expiresAt) > now();
  return {
    record(entry) {
      byUser.set(entry.userId, entry);
    },
    find(userId) {
      const entry = byUser.get(userId);
      if (entry && !live(entry)) byUser.delete(userId);
      return entry && live(entry) ? entry : undefined;
    },
    list() {
      return [...byUser.values()].filter(live);
    },
  };
}
