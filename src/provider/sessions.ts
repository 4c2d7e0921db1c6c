// Sessions (docs/provider-api.md#session-calls). The session token travels in the Authorization header.
import type { Http } from './http.ts';
import { readAny, readAuth } from './read.ts';
import type { CourtClient } from './types.ts';

export const sessions = (http: Http): CourtClient['sessions'] => ({
  authenticate: (body = {}) => http.sdk('POST', '/sessions/authenticate', body, readAuth()),
  revoke: (options) =>
    http.sdk(
      'POST',
      '/sessions/revoke',
      undefined,
      readAny(),
      options?.sessionToken ? { sessionToken: options.sessionToken, keepalive: true } : undefined,
    ),
});
