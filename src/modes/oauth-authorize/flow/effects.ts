// The oauth-authorize mode's effects: each request of the flow against the injected ports, so the
// flow runs in tests against the local provider without React or a page to leave.
import type { AuthorizeStart, ConnectedAppClient, IdpCalls } from '../client.ts';
import type { ClientError } from '../../../provider/types.ts';
import { fromClientError } from '../../../flows/errors.ts';
import type { AuthorizeOutcome, AuthorizeRequestKind, AuthorizeState, ReturnOutcome } from './flow.ts';
import {
  errorRedirect,
  promptsAccountCheck,
  promptsLogin,
  promptsNone,
  sameRedirectTarget,
  type AuthorizationRequest,
  type ClientErrorCode,
} from './request.ts';

export interface AuthorizePorts {
  idp: IdpCalls;
  request: AuthorizationRequest;
  /** Revokes this widget's session (Use another account). */
  signOut(): Promise<void>;
  /** Leaves the page for the client's redirect_uri. */
  navigate(url: string): void;
}

/** The provider's refusals that mean the client or its return address cannot be trusted: never redirected to. */
const PAGE_REFUSALS = new Map([
  ['connected_app_not_found', 'unknownClient'],
  ['connected_app_supplied_redirect_url_not_found_in_client', 'unknownRedirect'],
] as const);

export async function runAuthorizeRequest(
  kind: AuthorizeRequestKind,
  state: AuthorizeState,
  ports: AuthorizePorts,
): Promise<AuthorizeOutcome> {
  switch (kind) {
    case 'start':
      return start(ports, state.signedInHere);
    case 'allow':
    case 'deny':
      return submit(ports, state.client, kind === 'allow');
    case 'switch':
      await ports.signOut();
      return { type: 'SIGNED_OUT' };
  }
}

async function start(ports: AuthorizePorts, signedInHere: boolean): Promise<AuthorizeOutcome> {
  const { request, idp } = ports;
  // A request with a fault of its own only has its client and redirect_uri checked (the default
  // scopes, no prompt): the page answers the fault itself once they are known to be right.
  const answer = await idp.authorizeStart({
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scopes: request.fault ? [] : request.scopes,
    prompt: request.fault ? undefined : request.prompt,
  });
  if (!answer.ok) return refusal(answer.error, ports, null);
  const started: AuthorizeStart = answer.value;
  const { client } = started;
  // Client and redirect_uri are confirmed: from here on, faults go back to the client.
  if (request.fault) return sendBack(ports, client, request.fault.error, request.fault.description);
  if (!started.user) {
    if (promptsNone(request)) return sendBack(ports, client, 'login_required');
    return { type: 'SIGN_IN_NEEDED', client };
  }
  // prompt=login: a session from before this page is not enough, the person signs in again (OpenID Connect Core §3.1.2.1).
  if (promptsLogin(request) && !signedInHere) return { type: 'SIGN_IN_NEEDED', client, again: true };
  // prompt=login and select_account: the person sees which account the code is for, with another to choose.
  if (!started.consentRequired && !promptsAccountCheck(request)) return submit(ports, client, true);
  if (promptsNone(request)) return sendBack(ports, client, 'consent_required');
  return { type: 'CONSENT_ASKED', start: started };
}

async function submit(
  ports: AuthorizePorts,
  client: ConnectedAppClient | null,
  granted: boolean,
): Promise<AuthorizeOutcome> {
  const { request, idp } = ports;
  const answer = await idp.authorizeSubmit({
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scopes: request.scopes,
    prompt: request.prompt,
    consent_granted: granted,
    state: request.state,
    nonce: request.nonce,
    code_challenge: request.codeChallenge,
    code_challenge_method: request.codeChallengeMethod,
    // Both spellings: the hosted provider's own UI sends `resources`, its API reference `resource`.
    resources: request.resources.length > 0 ? request.resources : undefined,
    resource: request.resources.length > 0 ? request.resources : undefined,
  });
  if (!answer.ok) return refusal(answer.error, ports, client);
  // The code goes nowhere but where the client asked it to go.
  if (!sameRedirectTarget(answer.value.redirectUri, request.redirectUri))
    return { type: 'REFUSED', problem: 'unexpectedRedirect' };
  const error = new URL(answer.value.redirectUri).searchParams.get('error') ?? undefined;
  const outcome: ReturnOutcome = error === undefined ? 'allowed' : granted ? 'error' : 'denied';
  ports.navigate(answer.value.redirectUri);
  return { type: 'RETURNING', client, outcome, error };
}

/** A provider error: a refused client stays on the page, a refused scope goes back to the client, the rest can be tried again. */
async function refusal(
  error: ClientError,
  ports: AuthorizePorts,
  client: ConnectedAppClient | null,
): Promise<AuthorizeOutcome> {
  const problem = error.errorType ? PAGE_REFUSALS.get(error.errorType as 'connected_app_not_found') : undefined;
  if (problem) return { type: 'REFUSED', problem };
  // The provider checks the client and its redirect_uri before the scopes.
  if (error.kind === 'http' && error.errorType === 'oauth_invalid_scope_requested') {
    return sendBack(ports, client, 'invalid_scope', 'A requested scope is not offered.');
  }
  return { type: 'FAILED', error: fromClientError(error) };
}

/** Sends an error back to the client's redirect_uri, with its state and the issuer (RFC 9207). */
async function sendBack(
  ports: AuthorizePorts,
  client: ConnectedAppClient | null,
  error: ClientErrorCode,
  description?: string,
): Promise<AuthorizeOutcome> {
  const issuer = await ports.idp.issuer();
  if (!issuer.ok) return { type: 'FAILED', error: fromClientError(issuer.error) };
  ports.navigate(errorRedirect(ports.request, error, issuer.value, description));
  return { type: 'RETURNING', client, outcome: 'error', error };
}
