import { createHash } from 'node:crypto';
import { renderConsentPage } from '../dev/consent-page.ts';
import { ApiError, cookieValue, escapeHtml, html, notFound, redirect } from '../http/responses.ts';
import { newToken } from '../domain/ids.ts';
import { findLinkToken, issueLink, useLinkToken } from '../domain/link-tokens.ts';
import {
  findOAuthUser,
  identityDetail,
  identityFromDetail,
  signInOAuthUser,
  type OAuthIdentity,
} from '../domain/oauth-accounts.ts';
import { isOAuthProvider, OAUTH_PROVIDER_NAMES, type OAuthProvider } from '../domain/oauth-providers.ts';
import { readStart, type OAuthStart } from '../domain/oauth-start.ts';
import { ONE_TAP_BROWSER, ONE_TAP_CSRF_COOKIE } from '../domain/one-tap-csrf.ts';
import { checkCodeVerifier } from '../domain/pkce.ts';
import type { RouteContext, RouteGroup } from '../http/router.ts';
import { authResponse, checkSessionDuration, startSession } from '../domain/sessions.ts';
import { notePasswordlessSignIn } from '../domain/users.ts';
import { checkEmail } from '../domain/validate.ts';

const TOKEN_MINUTES = 10;

function errorPage(error: ApiError): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error · local provider</title></head>
<body><main><h1>This sign-in cannot continue</h1><p role="alert">${escapeHtml(error.message)}</p>
<p>Error type: <code>${escapeHtml(error.type)}</code></p></main></body></html>`;
  return html(body, error.status);
}

function consentPage(context: RouteContext, provider: OAuthProvider, start: OAuthStart, error?: string): Response {
  const page = renderConsentPage({
    providerName: OAUTH_PROVIDER_NAMES[provider],
    action: `/v1/public/oauth/${provider}/consent`,
    fields: start.fields,
    accounts: context.provider.settings.test_users.map((user) => user.email),
    error,
  });
  return html(page, error ? 400 : 200);
}

function providerSubject(provider: OAuthProvider, email: string): string {
  return createHash('sha256').update(`${provider}:${email}`).digest('hex').slice(0, 21);
}

function consentIdentity(provider: OAuthProvider, email: string, scopes: string[]): OAuthIdentity {
  return {
    provider,
    providerType: OAUTH_PROVIDER_NAMES[provider],
    subject: providerSubject(provider, email),
    email,
    emailVerified: true,
    firstName: '',
    lastName: '',
    picture: '',
    locale: 'en',
    scopes,
  };
}

function withProvider(context: RouteContext, run: (provider: OAuthProvider) => Promise<Response> | Response) {
  const name = context.params.provider!;
  if (!isOAuthProvider(name))
    return errorPage(notFound('oauth_provider_not_found', `There is no OAuth provider "${name}".`));
  return run(name);
}

/** OAuth through a fake consent page for every provider type (docs/provider-api.md#oauth-start, #oauth-authenticate). */
export const oauthRoutes: RouteGroup = {
  name: 'oauth',
  routes: [
    {
      method: 'GET',
      path: '/v1/public/oauth/:provider/start',
      access: 'open',
      handle: (context) =>
        withProvider(context, (provider) => {
          try {
            return consentPage(context, provider, readStart(context.provider, context.url.searchParams));
          } catch (error) {
            if (error instanceof ApiError) return errorPage(error);
            throw error;
          }
        }),
    },
    {
      method: 'POST',
      path: '/v1/public/oauth/:provider/consent',
      access: 'open',
      handle: (context) =>
        withProvider(context, async (provider) => {
          const form = new URLSearchParams(await context.request.text());
          let start: OAuthStart;
          try {
            start = readStart(context.provider, form);
          } catch (error) {
            if (error instanceof ApiError) return errorPage(error);
            throw error;
          }
          let email: string;
          try {
            email = checkEmail(form.get('email') ?? '');
          } catch {
            return consentPage(context, provider, start, 'Enter a valid email address, like name@example.com.');
          }
          const identity = consentIdentity(provider, email, start.scopes);
          const known = findOAuthUser(context.provider.state, identity) !== undefined;
          return redirect(
            issueLink(context.provider, {
              kind: 'oauth',
              base: known ? start.loginUrl : start.signupUrl,
              userId: null,
              minutes: TOKEN_MINUTES,
              codeChallenge: start.challenge,
              detail: identityDetail(identity),
            }),
          );
        }),
    },
    {
      method: 'POST',
      path: '/sdk/v1/oauth/authenticate',
      access: 'public',
      async handle(context) {
        const { provider } = context;
        const body = await context.body({ token: 'string', session_duration_minutes: 'int', code_verifier: 'string?' });
        checkSessionDuration(body.session_duration_minutes);
        const lookup = findLinkToken(provider, 'oauth', body.token);
        if (lookup.status !== 'found') {
          const reason = lookup.status === 'expired' ? 'has expired' : 'was not found or has already been used';
          throw notFound('oauth_token_not_found', `The OAuth token ${reason}. Start the sign-in again.`);
        }
        const identity = identityFromDetail(lookup.token.detail);
        if (!identity)
          throw notFound(
            'oauth_token_not_found',
            'The OAuth token was not found or has already been used. Start the sign-in again.',
          );
        checkCodeVerifier(lookup.token.code_challenge, body.code_verifier);
        const browser = lookup.token.detail[ONE_TAP_BROWSER];
        if (browser !== undefined && cookieValue(context.request, ONE_TAP_CSRF_COOKIE) !== browser) {
          throw new ApiError(
            403,
            'invalid_csrf_token',
            'This One Tap token was issued to another browser (its g_csrf_token cookie differs).',
          );
        }
        useLinkToken(provider, lookup.token);
        const { user, entry, registration } = signInOAuthUser(provider, identity);
        notePasswordlessSignIn(user);
        const factor = {
          type: 'oauth',
          delivery_method: `oauth_${identity.provider}`,
          [`${identity.provider}_oauth_factor`]: {
            id: registration.oauth_user_registration_id,
            email_id: entry.email_id,
            provider_subject: registration.provider_subject,
          },
        };
        const session = startSession(provider, user, factor, body.session_duration_minutes, context.session);
        return {
          ...authResponse(provider, session),
          provider_subject: registration.provider_subject,
          provider_type: registration.provider_type,
          profile_picture_url: registration.profile_picture_url,
          locale: registration.locale,
          provider_values: {
            access_token: newToken(),
            id_token: '',
            refresh_token: '',
            scopes: identity.scopes,
            expires_at: new Date(provider.now() + 60 * 60_000).toISOString(),
          },
        };
      },
    },
  ],
};
