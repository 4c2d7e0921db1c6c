// Passkeys (docs/provider-api.md#passkeys). The credential options travel as JSON text.
import { isNonEmptyString } from '../../lib/guards.ts';
import type { ApiResult, Base } from '../../provider/api-result.ts';
import type { Http } from '../../provider/http.ts';
import { readAny, readAuth, readFields } from '../../provider/read.ts';
import type { AuthResponse } from '../../types/index.ts';

type Registered = Promise<ApiResult<AuthResponse & { webauthn_registration_id: string }>>;
type Credential = { public_key_credential: string; session_duration_minutes: number };

export interface WebauthnCalls {
  registerStart(body: {
    domain: string;
    authenticator_type?: 'platform' | 'cross-platform';
    return_passkey_credential_options?: boolean;
    user_agent?: string;
  }): Promise<ApiResult<{ user_id: string; public_key_credential_creation_options: string }>>;
  register(body: Credential): Registered;
  authenticateStart(
    body: { domain: string; return_passkey_credential_options?: boolean },
    secondary?: boolean,
  ): Promise<ApiResult<{ public_key_credential_request_options: string }>>;
  authenticate(body: Credential): Registered;
  update(id: string, body: { name: string }): Promise<ApiResult<Base>>;
}

export const webauthn = (http: Http): WebauthnCalls => ({
  registerStart: (body) =>
    http.sdk(
      'POST',
      '/webauthn/register/start',
      body,
      readFields({ public_key_credential_creation_options: isNonEmptyString }),
    ),
  register: (body) =>
    http.sdk('POST', '/webauthn/register', body, readAuth({ webauthn_registration_id: isNonEmptyString })),
  authenticateStart: (body, secondary = false) =>
    http.sdk(
      'POST',
      `/webauthn/authenticate/start/${secondary ? 'secondary' : 'primary'}`,
      body,
      readFields({
        public_key_credential_request_options: isNonEmptyString,
      }),
    ),
  authenticate: (body) =>
    http.sdk('POST', '/webauthn/authenticate', body, readAuth({ webauthn_registration_id: isNonEmptyString })),
  update: (id, body) => http.sdk('PUT', `/webauthn/update/${encodeURIComponent(id)}`, body, readAny()),
});
