// Google One Tap (docs/provider-api.md#one-tap). Both calls answer raw JSON, not the `data` envelope,
// and send no custom headers besides the One Tap marker.
import { err, ok } from '../../lib/result.ts';
import { isNonEmptyString, isRecord, isString } from '../../lib/guards.ts';
import { httpError, invalidResponse, MESSAGES } from '../../provider/errors.ts';
import type { ApiResult } from '../../provider/api-result.ts';
import type { Http } from '../../provider/http.ts';

export interface OneTapCalls {
  start(): Promise<ApiResult<{ google_client_id: string; oauth_callback_id: string }>>;
  submit(body: {
    oauth_callback_id: string;
    id_token: string;
    login_redirect_url?: string;
    signup_redirect_url?: string;
    code_challenge?: string;
  }): Promise<ApiResult<{ redirect_url: string }>>;
}

export function oneTap(http: Http, publicToken: string, getCsrfToken: () => string | undefined): OneTapCalls {
  return {
    async start() {
      const answer = await http.json(
        `/v1/public/oauth/google/onetap/start?public_token=${encodeURIComponent(publicToken)}`,
        {
          method: 'GET',
          credentials: 'include',
        },
      );
      if (!answer.ok) return answer;
      const body = answer.value;
      if (!isRecord(body) || !isString(body.google_client_id))
        return err(invalidResponse(MESSAGES.incomplete('google_client_id')));
      if (body.google_client_id === '') {
        return err({
          kind: 'http',
          status: 404,
          errorType: 'oauth_config_not_found',
          message: 'No Google client is configured for One Tap.',
        });
      }
      if (!isNonEmptyString(body.oauth_callback_id))
        return err(invalidResponse(MESSAGES.incomplete('oauth_callback_id')));
      return ok({ google_client_id: body.google_client_id, oauth_callback_id: body.oauth_callback_id });
    },
    async submit({ oauth_callback_id, ...rest }) {
      const answer = await http.json(`/v1/oauth/callback/${encodeURIComponent(oauth_callback_id)}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'x-stytch-oauth-type': 'google-one-tap' },
        body: JSON.stringify({ ...rest, stytch_csrf_token: getCsrfToken() ?? '' }),
      });
      if (!answer.ok) return answer;
      const body = answer.value;
      if (!isRecord(body)) return err(invalidResponse(MESSAGES.notJson));
      if (body.status_code !== undefined && body.status_code !== 200) {
        const status = typeof body.status_code === 'number' ? body.status_code : 500;
        return err(httpError(status, body.error_type, body.error_message));
      }
      // The browser goes there next: only an http(s) address is followed, never javascript: or data:.
      if (!isNonEmptyString(body.redirect_url) || !isWebAddress(body.redirect_url))
        return err(invalidResponse(MESSAGES.incomplete('redirect_url')));
      return ok({ redirect_url: body.redirect_url });
    },
  };
}

function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
