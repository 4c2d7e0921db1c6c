// Passwords (docs/provider-api.md#passwords).
import { isBoolean, isInteger, isRecord } from '../../lib/guards.ts';
import type { ApiResult, AuthResult, Base } from '../../provider/api-result.ts';
import type { Http } from '../../provider/http.ts';
import { readAny, readAuth, readFields } from '../../provider/read.ts';

export interface StrengthCheckResponse extends Base {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  breach_detection_on_create: boolean;
  strength_policy: 'zxcvbn' | 'luds' | 'none';
  feedback: {
    warning: string;
    suggestions: string[];
    luds_requirements?: {
      has_lower_case: boolean;
      has_upper_case: boolean;
      has_digit: boolean;
      has_symbol: boolean;
      missing_complexity: number;
      missing_characters: number;
    };
  };
}

type Credentials = { email: string; password: string; session_duration_minutes: number };

export interface PasswordCalls {
  strengthCheck(body: { password: string; email?: string }): Promise<ApiResult<StrengthCheckResponse>>;
  create(body: Credentials): Promise<AuthResult>;
  authenticate(body: Credentials): Promise<AuthResult>;
  resetByEmailStart(body: {
    email: string;
    login_redirect_url?: string;
    reset_password_redirect_url?: string;
    reset_password_expiration_minutes?: number;
    reset_password_template_id?: string;
    login_expiration_minutes?: number;
    code_challenge?: string;
  }): Promise<ApiResult<Base>>;
  resetByEmail(body: {
    token: string;
    password: string;
    session_duration_minutes: number;
    code_verifier?: string;
  }): Promise<AuthResult>;
}

const readStrength = readFields<StrengthCheckResponse>({
  valid_password: isBoolean,
  score: isInteger,
  strength_policy: (value) => value === 'zxcvbn' || value === 'luds' || value === 'none',
  feedback: isRecord,
});

export const passwords = (http: Http): PasswordCalls => ({
  strengthCheck: (body) => http.sdk('POST', '/passwords/strength_check', body, readStrength),
  create: (body) => http.sdk('POST', '/passwords', body, readAuth()),
  authenticate: (body) => http.sdk('POST', '/passwords/authenticate', body, readAuth()),
  resetByEmailStart: (body) => http.sdk('POST', '/passwords/email/reset/start', body, readAny()),
  resetByEmail: (body) => http.sdk('POST', '/passwords/email/reset', body, readAuth()),
});
