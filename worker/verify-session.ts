// Asks the provider's backend API whether a session token is live (docs/provider-api.md#backend-session-check).
export interface ProviderAccess {
  /** Origin of the provider's backend API, no trailing slash. */
  providerUrl: string;
  projectId: string;
  secret: string;
  timeoutMs: number;
  fetch: typeof fetch;
}

export interface VerifiedSession {
  userId: string;
  emails: string[];
  sessionId: string;
  expiresAt: string;
}

export type Verification =
  | { kind: 'valid'; session: VerifiedSession }
  /** The provider does not know the token (unknown, expired or revoked). */
  | { kind: 'invalid' }
  /** The provider could not answer now: down, slow or rate limiting. */
  | { kind: 'unavailable'; reason: string; retryAfter?: string }
  /** The provider answered in a way the worker cannot use: its own credentials or an odd answer. */
  | { kind: 'misconfigured'; reason: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readSession(body: unknown): VerifiedSession | undefined {
  if (!isObject(body) || !isObject(body.session) || !isObject(body.user)) return undefined;
  const { session, user } = body;
  const userId = user.user_id;
  if (typeof userId !== 'string' || session.user_id !== userId) return undefined;
  if (typeof session.session_id !== 'string' || typeof session.expires_at !== 'string') return undefined;
  const emails = Array.isArray(user.emails)
    ? user.emails.flatMap((entry) => (isObject(entry) && typeof entry.email === 'string' ? [entry.email] : []))
    : [];
  return { userId, emails, sessionId: session.session_id, expiresAt: session.expires_at };
}

async function readErrorType(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    return isObject(body) && typeof body.error_type === 'string' ? body.error_type : '';
  } catch {
    return '';
  }
}

export async function verifySessionToken(sessionToken: string, access: ProviderAccess): Promise<Verification> {
  const credentials = Buffer.from(`${access.projectId}:${access.secret}`).toString('base64');
  let response: Response;
  try {
    response = await access.fetch(`${access.providerUrl}/v1/sessions/authenticate`, {
      method: 'POST',
      headers: { Authorization: `Basic ${credentials}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ session_token: sessionToken }),
      signal: AbortSignal.timeout(access.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { kind: 'unavailable', reason: timedOut ? 'timeout' : 'network' };
  }
  if (response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { kind: 'misconfigured', reason: 'the provider answered with something other than JSON' };
    }
    const session = readSession(body);
    return session
      ? { kind: 'valid', session }
      : { kind: 'misconfigured', reason: 'the provider answer lacks user or session' };
  }
  if (response.status === 429 || response.status >= 500) {
    await response.body?.cancel();
    return {
      kind: 'unavailable',
      reason: `status ${response.status}`,
      retryAfter: response.headers.get('retry-after') ?? undefined,
    };
  }
  const errorType = await readErrorType(response);
  if (response.status === 403 || errorType === 'unauthorized_credentials') {
    return {
      kind: 'misconfigured',
      reason: `the provider refused the project credentials (${errorType || response.status})`,
    };
  }
  return { kind: 'invalid' };
}
