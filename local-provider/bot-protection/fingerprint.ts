// Device fingerprinting ("DFP", settings.bootstrap.dfp_protected_auth_enabled): the fingerprint
// script's stand-in (stand-ins/telemetry.ts) submits to POST /dfp/submit, which issues a telemetry id;
// protected calls must then carry a valid one as `dfp_telemetry_id`. Ids are HS256 JWTs signed with
// the project secret, for this project's public token, valid two minutes.
import { randomBytes } from 'node:crypto';
import { badRequest, unauthorized } from '../http/responses.ts';
import { signJwt, verifyJwt } from '../domain/jwt.ts';
import type { ProviderCore } from '../provider-core.ts';

export const TELEMETRY_ID_SECONDS = 120;

export function fingerprintingEnabled(provider: ProviderCore): boolean {
  return provider.settings.bootstrap.dfp_protected_auth_enabled;
}

export function issueTelemetryId(provider: ProviderCore, publicToken: string): string {
  if (!fingerprintingEnabled(provider))
    throw badRequest('dfp_not_enabled', 'Device fingerprinting is not enabled for this project.');
  if (publicToken !== provider.settings.public_token)
    throw badRequest('public_token_not_found', "The public token is not this project's.");
  const now = Math.floor(provider.now() / 1000);
  return signJwt(
    {
      kind: 'dfp',
      public_token: publicToken,
      jti: randomBytes(16).toString('hex'),
      iat: now,
      exp: now + TELEMETRY_ID_SECONDS,
    },
    provider.settings.secret,
  );
}

/** Refuses a body without a telemetry id this provider issued, or with an expired one. */
export function checkTelemetryId(provider: ProviderCore, id: unknown): void {
  if (typeof id !== 'string' || id === '') {
    throw badRequest(
      'dfp_telemetry_id_required',
      'This project requires a device fingerprint (dfp_telemetry_id) on this request.',
    );
  }
  const claims = verifyJwt(id, provider.settings.secret);
  if (
    !claims ||
    claims.kind !== 'dfp' ||
    claims.public_token !== provider.settings.public_token ||
    typeof claims.exp !== 'number' ||
    claims.exp <= provider.now() / 1000
  ) {
    throw unauthorized(
      'invalid_dfp_telemetry_id',
      'The device fingerprint (dfp_telemetry_id) is not valid or has expired.',
    );
  }
}
