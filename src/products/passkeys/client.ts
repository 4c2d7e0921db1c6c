// Passkeys (docs/provider-api.md#passkeys). The credential options travel as JSON text.
import { isNonEmptyString } from '../../lib/guards.ts';
import type { Http } from '../../provider/http.ts';
import { readAny, readAuth, readFields } from '../../provider/read.ts';
import type { CourtClient } from '../../provider/types.ts';

export const webauthn = (http: Http): CourtClient['webauthn'] => ({
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
