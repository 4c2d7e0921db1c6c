// Passwords (docs/provider-api.md#passwords).
import { isBoolean, isInteger, isRecord } from '../../lib/guards.ts';
import type { Http } from '../../provider/http.ts';
import { readAny, readAuth, readFields } from '../../provider/read.ts';
import type { CourtClient, StrengthCheckResponse } from '../../provider/types.ts';

const readStrength = readFields<StrengthCheckResponse>({
  valid_password: isBoolean,
  score: isInteger,
  strength_policy: (value) => value === 'zxcvbn' || value === 'luds' || value === 'none',
  feedback: isRecord,
});

export const passwords = (http: Http): CourtClient['passwords'] => ({
  strengthCheck: (body) => http.sdk('POST', '/passwords/strength_check', body, readStrength),
  create: (body) => http.sdk('POST', '/passwords', body, readAuth()),
  authenticate: (body) => http.sdk('POST', '/passwords/authenticate', body, readAuth()),
  resetByEmailStart: (body) => http.sdk('POST', '/passwords/email/reset/start', body, readAny()),
  resetByEmail: (body) => http.sdk('POST', '/passwords/email/reset', body, readAuth()),
});
