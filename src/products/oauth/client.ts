// OAuth's token exchange (docs/provider-api.md#oauth-authenticate); its start URL is src/provider/oauth-start-url.ts's.
import type { Http } from '../../provider/http.ts';
import { readAuth } from '../../provider/read.ts';
import type { CourtClient } from '../../provider/types.ts';

export const oauthAuthenticate =
  (http: Http): CourtClient['oauth']['authenticate'] =>
  (body) =>
    http.sdk('POST', '/oauth/authenticate', body, readAuth());
