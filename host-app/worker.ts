// Tells the worker that this person signed in on the web page (docs/specification.md#worker). The assistant's tools
// authenticate each call with the assistant's own access token; this notice only lets them say whether
// the person also has a live web session.
export interface WorkerNotification {
  userId: string;
  email: string;
  sessionToken: string;
}

export interface WorkerDeps {
  workerUrl: string;
  fetch: typeof fetch;
  alert: (message: string) => void;
  log: (message: string) => void;
  timeoutMs?: number;
}

export type WorkerOutcome = 'accepted' | 'refused' | 'unreachable';

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function notifyWorker(notification: WorkerNotification, deps: WorkerDeps): Promise<WorkerOutcome> {
  let response: Response;
  let text: string;
  try {
    response = await deps.fetch(`${deps.workerUrl}/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/plain' },
      body: JSON.stringify({
        userId: notification.userId,
        email: notification.email,
        verified: true,
        sessionToken: notification.sessionToken,
      }),
      signal: AbortSignal.timeout(deps.timeoutMs ?? 15_000),
    });
    text = await response.text();
  } catch (error) {
    deps.alert(`Failed to sync with MCP server: ${describe(error)}`);
    return 'unreachable';
  }
  if (!response.ok) {
    deps.alert(`Worker authentication failed: ${text}`);
    return 'refused';
  }
  deps.log(text);
  return 'accepted';
}

/**
 * Log Out: tells the worker to forget the session at once (it would also notice within a minute, when
 * it checks its sessions with the provider again). Best effort: Log Out never waits long or fails on it.
 */
export async function notifyWorkerSignOut(
  sessionToken: string,
  deps: Pick<WorkerDeps, 'workerUrl' | 'fetch' | 'timeoutMs'>,
): Promise<boolean> {
  try {
    const response = await deps.fetch(`${deps.workerUrl}/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/plain' },
      body: JSON.stringify({ sessionToken }),
      // Sent as the page goes to /login or closes: the request must outlive it.
      keepalive: true,
      signal: AbortSignal.timeout(deps.timeoutMs ?? 5_000),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
