// Google One Tap (docs/specification.md#one-tap, #errors; docs/provider-api.md#one-tap): One Tap start (cached per page) → Google's
// identity script → initialize + prompt (floating, or embedded in the widget) → the credential → a
// new OAuth PKCE pair → One Tap submit with its challenge → the browser goes to the returned
// redirect_url, where the token is exchanged with the stored verifier. It runs beside the main flow and
// never holds its pending request, so the Google button stays usable throughout.
// Loaded only when the config asks for One Tap (see config/one-tap.ts).
import type { OneTapPosition } from '../../config/types.ts';
import { ownEntry } from '../../lib/own-entry.ts';
import type { GoogleIdentity, PromptMoment } from './google-identity.ts';
import type { ApiResult } from '../../provider/types.ts';
import type { WidgetEventDetail } from '../../types/index.ts';
import { ONE_TAP_ERROR_KINDS, type OneTapErrorKind } from './types.ts';
import type { OneTapCalls } from './client.ts';
import { fromClientError, type WidgetError } from '../../flows/errors.ts';

export type OneTapFailure =
  | { kind: 'one_tap'; errorType: OneTapErrorKind }
  /** Google's script could not load: 'One Tap could not load: {reason}'. */
  | { kind: 'load'; reason: string }
  /** Any other failure of start or submit (network, an id_token the provider refused…). */
  | { kind: 'request'; error: WidgetError };

export type OneTapEvent =
  | { type: 'PROMPTED' }
  | { type: 'DISPLAYED' }
  | { type: 'MOMENT'; moment: 'not_displayed' | 'skipped' | 'dismissed' | 'cancel'; reason: string }
  | { type: 'SUBMITTING' }
  | { type: 'REDIRECTING'; url: string }
  | { type: 'FAILED'; failure: OneTapFailure };

export type OneTapPhase = 'starting' | 'prompting' | 'shown' | 'submitting' | 'redirecting' | 'closed' | 'failed';

export interface OneTapState {
  phase: OneTapPhase;
  failure: OneTapFailure | null;
}

export const initialOneTapState: OneTapState = { phase: 'starting', failure: null };

export function reduceOneTap(state: OneTapState, event: OneTapEvent): OneTapState {
  switch (event.type) {
    case 'PROMPTED':
      return { phase: 'prompting', failure: null };
    case 'DISPLAYED':
      return state.phase === 'prompting' ? { phase: 'shown', failure: null } : state;
    case 'MOMENT':
      // A credential in flight outlives the prompt's own closing.
      return state.phase === 'submitting' || state.phase === 'redirecting' ? state : { phase: 'closed', failure: null };
    case 'SUBMITTING':
      return { phase: 'submitting', failure: null };
    case 'REDIRECTING':
      return { phase: 'redirecting', failure: null };
    case 'FAILED':
      return { phase: 'failed', failure: event.failure };
  }
}

/** What the page is told of an event: a `court-event` (and the provider's event log). */
export function oneTapWidgetEvent(event: OneTapEvent): WidgetEventDetail | null {
  if (event.type !== 'MOMENT') return null;
  return { type: `one_tap_${event.moment}`, data: { reason: event.reason } };
}

export type DisplayMode = { kind: 'floating' } | { kind: 'embedded'; mountId: string };

/**
 * Floating or embedded, by `position` and browser support (README, "One Tap"). Where the browser
 * has FedCM, Google shows its prompt in the browser's own UI, which is floating.
 */
export function displayKind(position: OneTapPosition | undefined, fedCm: boolean): 'floating' | 'embedded' {
  switch (position ?? 'embedded') {
    case 'floating':
      return 'floating';
    case 'embedded':
    case 'floatingOrEmbedded':
      return fedCm ? 'floating' : 'embedded';
    case 'embeddedOnly':
    case 'forceLegacyEmbedded':
      return 'embedded';
  }
}

export interface OneTapStart {
  google_client_id: string;
  oauth_callback_id: string;
}

export interface OneTapPorts {
  /** One Tap start, cached per page by the caller. */
  start(): Promise<ApiResult<OneTapStart>>;
  loadIdentity(): Promise<GoogleIdentity>;
  submit: OneTapCalls['submit'];
  /**
   * Makes and stores a new OAuth PKCE pair and answers its challenge, so that the token One Tap's
   * submit returns is exchanged with the verifier only this page holds (no login CSRF); undefined when
   * the sign-in lands on another origin, which could not read the verifier (see landsOn).
   */
  createCodeChallenge(): Promise<string | undefined>;
  navigate(url: string): void;
  loginRedirectUrl?: string;
  signupRedirectUrl?: string;
  display: DisplayMode;
  /** FedCM in this browser: Google's prompt then uses it (floating only). */
  fedCm: boolean;
  /** `forceLegacyEmbedded`: never FedCM. */
  legacy: boolean;
  emit(event: OneTapEvent): void;
}

/**
 * Whether the landing URLs (unset: the project's default, on the page's origin) are all on `origin`:
 * only a page there can read the PKCE verifier stored here.
 */
export function landsOn(origin: string, ...urls: Array<string | undefined>): boolean {
  return urls.every((url) => {
    if (!url) return true;
    try {
      return new URL(url, origin).origin === origin;
    } catch {
      return false;
    }
  });
}

/** Provider answers that are One Tap's own error kinds; the rest are ordinary request errors. */
function startFailure(error: WidgetError): OneTapFailure {
  const kind = ONE_TAP_ERROR_KINDS.find((candidate) => candidate === error.errorType);
  return kind ? { kind: 'one_tap', errorType: kind } : { kind: 'request', error };
}

/** Google's reasons for not showing the prompt that are configuration errors of docs/specification.md#errors. */
const NOT_DISPLAYED_ERRORS: Record<string, OneTapErrorKind> = {
  unregistered_origin: 'origin_not_allowed_for_client',
  invalid_client: 'invalid_client',
  missing_client_id: 'oauth_config_not_found',
};

export function momentEvent(moment: PromptMoment): OneTapEvent | null {
  if (moment.isNotDisplayed?.()) {
    const reason = moment.getNotDisplayedReason?.() ?? 'unknown_reason';
    const kind = ownEntry(NOT_DISPLAYED_ERRORS, reason);
    return kind
      ? { type: 'FAILED', failure: { kind: 'one_tap', errorType: kind } }
      : { type: 'MOMENT', moment: 'not_displayed', reason };
  }
  if (moment.isDisplayed?.()) return { type: 'DISPLAYED' };
  if (moment.isSkippedMoment()) {
    const reason = moment.getSkippedReason?.() ?? 'unknown_reason';
    return { type: 'MOMENT', moment: reason === 'user_cancel' ? 'cancel' : 'skipped', reason };
  }
  if (moment.isDismissedMoment()) {
    const reason = moment.getDismissedReason?.() ?? 'unknown_reason';
    // A returned credential is the sign-in itself, reported by its own steps.
    return reason === 'credential_returned' ? null : { type: 'MOMENT', moment: 'dismissed', reason };
  }
  return null;
}

/** Runs One Tap once; every step comes back through `emit`. Answers a way to close the prompt. */
export async function runOneTap(ports: OneTapPorts): Promise<() => void> {
  const { emit } = ports;
  let stopped = false;
  const started = await ports.start();
  if (!started.ok) {
    emit({ type: 'FAILED', failure: startFailure(fromClientError(started.error)) });
    return () => {};
  }
  let id: GoogleIdentity;
  try {
    id = await ports.loadIdentity();
  } catch (error) {
    emit({ type: 'FAILED', failure: { kind: 'load', reason: error instanceof Error ? error.message : String(error) } });
    return () => {};
  }
  const { google_client_id: clientId, oauth_callback_id: callbackId } = started.value;
  const embedded = ports.display.kind === 'embedded';
  id.initialize({
    client_id: clientId,
    auto_select: false,
    context: 'use',
    itp_support: true,
    use_fedcm_for_prompt: !embedded && !ports.legacy && ports.fedCm,
    cancel_on_tap_outside: false,
    ...(ports.display.kind === 'embedded' ? { prompt_parent_id: ports.display.mountId } : {}),
    callback: (response) => {
      if (stopped) return;
      void submit(response.credential);
    },
  });
  async function submit(credential: string | undefined) {
    if (!credential) {
      emit({ type: 'FAILED', failure: { kind: 'request', error: { code: 'invalid_response' } } });
      return;
    }
    emit({ type: 'SUBMITTING' });
    const codeChallenge = await ports.createCodeChallenge();
    const answer = await ports.submit({
      oauth_callback_id: callbackId,
      id_token: credential,
      ...(codeChallenge ? { code_challenge: codeChallenge } : {}),
      ...(ports.loginRedirectUrl ? { login_redirect_url: ports.loginRedirectUrl } : {}),
      ...(ports.signupRedirectUrl ? { signup_redirect_url: ports.signupRedirectUrl } : {}),
    });
    if (!answer.ok) {
      emit({ type: 'FAILED', failure: startFailure(fromClientError(answer.error)) });
      return;
    }
    emit({ type: 'REDIRECTING', url: answer.value.redirect_url });
    ports.navigate(answer.value.redirect_url);
  }
  emit({ type: 'PROMPTED' });
  id.prompt((moment) => {
    if (stopped) return;
    const event = momentEvent(moment);
    if (event) emit(event);
  });
  return () => {
    stopped = true;
    id.cancel();
  };
}
