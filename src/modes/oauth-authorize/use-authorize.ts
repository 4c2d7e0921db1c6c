// Wires the oauth-authorize flow to the page: the request from the address, the Court's session,
// a sign-in that came back from a redirect, and the widget's outputs.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { WidgetConfig } from '../../config/types.ts';
import type { PageProblem } from './flow/flow.ts';
import type { WidgetError } from '../../flows/errors.ts';
import { createAuthorizeMachine, type AuthorizeMachine, type AuthorizeObserver } from './flow/machine.ts';
import { parseAuthorizationRequest, type ParsedRequest } from './flow/request.ts';
import type { Court, SessionSnapshot } from '../../session/types.ts';
import { problemText } from './screens/AuthorizeStatusScreens.tsx';
import type { ErrorTexts } from '../../ui/error-texts.ts';
import type { WidgetOutputs } from '../../widget/types.ts';
import { framedByOtherOrigin } from './framing.ts';
import { dropTokenFromAddress } from '../../session/address-token.ts';

const LOADING: SessionSnapshot = { status: 'loading', user: null, session: null };
const noSubscription = () => () => {};

/** The codes `court-error` carries for a request shown on the page. */
const PROBLEM_CODES: Record<PageProblem, string> = {
  missingClient: 'invalid_authorization_request',
  missingRedirect: 'invalid_authorization_request',
  malformedRedirect: 'invalid_authorization_request',
  oversized: 'invalid_authorization_request',
  unknownClient: 'connected_app_not_found',
  unknownRedirect: 'connected_app_supplied_redirect_url_not_found_in_client',
  framed: 'framed_by_other_origin',
  unexpectedRedirect: 'unexpected_redirect_uri',
};

export interface AuthorizeWiring {
  machine: AuthorizeMachine;
  parsed: ParsedRequest;
  session: SessionSnapshot;
  /** A sign-in that came back from a redirect but could not be finished (a used or expired link): shown over the sign-in. */
  redirectError: WidgetError | null;
  /**
   * Tells the flow that the sign-in on the page finished. Needed besides the session's change: a
   * person signing in again (`prompt=login`) keeps the same session, which the provider extends.
   */
  signedIn(): void;
}

export function useAuthorize(
  court: Promise<Court>,
  loaded: Court | undefined,
  config: WidgetConfig,
  outputs: WidgetOutputs,
  errors: ErrorTexts,
): AuthorizeWiring {
  const [parsed] = useState(() => parseAuthorizationRequest(window.location.search));
  const latest = useRef({ outputs, errors });
  latest.current = { outputs, errors };
  const [machine] = useState(() =>
    createAuthorizeMachine(
      // Without a usable request nothing is ever asked of the provider.
      parsed.ok
        ? court.then((ready) => ({
            idp: ready.client.idp,
            request: parsed.request,
            signOut: () => ready.session.revoke({ forceClear: true }).then(() => undefined),
            navigate: (url: string) => window.location.assign(url),
          }))
        : new Promise<never>(() => {}),
      (event, before, after) => report(event, before, after, parsed, latest.current),
    ),
  );
  const session = useSyncExternalStore(
    loaded?.session.subscribe ?? noSubscription,
    loaded ? loaded.session.getSnapshot : () => LOADING,
  );
  const state = useSyncExternalStore(machine.subscribe, machine.getState);

  // The session the provider was last asked about: a new sign-in asks again, the same one never
  // twice (a session this browser still holds but the provider no longer knows shows the sign-in).
  const asked = useRef<string | null>(null);
  const [redirectError, setRedirectError] = useState<WidgetError | null>(null);
  // First: a request not worth sending or a hostile frame; else the sign-in a redirect brought back, then the provider.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A refused request reads no sign-in token: none is left in the address either.
    if (!parsed.ok) {
      dropTokenFromAddress();
      return machine.send({ type: 'REFUSE', problem: parsed.problem });
    }
    if (framedByOtherOrigin(window)) {
      dropTokenFromAddress();
      return machine.send({ type: 'REFUSE', problem: 'framed' });
    }
    void court.then(
      async (ready) => {
        // The token of an OAuth provider's or an emailed link's return, removed from the address at once.
        // The page-level session of the Court's own chunk (already loaded): importing it here would split that chunk.
        const { courtSession } = await import('../../session/court.ts');
        const outcome = await courtSession(ready).authenticateByUrl({
          sessionDurationMinutes: config.sessionOptions.sessionDurationMinutes,
        });
        if (outcome.kind === 'signed-in') latest.current.outputs.onSuccess(outcome.detail);
        if (outcome.kind === 'failed') {
          latest.current.outputs.onError(outcome.error);
          // Worded as the provider said it, or in the language on screen where its type has a translation.
          setRedirectError({ code: 'http', errorType: outcome.error.code, providerMessage: outcome.error.message });
        }
        await sessionKnown(ready);
        asked.current = sessionOf(ready.session.getSnapshot());
        machine.send({ type: 'START', signedIn: outcome.kind === 'signed-in' });
      },
      () => machine.send({ type: 'START' }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, for the request in the address when the widget mounted, with the Court and config it mounted with
  }, []);

  // A sign-in on the page leads to consent; a session ended elsewhere leads back to the sign-in.
  const current = sessionOf(session);
  useEffect(() => {
    if (current && current !== asked.current && state.screen.name === 'signIn') {
      asked.current = current;
      machine.send({ type: 'START', signedIn: true });
    }
    if (session.status === 'signed-out' && state.screen.name === 'consent') machine.send({ type: 'SESSION_ENDED' });
  }, [current, session.status, state.screen.name, machine]);

  const [signedIn] = useState(() => () => {
    if (machine.getState().screen.name !== 'signIn') return;
    machine.send({ type: 'START', signedIn: true });
  });

  return { machine, parsed, session, redirectError, signedIn };
}

/** The signed-in session's id; null while signed out or still loading. */
function sessionOf(snapshot: SessionSnapshot): string | null {
  return snapshot.status === 'signed-in' ? (snapshot.session?.session_id ?? 'signed-in') : null;
}

/** Resolves once the stored session (if any) has been checked. */
function sessionKnown(court: Court): Promise<void> {
  return new Promise((resolve) => {
    if (court.session.getSnapshot().status !== 'loading') return resolve();
    const stop = court.session.subscribe(() => {
      if (court.session.getSnapshot().status === 'loading') return;
      stop();
      resolve();
    });
  });
}

/** The flow's steps as `court-event` (start, complete, denied, an error sent back) and what it shows on the page as `court-error`. */
function report(
  ...[event, before, after, parsed, { outputs, errors }]: [
    ...Parameters<AuthorizeObserver>,
    ParsedRequest,
    { outputs: WidgetOutputs; errors: ErrorTexts },
  ]
): void {
  if (after === before) return;
  if (event.type === 'REFUSE' || event.type === 'REFUSED') {
    outputs.onError({ code: PROBLEM_CODES[event.problem], message: problemText(event.problem) });
    return;
  }
  if (!parsed.ok) return;
  const client = parsed.request.clientId;
  if (event.type === 'START' && before.lastRequestId === 0) {
    outputs.onEvent({
      type: 'oauth_authorize_flow_start',
      data: { client_id: client, redirect_uri: parsed.request.redirectUri, scope: parsed.request.scopes.join(' ') },
    });
  }
  if (event.type === 'RETURNING') {
    const type =
      event.outcome === 'allowed'
        ? 'oauth_authorize_flow_complete'
        : event.outcome === 'denied'
          ? 'oauth_authorize_flow_consent_denied'
          : 'oauth_authorize_flow_error';
    outputs.onEvent({
      type,
      data: event.outcome === 'error' ? { client_id: client, error: event.error } : { client_id: client },
    });
  }
  if (event.type === 'FAILED')
    outputs.onError({ code: event.error.errorType ?? event.error.code, message: errors.describe(event.error) });
}
