// Access tokens (RS256 JWTs any resource server can check against the JWKS) and ID tokens. An access
// token names the person (`sub`), the client, the granted scopes and, in `aud`, the resources the
// client asked for (RFC 8707) and the project id (the hosted provider's audience).
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { StoredUser } from '../state/model.ts';
import { SIGNING_ALGORITHM, type SigningKey } from './signing-key.ts';

/** Longer strings are not tokens this server issued; they are refused before any parsing. */
export const MAX_TOKEN_LENGTH = 8192;
const ID_TOKEN_LIFETIME_SECONDS = 3600;

export interface AccessTokenRequest {
  issuer: string;
  userId: string;
  clientId: string;
  scopes: string[];
  audience: string[];
  lifetimeSeconds: number;
  now: number;
}

export interface AccessTokenClaims extends JWTPayload {
  iss: string;
  sub: string;
  aud: string[];
  scope: string;
  client_id: string;
  exp: number;
  iat: number;
  nbf: number;
  jti: string;
}

export async function signAccessToken(
  key: SigningKey,
  request: AccessTokenRequest,
): Promise<{ token: string; jti: string; expiresAt: number }> {
  const iat = Math.floor(request.now / 1000);
  const exp = iat + request.lifetimeSeconds;
  const jti = randomUUID();
  const token = await new SignJWT({ scope: request.scopes.join(' '), client_id: request.clientId })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: 'JWT', kid: key.kid })
    .setIssuer(request.issuer)
    .setSubject(request.userId)
    .setAudience(request.audience)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(exp)
    .setJti(jti)
    .sign(key.privateKey);
  return { token, jti, expiresAt: exp * 1000 };
}

/** The claims of a token this server signed, still in date and issued by `issuer`; null for anything else (forged, `alg: none`, expired). */
export async function verifyAccessToken(
  key: SigningKey,
  token: string,
  issuer: string,
  now: number,
): Promise<AccessTokenClaims | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, key.publicKey, {
      issuer,
      algorithms: [SIGNING_ALGORITHM],
      typ: 'JWT',
      currentDate: new Date(now),
      requiredClaims: ['sub', 'jti', 'exp', 'client_id'],
    });
    if (typeof payload.client_id !== 'string' || typeof payload.jti !== 'string' || typeof payload.sub !== 'string')
      return null;
    return {
      ...payload,
      aud: [payload.aud ?? []].flat(),
      scope: typeof payload.scope === 'string' ? payload.scope : '',
    } as AccessTokenClaims;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** What the granted scopes let a client learn about the person (OpenID Connect standard claims). */
export function identityClaims(user: StoredUser, scopes: string[]): Record<string, unknown> {
  const { profile } = user;
  const claims: Record<string, unknown> = { sub: profile.user_id };
  if (scopes.includes('email') && profile.emails[0]) {
    claims.email = profile.emails[0].email;
    claims.email_verified = profile.emails[0].verified;
  }
  if (scopes.includes('profile')) {
    const { first_name: given, last_name: family } = profile.name;
    const name = [given, family].filter(Boolean).join(' ');
    if (name) claims.name = name;
    if (given) claims.given_name = given;
    if (family) claims.family_name = family;
  }
  return claims;
}

export interface IdTokenRequest {
  issuer: string;
  user: StoredUser;
  clientId: string;
  scopes: string[];
  nonce: string | null;
  now: number;
}

export async function signIdToken(key: SigningKey, request: IdTokenRequest): Promise<string> {
  const iat = Math.floor(request.now / 1000);
  const claims = identityClaims(request.user, request.scopes);
  return new SignJWT({ ...claims, ...(request.nonce !== null ? { nonce: request.nonce } : {}) })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: 'JWT', kid: key.kid })
    .setIssuer(request.issuer)
    .setSubject(request.user.profile.user_id)
    .setAudience(request.clientId)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + ID_TOKEN_LIFETIME_SECONDS)
    .sign(key.privateKey);
}
