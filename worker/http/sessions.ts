// POST /authenticate and POST /logout: the host app reports a sign-in (believed only once the provider
// confirms the session token and that it belongs to the user named) and a Log Out (only the holder of a
// token can end its entry).
import type { IncomingMessage } from 'node:http';
import { verifySessionToken, type ProviderAccess } from '../verify-session.ts';
import type { SessionRegistry } from '../registry.ts';
import { parseLogout, parsePayload, readBody } from '../payload.ts';
import { isJsonContentType } from '../json.ts';
import type { Reply } from './reply.ts';

const UNAVAILABLE = 'The authentication provider could not be reached. Wait a few seconds and try again.';
const NOT_VERIFIED = 'The session could not be verified for this user.';
const NOT_JSON: Reply = { status: 400, text: 'Send the body as Content-Type: application/json.' };
const TOO_LARGE: Reply = { status: 400, text: 'The body is too large.', headers: { Connection: 'close' } };

export interface SessionRoutes {
  authenticate(request: IncomingMessage): Promise<Reply>;
  logout(request: IncomingMessage): Promise<Reply>;
}

export function createSessionRoutes(
  access: ProviderAccess,
  registry: SessionRegistry,
  log: (line: string) => void,
): SessionRoutes {
  async function authenticate(request: IncomingMessage): Promise<Reply> {
    if (!isJsonContentType(request.headers['content-type'])) return NOT_JSON;
    const body = await readBody(request);
    if (!body.ok) return TOO_LARGE;
    const parsed = parsePayload(body.text);
    if (!parsed.ok) return { status: 400, text: parsed.message };
    const { userId, email, sessionToken } = parsed.payload;
    // Quoted: the id comes from the browser and must not be able to forge log lines.
    const who = JSON.stringify(userId);

    const verification = await verifySessionToken(sessionToken, access);
    switch (verification.kind) {
      case 'unavailable':
        log(`authenticate ${who}: provider unavailable (${verification.reason})`);
        return {
          status: 503,
          text: UNAVAILABLE,
          headers: verification.retryAfter ? { 'Retry-After': verification.retryAfter } : {},
        };
      case 'misconfigured':
        log(`authenticate ${who}: ${verification.reason}`);
        return { status: 502, text: 'The worker could not check the session with the authentication provider.' };
      case 'invalid':
        // A recorded session the provider has since revoked: whoever holds its token learns it is over.
        if ((await registry.forgetToken(sessionToken)) > 0)
          log(`authenticate ${who}: the recorded session was revoked; forgotten`);
        log(`authenticate ${who}: unknown or expired session`);
        return { status: 401, text: NOT_VERIFIED };
      case 'valid':
        break;
    }
    const session = verification.session;
    const knownEmail =
      email === '' || session.emails.some((candidate) => candidate.toLowerCase() === email.toLowerCase());
    if (session.userId !== userId || !knownEmail) {
      log(`authenticate ${who}: session belongs to someone else`);
      return { status: 401, text: NOT_VERIFIED };
    }
    const recordedEmail = email || session.emails[0] || '';
    await registry.record(
      {
        userId,
        email: recordedEmail,
        sessionId: session.sessionId,
        expiresAt: session.expiresAt,
        authenticatedAt: new Date().toISOString(),
      },
      sessionToken,
    );
    log(`authenticate ${who}: accepted until ${session.expiresAt}`);
    const named = recordedEmail ? `${recordedEmail} (${userId})` : userId;
    return {
      status: 200,
      text: `Authenticated ${named} for the tennis court booking assistant until ${session.expiresAt}.`,
    };
  }

  async function logout(request: IncomingMessage): Promise<Reply> {
    if (!isJsonContentType(request.headers['content-type'])) return NOT_JSON;
    const body = await readBody(request);
    if (!body.ok) return TOO_LARGE;
    const parsed = parseLogout(body.text);
    if (!parsed.ok) return { status: 400, text: parsed.message };
    const forgotten = await registry.forgetToken(parsed.sessionToken);
    log(`logout: ${forgotten === 0 ? 'no session held that token' : 'session forgotten'}`);
    return { status: 200, text: 'Signed out of the tennis court booking assistant.' };
  }

  return { authenticate, logout };
}
