// The consent API of Connected Apps (provider-api.md "Connected Apps"): the signed-in person lets an
// OAuth client have a code for their account. A group of its own, loaded on its first call: only the
// oauth-authorize mode calls it.
import { isBoolean, isNonEmptyString, isRecord, isString, type JsonRecord } from '../../lib/guards.ts';
import { err, ok } from '../../lib/result.ts';
import { invalidResponse, MESSAGES } from '../../provider/errors.ts';
import type { Http, Reader } from '../../provider/http.ts';
import { readUser } from '../../provider/read.ts';
import type { ApiResult, AuthorizeStart, IdpCalls } from '../../provider/types.ts';

export type {
  AuthorizeStart,
  AuthorizeStartBody,
  AuthorizeSubmitBody,
  ConnectedAppClient,
  IdpCalls,
  ScopeResult,
} from '../../provider/types.ts';

/** At most this many scopes of an answer are read: a request names at most 32. */
const MAX_SCOPE_RESULTS = 64;
/** A client's name or description longer than this is cut (they are shown as text, on one screen). */
const MAX_NAME = 120;
const MAX_DESCRIPTION = 400;

const cut = (value: unknown, limit: number): string => (isString(value) ? value.trim().slice(0, limit) : '');

const readStart: Reader<AuthorizeStart> = (data) => {
  const client = data.client;
  if (!isRecord(client) || !isNonEmptyString(client.client_id)) return { ok: false, field: 'client' };
  if (!isBoolean(data.consent_required)) return { ok: false, field: 'consent_required' };
  const results = Array.isArray(data.scope_results) ? data.scope_results.slice(0, MAX_SCOPE_RESULTS) : null;
  if (!results || !results.every((item) => isRecord(item) && isNonEmptyString(item.scope)))
    return { ok: false, field: 'scope_results' };
  const user = data.user === null || data.user === undefined ? null : readUser(data.user);
  if (user === undefined) return { ok: false, field: 'user' };
  return {
    ok: true,
    value: {
      user,
      client: {
        clientId: client.client_id,
        clientType: client.client_type === 'confidential' ? 'confidential' : 'public',
        name: cut(client.client_name, MAX_NAME),
        description: cut(client.client_description, MAX_DESCRIPTION),
      },
      consentRequired: data.consent_required,
      scopes: (results as JsonRecord[]).map((item) => ({
        scope: item.scope as string,
        grantable: item.is_grantable !== false,
        description: cut(item.description, MAX_DESCRIPTION),
      })),
    },
  };
};

const readSubmit: Reader<{ redirectUri: string }> = (data) =>
  isNonEmptyString(data.redirect_uri)
    ? { ok: true, value: { redirectUri: data.redirect_uri } }
    : { ok: false, field: 'redirect_uri' };

export function idpCalls(http: Http): IdpCalls {
  let issuer: Promise<ApiResult<string>> | undefined;
  return {
    authorizeStart: (body) => http.sdk('POST', '/idp/oauth/authorize/start', body, readStart),
    authorizeSubmit: (body) => http.sdk('POST', '/idp/oauth/authorize/submit', body, readSubmit),
    issuer() {
      // Asked once per page; a failure is asked again next time.
      issuer ??= http.json('/.well-known/oauth-authorization-server', { method: 'GET' }).then((answer) => {
        if (!answer.ok) return answer;
        const value = isRecord(answer.value) ? answer.value.issuer : undefined;
        return isNonEmptyString(value) ? ok(value) : err(invalidResponse(MESSAGES.incomplete('issuer')));
      });
      const asked = issuer;
      void asked.then((answer) => {
        if (!answer.ok && issuer === asked) issuer = undefined;
      });
      return asked;
    },
  };
}
