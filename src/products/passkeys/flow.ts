// Passkeys (docs/provider-api.md#users, #passkeys): sign-in with the button or through autofill, the registration
// mode (Register New Passkey → Passkey Registration Success) and the list of the user's passkeys.
import { browserPasskeys, type PasskeyDevice } from './passkeys-webauthn.ts';
import type { ApiResult } from '../../provider/types.ts';
import type { MessageKey } from '../../i18n/compiled/keys.ts';
import type { Court } from '../../session/types.ts';
import type { WebAuthnRegistration } from '../../types/index.ts';
import { fromClientError, type WidgetError } from '../../flows/errors.ts';
import { authenticatorName } from './passkey-name.ts';
import type { Outcome } from '../../flows/events.ts';
import type { FlowPorts, ProductFlow } from '../../flows/ports.ts';
import { showScreen, startRequest, type FlowState } from '../../flows/state.ts';
import type { PasskeyListState } from '../../flows/values.ts';

/** docs/specification.md#limits: a failed autofill request is asked again up to this many times. */
export const AUTOFILL_RETRIES = 5;

const NOT_FOUND_TYPES = new Set(['webauthn_registration_not_found']);
const DUPLICATE_TYPES = new Set(['duplicate_webauthn_registration']);

/** The passkey errors of docs/specification.md#errors, by the key of their text in the passkeys catalogue. */
type PasskeyErrorKey = Extract<
  MessageKey,
  'passkeyNotFound' | 'passkeyUnknownError' | 'passkeyAlreadyRegistered' | 'passkeyNotCreated'
>;

function passkeyError(key: PasskeyErrorKey, errorType?: string): WidgetError {
  return { code: 'webauthn', errorType, key };
}

/** Sign-in failures of the provider: a passkey it no longer knows, or anything else (docs/specification.md#errors). */
function signInError(errorType?: string): Outcome {
  const notFound = errorType !== undefined && NOT_FOUND_TYPES.has(errorType);
  return { type: 'FAILED', error: passkeyError(notFound ? 'passkeyNotFound' : 'passkeyUnknownError', errorType) };
}

function registrationError(errorType?: string): Outcome {
  const duplicate = errorType !== undefined && DUPLICATE_TYPES.has(errorType);
  return {
    type: 'FAILED',
    error: passkeyError(duplicate ? 'passkeyAlreadyRegistered' : 'passkeyNotCreated', errorType),
  };
}

function listScreen(state: FlowState): PasskeyListState | undefined {
  return state.screen.name === 'passkeyRegistrationSuccess' ? state.screen.passkeys : undefined;
}

function withList(state: FlowState, passkeys: PasskeyListState): FlowState {
  return { ...state, screen: { name: 'passkeyRegistrationSuccess', passkeys }, fieldError: null, error: null };
}

/** Finishes a sign-in with the credential the browser gave. */
async function authenticate(credential: string, { court, config }: FlowPorts): Promise<Outcome> {
  const result = await court.client.webauthn.authenticate({
    public_key_credential: credential,
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
  });
  if (!result.ok) return signInError(result.error.errorType);
  return {
    type: 'SIGNED_IN',
    signedIn: { method: 'passkey', user: result.value.user, session: result.value.session },
    via: 'passkeys',
  };
}

/** The user's passkeys as the provider has them now (users/me, which also updates the stored user). */
async function listed(court: Court, created?: boolean, fallback?: WebAuthnRegistration[]): Promise<Outcome> {
  const me = await court.client.users.me();
  if (me.ok) return { type: 'PASSKEYS_LISTED', registrations: me.value.webauthn_registrations, created };
  if (fallback) return { type: 'PASSKEYS_LISTED', registrations: fallback, created };
  return { type: 'FAILED', error: fromClientError(me.error) };
}

async function afterChange(court: Court, change: Promise<ApiResult<unknown>>): Promise<Outcome> {
  const result = await change;
  if (!result.ok) return { type: 'FAILED', error: fromClientError(result.error) };
  // The list after a rename or delete no longer says a passkey was just created.
  return listed(court, false);
}

export function createPasskeysFlow(device: PasskeyDevice): ProductFlow {
  return {
    reduce(state, event) {
      const list = listScreen(state);
      switch (event.type) {
        case 'START_PASSKEY':
          return state.pending ? state : startRequest(state, event.type);
        case 'SUBMIT_PASSKEY':
          return state.pending || state.screen.name !== 'main' ? state : startRequest(state, event.type);
        case 'PASSKEY_CANCELLED':
          // The person closed the browser's prompt: back to the screen as it was, quietly (docs/specification.md#errors).
          return { ...state, pending: null, fieldError: null, error: null };
        case 'SIGNED_IN':
          if (event.signedIn.method !== 'passkey') return undefined;
          return showScreen(state, { name: 'passkeyConfirmation' });
        case 'CREATE_PASSKEY':
        case 'SKIP_PASSKEY':
          return state.pending || state.screen.name !== 'passkeyRegister' ? state : startRequest(state, event.type);
        case 'PASSKEYS_LISTED':
          return showScreen(state, {
            name: 'passkeyRegistrationSuccess',
            passkeys: {
              created: event.created ?? list?.created ?? false,
              registrations: event.registrations,
              edit: null,
            },
          });
        case 'ADD_PASSKEY':
          return !list || state.pending || list.edit ? state : showScreen(state, { name: 'passkeyRegister' });
        case 'EDIT_PASSKEY':
          // One rename or delete at a time (docs/specification.md#validation).
          if (!list || state.pending || list.edit) return state;
          return withList(state, { ...list, edit: { id: event.id, action: event.action } });
        case 'CANCEL_PASSKEY_EDIT':
          return !list || state.pending ? state : withList(state, { ...list, edit: null });
        case 'RENAME_PASSKEY':
          if (!list || state.pending || list.edit?.id !== event.id || list.edit.action !== 'rename') return state;
          if (event.name.trim() === '') return withList(state, { ...list, edit: { ...list.edit, nameMissing: true } });
          return startRequest(withList(state, { ...list, edit: { ...list.edit, nameMissing: false } }), event.type);
        case 'DELETE_PASSKEY':
          if (!list || state.pending || list.edit?.id !== event.id || list.edit.action !== 'delete') return state;
          return startRequest(state, event.type);
        default:
          return undefined;
      }
    },
    effects: {
      async START_PASSKEY(_intent, _state, ports) {
        const start = await ports.court.client.webauthn.authenticateStart({
          domain: device.domain(),
          return_passkey_credential_options: true,
        });
        if (!start.ok) return signInError(start.error.errorType);
        const answer = await device.get(start.value.public_key_credential_request_options, { conditional: false })
          .answer;
        if (!answer.ok) {
          if (answer.failure === 'cancelled' || answer.failure === 'aborted') return { type: 'PASSKEY_CANCELLED' };
          return signInError();
        }
        return authenticate(answer.credential, ports);
      },
      SUBMIT_PASSKEY: ({ credential }, _state, ports) => authenticate(credential, ports),
      async CREATE_PASSKEY({ fallbackName }, _state, { court, config }) {
        const start = await court.client.webauthn.registerStart({
          domain: device.domain(),
          return_passkey_credential_options: true,
          user_agent: device.userAgent(),
        });
        if (!start.ok) return registrationError(start.error.errorType);
        const answer = await device.create(start.value.public_key_credential_creation_options).answer;
        if (!answer.ok)
          return registrationError(
            answer.failure === 'already_registered' ? 'duplicate_webauthn_registration' : undefined,
          );
        const registered = await court.client.webauthn.register({
          public_key_credential: answer.credential,
          session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
        });
        if (!registered.ok) return registrationError(registered.error.errorType);
        // Named after its authenticator, else as the screen said in the visitor's language; if the
        // name cannot be saved, the provider's stays.
        const name = (await authenticatorName(answer.credential)) ?? fallbackName.slice(0, 100);
        await court.client.webauthn.update(registered.value.webauthn_registration_id, { name });
        return listed(court, true, registered.value.user.webauthn_registrations);
      },
      SKIP_PASSKEY: (_intent, _state, { court }) => listed(court, false),
      RENAME_PASSKEY: ({ id, name }, _state, { court }) =>
        afterChange(court, court.client.webauthn.update(id, { name: name.trim() })),
      DELETE_PASSKEY: ({ id }, _state, { court }) =>
        afterChange(court, court.client.users.deleteWebauthnRegistration(id)),
    },
  };
}

export const passkeysFlow = createPasskeysFlow(browserPasskeys);

/** How many more autofill requests may end in a failure or a pick (docs/specification.md#limits: the first and 5 retries). */
export interface AutofillBudget {
  left: number;
}

export const autofillBudget = (): AutofillBudget => ({ left: AUTOFILL_RETRIES + 1 });

export interface AutofillOptions {
  court: Court;
  device?: PasskeyDevice;
  /**
   * Shared by every run of one widget: a pick whose sign-in fails brings Main back and a new run,
   * so only a budget that outlives the run bounds an authenticator that answers at once.
   */
  budget?: AutofillBudget;
  /** Called with the credential the person picked from the field's suggestions. */
  onCredential(credential: string): void;
}

/**
 * Offers the user's passkeys in the username field's autofill (conditional mediation) until one is
 * picked or `stop` is called. A failed request is asked again while the budget lasts (docs/specification.md#limits);
 * stop aborts the pending one, so none is left behind when the screen changes or the element goes.
 */
export function runPasskeyAutofill({
  court,
  device = browserPasskeys,
  budget = autofillBudget(),
  onCredential,
}: AutofillOptions): { stop(): void; done: Promise<void> } {
  let stopped = false;
  let cancel = () => {};
  async function attempt(): Promise<'picked' | 'aborted' | 'failed'> {
    const start = await court.client.webauthn.authenticateStart({
      domain: device.domain(),
      return_passkey_credential_options: true,
    });
    if (stopped) return 'aborted';
    if (!start.ok) return 'failed';
    const request = device.get(start.value.public_key_credential_request_options, { conditional: true });
    cancel = request.cancel;
    const answer = await request.answer;
    if (stopped || (!answer.ok && answer.failure === 'aborted')) return 'aborted';
    if (!answer.ok) return 'failed';
    onCredential(answer.credential);
    return 'picked';
  }
  const done = (async () => {
    while (!stopped && budget.left > 0) {
      const outcome = await attempt();
      if (outcome === 'aborted') return;
      budget.left -= 1;
      if (outcome === 'picked') return;
    }
  })();
  return {
    stop() {
      stopped = true;
      cancel();
    },
    done,
  };
}
