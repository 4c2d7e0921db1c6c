// The consent API of the app's consent page (the hosted provider's Connected Apps "IdP" calls). The
// SDK calls are what @stytch/vanilla-js 6.3.0 sends (HeadlessIDPClient); the backend pair takes the
// person from the request body. The person's list of connected apps is in connected-apps.ts.
import { requireSession } from '../http/auth.ts';
import { authorizeContext } from '../connected-apps/context.ts';
import {
  asksForNoPrompt,
  loginRequired,
  startAuthorization,
  submitAuthorization,
  type AuthorizeRequest,
  type SubmitRequest,
} from '../connected-apps/authorize.ts';
import { badRequest, notFound, unauthorized } from '../http/responses.ts';
import { verifyJwt } from '../domain/jwt.ts';
import type { StoredUser } from '../state/model.ts';
import type { RouteContext, RouteGroup } from '../http/router.ts';
import { findLiveSession, findSessionById } from '../domain/sessions.ts';

/**
 * Fields of an authorization request. The hosted consent screen sends start everything it read from
 * the page's query (state, code_challenge, resources…), so start accepts them all and uses what it needs.
 */
const REQUEST_FIELDS = {
  client_id: 'string',
  redirect_uri: 'string',
  response_type: 'string?',
  scopes: 'string[]?',
  prompt: 'string?',
  state: 'string?',
  nonce: 'string?',
  code_challenge: 'string?',
  code_challenge_method: 'string?',
  resources: 'string[]?',
  resource: 'string[]?',
} as const;

const SUBMIT_FIELDS = { ...REQUEST_FIELDS, consent_granted: 'bool' } as const;

/** Who the backend calls act for: exactly one of these names the person. */
const PERSON_FIELDS = { user_id: 'string?', session_token: 'string?', session_jwt: 'string?' } as const;
const PERSON_LIMITS = { session_jwt: 8192 };

type RequestBody = { [K in keyof typeof REQUEST_FIELDS]?: unknown } & { client_id: string; redirect_uri: string };

function authorizeRequest(body: RequestBody): AuthorizeRequest {
  return {
    client_id: body.client_id,
    redirect_uri: body.redirect_uri,
    response_type: (body.response_type as string | undefined) ?? 'code',
    scopes: (body.scopes as string[] | undefined) ?? [],
    prompt: body.prompt as string | undefined,
  };
}

function submitRequest(body: RequestBody & { consent_granted: boolean }): SubmitRequest {
  return {
    ...authorizeRequest(body),
    consent_granted: body.consent_granted,
    state: body.state as string | undefined,
    nonce: body.nonce as string | undefined,
    code_challenge: body.code_challenge as string | undefined,
    code_challenge_method: body.code_challenge_method as string | undefined,
    // The hosted consent screen sends `resources`; the SDK's type names `resource`.
    resources: [
      ...((body.resources as string[] | undefined) ?? []),
      ...((body.resource as string[] | undefined) ?? []),
    ],
  };
}

/** The person a backend call names by user_id, session_token or session_jwt. */
function namedPerson(
  { provider }: RouteContext,
  body: { user_id?: string; session_token?: string; session_jwt?: string },
): StoredUser {
  const given = [body.user_id, body.session_token, body.session_jwt].filter((value) => value !== undefined);
  if (given.length !== 1)
    throw badRequest('invalid_request', 'Name the person with exactly one of user_id, session_token or session_jwt.');
  if (body.user_id !== undefined) {
    const user = provider.state.users.get(body.user_id);
    if (!user) throw notFound('user_not_found', 'No user has this user_id.');
    return user;
  }
  let session;
  if (body.session_token !== undefined) session = findLiveSession(provider, body.session_token);
  else {
    const claims = verifyJwt(body.session_jwt!, provider.settings.secret);
    const details = claims?.['https://stytch.com/session'] as { id?: unknown } | undefined;
    if (!claims || typeof details?.id !== 'string')
      throw unauthorized('invalid_session_jwt', 'The session JWT is malformed or not signed by this project.');
    session = findSessionById(provider, details.id);
  }
  const user = session && provider.state.users.get(session.session.user_id);
  if (!user) throw notFound('session_not_found', 'The session does not exist or has expired.');
  return user;
}

export const idpRoutes: RouteGroup = {
  name: 'idp',
  routes: [
    {
      method: 'POST',
      path: '/sdk/v1/idp/oauth/authorize/start',
      // The page may ask before anyone signed in (to show the app's name); the session is optional.
      access: 'public',
      async handle(context) {
        const body = await context.body(REQUEST_FIELDS);
        return startAuthorization(
          authorizeContext(context),
          authorizeRequest(body),
          context.session ? context.sessionUser() : null,
        );
      },
    },
    {
      method: 'POST',
      path: '/sdk/v1/idp/oauth/authorize/submit',
      // A session is needed, except that prompt=none without one is answered with a login_required redirect.
      access: 'public',
      async handle(context) {
        const request = submitRequest(await context.body(SUBMIT_FIELDS));
        if (!context.session) {
          if (asksForNoPrompt(request)) return loginRequired(authorizeContext(context), request);
          requireSession(context.provider, context.request);
        }
        return submitAuthorization(authorizeContext(context), request, context.sessionUser());
      },
    },
    {
      method: 'POST',
      path: '/v1/idp/oauth/authorize/start',
      access: 'backend',
      envelope: 'plain',
      async handle(context) {
        const body = await context.body({ ...REQUEST_FIELDS, ...PERSON_FIELDS }, PERSON_LIMITS);
        return startAuthorization(authorizeContext(context), authorizeRequest(body), namedPerson(context, body));
      },
    },
    {
      method: 'POST',
      path: '/v1/idp/oauth/authorize',
      access: 'backend',
      envelope: 'plain',
      async handle(context) {
        const body = await context.body({ ...SUBMIT_FIELDS, ...PERSON_FIELDS }, PERSON_LIMITS);
        return submitAuthorization(authorizeContext(context), submitRequest(body), namedPerson(context, body));
      },
    },
  ],
};
