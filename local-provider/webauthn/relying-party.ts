// Which relying-party ids and origins the provider accepts, and reading the credential the browser sends.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { badRequest } from '../http/responses.ts';
import { isAllowedOrigin } from '../http/cors.ts';
import type { ProviderSettings } from '../settings/settings.ts';

/** Hosts named by the allowed origins (`http://localhost:*` → `localhost`). */
function allowedHosts(settings: ProviderSettings): string[] {
  return settings.allowed_origins.flatMap((pattern) => {
    try {
      return [new URL(pattern.replace(/:\*$/, '')).hostname];
    } catch {
      return [];
    }
  });
}

/** The request's `domain` becomes the RP id; it must be a host the project allows. */
export function relyingPartyId(settings: ProviderSettings, domain: string): string {
  const host = domain.trim().toLowerCase();
  if (!allowedHosts(settings).includes(host)) {
    throw badRequest(
      'invalid_webauthn_registration_domain',
      `The domain "${domain}" is not an allowed host for passkeys. Allowed: ${allowedHosts(settings).join(', ')}.`,
    );
  }
  return host;
}

/** Why the client-data origin is refused (it must be allowed and sit on the RP id or a subdomain), or null. */
export function originProblem(
  settings: ProviderSettings,
  ownOrigin: string,
  origin: string,
  rpId: string,
): string | null {
  let host: string;
  try {
    host = new URL(origin).hostname;
  } catch {
    return 'The passkey response names no valid origin.';
  }
  if (isAllowedOrigin(settings, origin, ownOrigin) && (host === rpId || host.endsWith(`.${rpId}`))) return null;
  return `The passkey was used on "${origin}", which is not an allowed origin for "${rpId}".`;
}

export interface ClientData {
  type: string;
  challenge: string;
  origin: string;
}

export interface ReadCredential<T> {
  credential: T;
  clientData: ClientData;
}

/** Parses `public_key_credential` (JSON text of webauthn-json's output) and its client data. */
export function readCredential<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(
  text: string,
  errorType: string,
): ReadCredential<T> {
  const malformed = (what: string) => badRequest(errorType, `The passkey response is malformed: ${what}.`);
  let credential: T;
  try {
    credential = JSON.parse(text) as T;
  } catch {
    throw malformed('public_key_credential is not JSON');
  }
  if (
    !credential ||
    typeof credential !== 'object' ||
    typeof credential.id !== 'string' ||
    !credential.response ||
    typeof credential.response.clientDataJSON !== 'string'
  ) {
    throw malformed('id or response.clientDataJSON is missing');
  }
  let clientData: Partial<ClientData>;
  try {
    clientData = JSON.parse(isoBase64URL.toUTF8String(credential.response.clientDataJSON)) as Partial<ClientData>;
  } catch {
    throw malformed('clientDataJSON is not base64url JSON');
  }
  if (
    typeof clientData.challenge !== 'string' ||
    typeof clientData.origin !== 'string' ||
    typeof clientData.type !== 'string'
  ) {
    throw malformed('clientDataJSON lacks type, challenge or origin');
  }
  return { credential, clientData: clientData as ClientData };
}
