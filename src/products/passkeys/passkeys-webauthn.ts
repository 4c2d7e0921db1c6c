// The browser's side of a passkey ceremony (docs/provider-api.md#passkeys). The provider's options arrive as
// JSON text with base64url members; @simplewebauthn/browser turns them into the binary form
// navigator.credentials wants and the credential back into JSON. The library keeps one ceremony per
// page and cancels the previous one when a new one starts: a pending autofill request makes room
// for a button press by itself.
import { WebAuthnAbortService, startAuthentication, startRegistration } from '@simplewebauthn/browser';

/** Why the browser gave no credential. */
export type PasskeyFailure =
  /** The person closed the prompt or it timed out (NotAllowedError). */
  | 'cancelled'
  /** The request was aborted: by the widget, or by a newer ceremony. */
  | 'aborted'
  /** The authenticator already holds a passkey for this user (InvalidStateError). */
  | 'already_registered'
  /** Anything else: unreadable options, an unsupported browser, an authenticator error. */
  | 'failed';

export type PasskeyAnswer = { ok: true; credential: string } | { ok: false; failure: PasskeyFailure; detail: string };

/** One browser request that can be cancelled while it waits. */
export interface PasskeyRequest {
  answer: Promise<PasskeyAnswer>;
  /** Aborts the request if it is still the page's current ceremony; otherwise does nothing. */
  cancel(): void;
}

/** What the passkey flow needs from the browser; tests give their own. */
export interface PasskeyDevice {
  /** The relying party's domain: the page's host. */
  domain(): string;
  userAgent(): string;
  create(optionsText: string): PasskeyRequest;
  get(optionsText: string, options: { conditional: boolean }): PasskeyRequest;
}

let current: object | undefined;

function request(run: () => Promise<unknown>): PasskeyRequest {
  const token = {};
  let settled = false;
  current = token;
  const answer = run()
    .then(
      (credential): PasskeyAnswer => ({ ok: true, credential: JSON.stringify(credential) }),
      (error: unknown): PasskeyAnswer => ({
        ok: false,
        failure: failureOf(error),
        detail: error instanceof Error ? error.message : String(error),
      }),
    )
    .finally(() => {
      settled = true;
      if (current === token) current = undefined;
    });
  return {
    answer,
    cancel() {
      if (!settled && current === token) WebAuthnAbortService.cancelCeremony();
    },
  };
}

function failureOf(error: unknown): PasskeyFailure {
  switch ((error as { name?: unknown } | null)?.name) {
    case 'NotAllowedError':
      return 'cancelled';
    case 'AbortError':
      return 'aborted';
    case 'InvalidStateError':
      return 'already_registered';
    default:
      return 'failed';
  }
}

/** The provider's options text as JSON, or a failed request that says why. */
function parsed<T>(optionsText: string, run: (options: T) => Promise<unknown>): PasskeyRequest {
  let options: T;
  try {
    options = JSON.parse(optionsText) as T;
    if (!options || typeof options !== 'object') throw new Error('The passkey options are not a JSON object.');
  } catch (error) {
    return { answer: Promise.resolve({ ok: false, failure: 'failed', detail: (error as Error).message }), cancel() {} };
  }
  return request(() => run(options));
}

type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

export const browserPasskeys: PasskeyDevice = {
  domain: () => globalThis.location.hostname,
  userAgent: () => globalThis.navigator.userAgent,
  create: (optionsText) => parsed<CreationOptions>(optionsText, (optionsJSON) => startRegistration({ optionsJSON })),
  get: (optionsText, { conditional }) =>
    parsed<RequestOptions>(optionsText, (optionsJSON) =>
      // The widget checks its own field (which may sit in a shadow root, out of the library's sight).
      startAuthentication({ optionsJSON, useBrowserAutofill: conditional, verifyBrowserAutofillInput: false }),
    ),
};
