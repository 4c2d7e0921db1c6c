// One-time passcodes (docs/provider-api.md#passcodes).
import { isNonEmptyString } from '../../lib/guards.ts';
import type { Http } from '../../provider/http.ts';
import { readAuth, readFields } from '../../provider/read.ts';
import type { CourtClient } from '../../provider/types.ts';

const readMethodId = readFields<{ method_id: string }>({ method_id: isNonEmptyString });

export const otps = (http: Http): CourtClient['otps'] => ({
  email: { loginOrCreate: (body) => http.sdk('POST', '/otps/email/login_or_create', body, readMethodId) },
  sms: { loginOrCreate: (body) => http.sdk('POST', '/otps/sms/login_or_create', body, readMethodId) },
  whatsapp: { loginOrCreate: (body) => http.sdk('POST', '/otps/whatsapp/login_or_create', body, readMethodId) },
  authenticate: (body) => http.sdk('POST', '/otps/authenticate', body, readAuth()),
});
