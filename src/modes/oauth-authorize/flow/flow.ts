// The oauth-authorize mode's flow: a reducer over screens keyed by name. Effects (effects.ts) call
// the provider through injected ports; this file decides only what shows and which request runs.
import type { AuthorizeStart, ConnectedAppClient } from '../client.ts';
import type { WidgetError } from '../../../flows/errors.ts';
import type { ClientErrorCode, RequestProblem } from './request.ts';

/** What is shown on the page and never sent to the client: the client or its return address is not trusted. */
export type PageProblem =
  | RequestProblem
  /** The provider knows no such client_id. */
  | 'unknownClient'
  /** The client has not registered this redirect_uri. */
  | 'unknownRedirect'
  /** The page is inside a frame of another origin. */
  | 'framed'
  /** The provider answered an address other than the client's redirect_uri. */
  | 'unexpectedRedirect';

export type ReturnOutcome = 'allowed' | 'denied' | 'error';

export type AuthorizeScreen =
  | { name: 'checking' }
  | { name: 'problem'; problem: PageProblem }
  /** `again`: a signed-in person asked to sign in again (`prompt=login`). */
  | { name: 'signIn'; client: ConnectedAppClient; again?: boolean }
  | { name: 'consent'; start: AuthorizeStart }
  | { name: 'returning'; client: ConnectedAppClient | null; outcome: ReturnOutcome };

export type AuthorizeRequestKind = 'start' | 'allow' | 'deny' | 'switch';

export interface AuthorizeState {
  screen: AuthorizeScreen;
  pending: { kind: AuthorizeRequestKind; id: number } | null;
  /** A provider error (network, 5xx, rate limit) shown above the screen, with a way to try again. */
  error: WidgetError | null;
  /** The request to run again on Try again. */
  retry: AuthorizeRequestKind | null;
  lastRequestId: number;
  /** The client once the provider named it, kept across the sign-in and a switch of account. */
  client: ConnectedAppClient | null;
  /** Whether the person signed in on this page (here or by a redirect back to it): `prompt=login` asks for it. */
  signedInHere: boolean;
}

export type AuthorizeIntent =
  /** The session is known (at start, and after each sign-in): ask the provider about the request. `signedIn`: a sign-in just finished on this page. */
  | { type: 'START'; signedIn?: boolean }
  | { type: 'ALLOW' }
  | { type: 'DENY' }
  | { type: 'SWITCH_ACCOUNT' }
  | { type: 'RETRY' }
  /** The session ended elsewhere (another tab, the page) while the consent screen was shown. */
  | { type: 'SESSION_ENDED' }
  /** Found before anything is asked: a request not worth sending, a frame of another origin. */
  | { type: 'REFUSE'; problem: PageProblem };

export type AuthorizeOutcome =
  | { type: 'SIGN_IN_NEEDED'; client: ConnectedAppClient; again?: boolean }
  | { type: 'CONSENT_ASKED'; start: AuthorizeStart }
  /** `error`: the OAuth error sent back (an error outcome). */
  | { type: 'RETURNING'; client: ConnectedAppClient | null; outcome: ReturnOutcome; error?: ClientErrorCode | string }
  | { type: 'REFUSED'; problem: PageProblem }
  | { type: 'SIGNED_OUT' }
  | { type: 'FAILED'; error: WidgetError };

export type AuthorizeResult = AuthorizeOutcome & { requestId: number };
export type AuthorizeEvent = AuthorizeIntent | AuthorizeResult;

export const initialAuthorizeState: AuthorizeState = {
  screen: { name: 'checking' },
  pending: null,
  error: null,
  retry: null,
  lastRequestId: 0,
  client: null,
  signedInHere: false,
};

const INTENT_REQUESTS: Partial<Record<AuthorizeIntent['type'], AuthorizeRequestKind>> = {
  START: 'start',
  ALLOW: 'allow',
  DENY: 'deny',
  SWITCH_ACCOUNT: 'switch',
};

function startRequest(state: AuthorizeState, kind: AuthorizeRequestKind): AuthorizeState {
  const id = state.lastRequestId + 1;
  return { ...state, pending: { kind, id }, lastRequestId: id, error: null, retry: null };
}

function show(state: AuthorizeState, screen: AuthorizeScreen, client = state.client): AuthorizeState {
  return { ...state, screen, pending: null, error: null, retry: null, client };
}

/** Whether an intent may start its request on this screen. */
function allowed(state: AuthorizeState, kind: AuthorizeRequestKind): boolean {
  if (state.pending) return false;
  const screen = state.screen.name;
  if (kind === 'start') return screen === 'checking' || screen === 'signIn';
  return screen === 'consent';
}

export function reduceAuthorize(state: AuthorizeState, event: AuthorizeEvent): AuthorizeState {
  if ('requestId' in event) {
    // Only the answer to the request still awaited counts.
    if (event.requestId !== state.pending?.id) return state;
    switch (event.type) {
      case 'SIGN_IN_NEEDED':
        return show(
          state,
          event.again
            ? { name: 'signIn', client: event.client, again: true }
            : { name: 'signIn', client: event.client },
          event.client,
        );
      case 'CONSENT_ASKED':
        return show(state, { name: 'consent', start: event.start }, event.start.client);
      case 'RETURNING':
        return show(
          state,
          { name: 'returning', client: event.client ?? state.client, outcome: event.outcome },
          event.client ?? state.client,
        );
      case 'REFUSED':
        return show(state, { name: 'problem', problem: event.problem });
      case 'SIGNED_OUT':
        return state.client ? show(state, { name: 'signIn', client: state.client }) : show(state, { name: 'checking' });
      case 'FAILED':
        return { ...state, pending: null, error: event.error, retry: state.pending.kind };
    }
  }
  switch (event.type) {
    case 'REFUSE':
      return show(state, { name: 'problem', problem: event.problem });
    case 'SESSION_ENDED':
      if (state.screen.name !== 'consent' || !state.client) return state;
      return show(state, { name: 'signIn', client: state.client });
    case 'RETRY':
      return state.retry && !state.pending
        ? reduceAuthorize({ ...state, error: null }, { type: retryIntent(state.retry) })
        : state;
    default: {
      const kind = INTENT_REQUESTS[event.type]!;
      if (!allowed(state, kind)) return state;
      const started = startRequest(state, kind);
      return event.type === 'START' && event.signedIn ? { ...started, signedInHere: true } : started;
    }
  }
}

function retryIntent(kind: AuthorizeRequestKind): 'START' | 'ALLOW' | 'DENY' | 'SWITCH_ACCOUNT' {
  return kind === 'start' ? 'START' : kind === 'allow' ? 'ALLOW' : kind === 'deny' ? 'DENY' : 'SWITCH_ACCOUNT';
}
