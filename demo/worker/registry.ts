// Who is signed in for the assistant tools: one entry per user, from sessions the provider confirmed.
// The session token of each entry stays here (never listed or logged): it is what the worker checks
// again with the provider, and what a sign-out names.
export interface AuthenticatedSession {
  userId: string;
  /** The address the provider has on file, or '' when the user has none. */
  email: string;
  sessionId: string;
  expiresAt: string;
  authenticatedAt: string;
}

export interface SessionRegistry {
  record(entry: AuthenticatedSession, sessionToken: string): void;
  /** The live entry of a user, if any; expired entries are dropped. */
  find(userId: string): AuthenticatedSession | undefined;
  list(): AuthenticatedSession[];
  /** Live entries with their tokens, for checking them again. */
  withTokens(): Array<{ entry: AuthenticatedSession; sessionToken: string }>;
  /** Forgets the user's entry if it still holds `sessionToken` (a newer sign-in is kept); true when one went. */
  forget(userId: string, sessionToken: string): boolean;
  /** Forgets every entry holding `sessionToken`; how many went. */
  forgetToken(sessionToken: string): number;
}

export function createSessionRegistry(now: () => number = Date.now): SessionRegistry {
  const byUser = new Map<string, { entry: AuthenticatedSession; sessionToken: string }>();
  const live = (entry: AuthenticatedSession) => Date.parse(entry.expiresAt) > now();
  const dropExpired = () => {
    for (const [userId, held] of byUser) if (!live(held.entry)) byUser.delete(userId);
  };
  return {
    record(entry, sessionToken) {
      byUser.set(entry.userId, { entry, sessionToken });
    },
    find(userId) {
      dropExpired();
      return byUser.get(userId)?.entry;
    },
    list() {
      dropExpired();
      return [...byUser.values()].map((held) => held.entry);
    },
    withTokens() {
      dropExpired();
      return [...byUser.values()].map((held) => ({ ...held }));
    },
    forget(userId, sessionToken) {
      if (byUser.get(userId)?.sessionToken !== sessionToken) return false;
      return byUser.delete(userId);
    },
    forgetToken(sessionToken) {
      let forgotten = 0;
      for (const [userId, held] of byUser) {
        if (held.sessionToken === sessionToken && byUser.delete(userId)) forgotten += 1;
      }
      return forgotten;
    },
  };
}
