// Email magic links (docs/provider-api.md#magic-links).
import type { ApiResult, AuthResult, Base } from '../../provider/api-result.ts';
import type { Http } from '../../provider/http.ts';
import { readAny, readAuth } from '../../provider/read.ts';

export interface MagicLinkCalls {
  email: {
    loginOrCreate(body: {
      email: string;
      login_magic_link_url?: string;
      signup_magic_link_url?: string;
      login_expiration_minutes?: number;
      signup_expiration_minutes?: number;
      login_template_id?: string;
      signup_template_id?: string;
      locale?: string;
      code_challenge?: string;
    }): Promise<ApiResult<Base>>;
  };
  authenticate(body: { token: string; session_duration_minutes: number; code_verifier?: string }): Promise<AuthResult>;
}

export const magicLinks = (http: Http): MagicLinkCalls => ({
  email: { loginOrCreate: (body) => http.sdk('POST', '/magic_links/email/login_or_create', body, readAny()) },
  authenticate: (body) => http.sdk('POST', '/magic_links/authenticate', body, readAuth()),
});
