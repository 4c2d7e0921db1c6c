// Google One Tap on the main screen (lazily loaded when config/one-tap.ts says it shows): runs the
// One Tap flow (flow.ts) and reports its outcomes; where the prompt is embedded, see
// one-tap-mount.ts.
import { useEffect, useReducer, useRef, useState } from 'react';
import type { OAuthProviderConfig, WidgetConfig } from '../../config/types.ts';
import {
  displayKind,
  initialOneTapState,
  landsOn,
  oneTapWidgetEvent,
  reduceOneTap,
  runOneTap,
  type OneTapEvent,
  type OneTapFailure,
  type OneTapStart,
} from './flow.ts';
import type { WidgetError } from '../../flows/errors.ts';
import oneTap from '../../i18n/compiled/en/oneTap.ts';
import { useText } from '../../i18n/text.ts';
import { hasFedCm, loadGoogleIdentity } from './google-identity.ts';
import type { ApiResult } from '../../provider/types.ts';
import { OneTapArea } from './screens/OneTapArea.tsx';
import { noteRedirectStart } from '../../session/remember-method.ts';
import type { Court } from '../../session/types.ts';
import type { WidgetOutputs } from '../../widget/types.ts';
import { useOneTapMount } from './one-tap-mount.ts';

interface OneTapProps {
  court: Court | undefined;
  config: WidgetConfig;
  provider: OAuthProviderConfig;
  outputs: WidgetOutputs | undefined;
  /**
   * The widget's message for a request error (i18n/errors.ts), passed in: importing that module here
   * would split the entry's shared modules into separate chunks.
   */
  describeError: (error: WidgetError) => string;
}

/** One Tap start is asked once per page and Court; a failed or used start is asked again next time. */
const starts = new WeakMap<Court, Promise<ApiResult<OneTapStart>>>();

function cachedStart(court: Court): Promise<ApiResult<OneTapStart>> {
  let start = starts.get(court);
  if (!start) {
    start = court.client.oneTap.start();
    starts.set(court, start);
    void start.then((answer) => !answer.ok && starts.get(court) === start && starts.delete(court));
  }
  return start;
}

let lastMount = 0;

type OneTapText = typeof oneTap;

/** For the page's developers (console, court-error), never shown in the widget: English, as thrown errors are. */
const couldNotLoad = (reason: string) => `One Tap could not load: ${reason}`;

export default function OneTap({ court, config, provider, outputs, describeError }: OneTapProps) {
  const text = useText(oneTap);
  const [state, dispatch] = useReducer(reduceOneTap, initialOneTapState);
  const [mountId] = useState(() => `court-one-tap-${++lastMount}`);
  const [kind] = useState(() => displayKind(provider.position, hasFedCm()));
  const embedded = kind === 'embedded';
  const { anchor, lightMount, place, mountNode, height } = useOneTapMount(embedded, mountId);
  // The prompt must not restart when the page's listeners, the language or the words of errors
  // change (those arrive in a chunk of their own after the first paint, maybe after the prompt).
  const latest = useRef({ outputs, text, describeError });
  latest.current = { outputs, text, describeError };

  // The prompt depends on these values only: a host that sets an equal config object again (React
  // with an inline object) must not close and reopen it.
  const scriptUrl = config.scriptUrls?.googleIdentity;
  const { loginRedirectURL, signupRedirectURL } = config.oauthOptions ?? {};
  const legacy = provider.position === 'forceLegacyEmbedded';

  useEffect(() => {
    if (!court || (embedded && !mountNode)) return;
    let active = true;
    let close = () => {};
    const emit = (event: OneTapEvent) => {
      if (!active) return;
      dispatch(event);
      report(event, court, latest.current);
    };
    void runOneTap({
      start: () => cachedStart(court),
      loadIdentity: () => loadGoogleIdentity(scriptUrl),
      submit: async (body) => {
        const answer = await court.client.oneTap.submit(body);
        // A callback id works once: a later One Tap on this page asks for a new one.
        if (answer.ok) starts.delete(court);
        return answer;
      },
      createCodeChallenge: async () =>
        landsOn(window.location.origin, loginRedirectURL, signupRedirectURL)
          ? (await court.pkce.create('oauth')).code_challenge
          : undefined,
      navigate: (url) => {
        noteRedirectStart(court.client.publicToken, 'oauth-google');
        window.location.assign(url);
      },
      loginRedirectUrl: loginRedirectURL,
      signupRedirectUrl: signupRedirectURL,
      display: embedded ? { kind: 'embedded', mountId } : { kind: 'floating' },
      fedCm: hasFedCm(),
      legacy,
      emit,
    }).then(
      (stop) => {
        if (active) close = stop;
        else stop();
      },
      // Google's script itself throwing (initialize, prompt) counts as a script that did not load.
      (error: unknown) =>
        emit({
          type: 'FAILED',
          failure: { kind: 'load', reason: error instanceof Error ? error.message : String(error) },
        }),
    );
    return () => {
      active = false;
      close();
    };
  }, [court, embedded, mountNode, mountId, scriptUrl, loginRedirectURL, signupRedirectURL, legacy]);

  const open = state.phase !== 'closed' && state.phase !== 'failed';
  const shownError =
    state.failure && state.failure.kind !== 'load' ? failureText(state.failure, text, describeError) : undefined;
  return (
    <>
      <span ref={anchor} hidden />
      <OneTapArea
        embedded={embedded && open}
        heightPx={height}
        loading={state.phase !== 'shown'}
        loadingLabel={
          state.phase === 'submitting' || state.phase === 'redirecting' ? text.oneTapSigningIn() : text.oneTapLoading()
        }
        mount={
          place === 'shadow' ? (
            <slot name={mountId} />
          ) : (
            <div id={mountId} ref={lightMount} className="court-one-tap-mount" />
          )
        }
        error={shownError}
      />
    </>
  );
}

function failureText(failure: OneTapFailure, text: OneTapText, describeError: (error: WidgetError) => string): string {
  switch (failure.kind) {
    case 'one_tap':
      return text[`oneTapError.${failure.errorType}`]();
    case 'load':
      return couldNotLoad(failure.reason);
    case 'request':
      return describeError(failure.error);
  }
}

function failureCode(failure: OneTapFailure): string {
  switch (failure.kind) {
    case 'one_tap':
      return failure.errorType;
    case 'load':
      return 'one_tap_load_failed';
    case 'request':
      return failure.error.errorType ?? failure.error.code;
  }
}

/** Outcomes become `court-event`s (and the provider's event log); failures `court-error`s. */
function report(
  event: OneTapEvent,
  court: Court,
  {
    outputs,
    text,
    describeError,
  }: { outputs: WidgetOutputs | undefined; text: OneTapText; describeError: (error: WidgetError) => string },
): void {
  const widgetEvent = oneTapWidgetEvent(event);
  if (widgetEvent) {
    court.logEvent(widgetEvent.type, widgetEvent.data);
    outputs?.onEvent(widgetEvent);
  }
  if (event.type !== 'FAILED') return;
  const message = failureText(event.failure, text, describeError);
  // A script that cannot load is the page's problem to see; the Google button still works.
  if (event.failure.kind === 'load') console.error(new Error(message));
  outputs?.onError({ code: failureCode(event.failure), message });
}
