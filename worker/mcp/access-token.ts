// Checks the access token an MCP client sends: an RS256 JWT signed with one of the provider's
// published keys (fetched with jose, cached, fetched again when a token names a key it has not seen),
// issued by the provider, not expired, and meant for this resource. Only a token that passes all that
// is shown to the provider (introspection, token-activity.ts), which says whether it was revoked since:
// a forged token never reaches the provider.
import { createRemoteJWKSet, customFetch, errors, jwtVerify, type JWTPayload } from 'jose';
import type { TokenActivityCheck } from './token-activity.ts';

const MAX_TOKEN_LENGTH = 8 * 1024;
const MAX_SUBJECT_LENGTH = 200;

export interface Caller {
  /** The provider's user id (`sub`). */
  userId: string;
  scopes: string[];
  clientId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type TokenCheck =
  | { kind: 'valid'; caller: Caller }
  /** Missing, malformed, forged, expired, or meant for someone else: the client must sign in again. */
  | { kind: 'invalid'; reason: string }
  /** The provider's keys, or its word on the token, could not be had: nobody can be checked right now. */
  | { kind: 'unavailable'; reason: string; retryAfter?: string };

export interface TokenVerifierOptions {
  issuer: string;
  jwksUrl: string;
  /** This server's resource URL: the token's `aud` must include it. */
  resource: string;
  /** How long after a fetch of the keys an unknown key id may fetch them again (jose's cooldown). */
  cooldownMs: number;
  timeoutMs: number;
  fetch: typeof fetch;
  /** Asks the provider whether a token whose JWT checks out is still active (not revoked). */
  isActive: TokenActivityCheck;
}

export type TokenVerifier = (token: string) => Promise<TokenCheck>;

/** The provider's key set could not be had: raised by the worker's own fetch of it, so jose passes it through. */
class KeySetUnavailable extends Error {}

/**
 * The fetch jose uses for the key set: a network failure, a timeout, an answer other than 200 or a body
 * that is not JSON become KeySetUnavailable, recognised by its class rather than by jose's wording.
 */
function keySetFetch(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    let response: Response;
    try {
      response = await fetchImpl(input, init);
    } catch (error) {
      throw new KeySetUnavailable(
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
          ? 'timeout'
          : 'network',
      );
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new KeySetUnavailable(`status ${response.status}`);
    }
    let text: string;
    try {
      text = await response.text();
      JSON.parse(text);
    } catch {
      throw new KeySetUnavailable('the answer is not JSON');
    }
    return new Response(text, { status: 200, headers: response.headers });
  };
}

/** Why nobody can be checked right now, or undefined when the error says something about the token. */
function keySetFailure(error: unknown): string | undefined {
  if (error instanceof KeySetUnavailable) return error.message;
  // jose's own timeout, and a published set it cannot use.
  if (error instanceof errors.JWKSTimeout) return 'timeout';
  if (error instanceof errors.JWKSInvalid) return 'the published key set is malformed';
  return undefined;
}

function callerOf(payload: JWTPayload): Caller | string {
  const { sub, exp } = payload;
  if (typeof sub !== 'string' || sub === '' || sub.length > MAX_SUBJECT_LENGTH) return 'the token names no user';
  if (typeof exp !== 'number') return 'the token has no expiry';
  const scope = typeof payload.scope === 'string' ? payload.scope : '';
  return {
    userId: sub,
    scopes: scope.split(' ').filter((entry) => entry !== ''),
    clientId: typeof payload.client_id === 'string' ? payload.client_id : '',
    expiresAt: exp,
  };
}

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), {
    cooldownDuration: options.cooldownMs,
    timeoutDuration: options.timeoutMs,
    [customFetch]: keySetFetch(options.fetch),
  });
  return async (token) => {
    if (token.length > MAX_TOKEN_LENGTH) return { kind: 'invalid', reason: 'the token is too long' };
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.resource,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
        clockTolerance: 5,
      }));
    } catch (error) {
      const unavailable = keySetFailure(error);
      if (unavailable !== undefined)
        return { kind: 'unavailable', reason: `the provider's keys could not be fetched (${unavailable})` };
      // Whatever else jose raises is about the token; an error that is not jose's is a fault here, not the token's.
      if (!(error instanceof errors.JOSEError)) throw error;
      return { kind: 'invalid', reason: `${error.code}: ${error.message}` };
    }
    const caller = callerOf(payload);
    if (typeof caller === 'string') return { kind: 'invalid', reason: caller };
    const activity = await options.isActive(token, caller.expiresAt);
    if (activity.kind === 'inactive')
      return { kind: 'invalid', reason: 'the provider says the token is no longer active (revoked)' };
    if (activity.kind === 'unavailable') return activity;
    return { kind: 'valid', caller };
  };
}
