// Email magic links (docs/provider-api.md#magic-links).
import type { Http } from '../../provider/http.ts';
import { readAny, readAuth } from '../../provider/read.ts';
import type { CourtClient } from '../../provider/types.ts';

export const magicLinks = (http: Http): CourtClient['magicLinks'] => ({
  email: { loginOrCreate: (body) => http.sdk('POST', '/magic_links/email/login_or_create', body, readAny()) },
  authenticate: (body) => http.sdk('POST', '/magic_links/authenticate', body, readAuth()),
});
