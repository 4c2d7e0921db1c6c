// One-time passcodes (docs/provider-api.md#passcodes).
import { isNonEmptyString } from '../../lib/guards.ts';
import type { ApiResult, AuthResult } from '../../provider/api-result.ts';
import type { Http } from '../../provider/http.ts';
import { readAuth, readFields } from '../../provider/read.ts';
import { loginOrCreatePath } from './endpoints.ts';

interface EmailBody {
  email: string;
  expiration_minutes?: number;
  login_template_id?: string;
  signup_template_id?: string;
  locale?: string;
}

export interface PhoneBody {
  phone_number: string;
  expiration_minutes?: number;
  locale?: string;
}

type Sent = Promise<ApiResult<{ method_id: string }>>;

export interface OtpCalls {
  email: { loginOrCreate(body: EmailBody): Sent };
  sms: { loginOrCreate(body: PhoneBody): Sent };
  whatsapp: { loginOrCreate(body: PhoneBody): Sent };
  authenticate(body: { token: string; method_id: string; session_duration_minutes: number }): Promise<AuthResult>;
}

const readMethodId = readFields<{ method_id: string }>({ method_id: isNonEmptyString });

export const otps = (http: Http): OtpCalls => ({
  email: { loginOrCreate: (body) => http.sdk('POST', loginOrCreatePath('email'), body, readMethodId) },
  sms: { loginOrCreate: (body) => http.sdk('POST', loginOrCreatePath('sms'), body, readMethodId) },
  whatsapp: { loginOrCreate: (body) => http.sdk('POST', loginOrCreatePath('whatsapp'), body, readMethodId) },
  authenticate: (body) => http.sdk('POST', '/otps/authenticate', body, readAuth()),
});
