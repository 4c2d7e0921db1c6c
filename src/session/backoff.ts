// When the background refresh runs (docs/provider-api.md#refresh).

export const REFRESH_INTERVAL_MS = 180_000;

/** Errors after which the session cannot come back: it is cleared instead of retried. */
export const UNRECOVERABLE_ERROR_TYPES: readonly string[] = [
  'unauthorized_credentials',
  'user_unauthenticated',
  'invalid_secret_authentication',
  'session_not_found',
];

/** Wait before retry `attempt` (1, 2, …): 2000 × 2^min(attempt, 7) ms plus jitter in [−175, +174] ms. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const jitter = Math.floor(random() * 350) - 175;
  return 2000 * 2 ** Math.min(attempt, 7) + jitter;
}
