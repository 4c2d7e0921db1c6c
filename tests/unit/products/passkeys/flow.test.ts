// The passkey flow against the in-process local provider, with a software authenticator standing in
// for the browser: registration, the list rules (docs/specification.md#validation), sign-in, the errors of docs/specification.md#errors (as the
// passkey screens show them), autofill retries.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTOFILL_RETRIES, createPasskeysFlow, runPasskeyAutofill } from '../../../../src/products/passkeys/flow.ts';
import type { FlowPorts } from '../../../../src/flows/ports.ts';
import { initialState, type FlowState } from '../../../../src/flows/state.ts';
import type { PasskeyAnswer, PasskeyDevice } from '../../../../src/products/passkeys/passkeys-webauthn.ts';
import { errorMessage } from '../../../../src/i18n/describe-error.ts';
import { languageTable } from '../../../../src/i18n/language-table.ts';
import { LanguageContext, type Language } from '../../../../src/i18n/text.ts';
import { AlertBanner } from '../../../../src/ui/AlertBanner.tsx';
import { useErrorTexts } from '../../../../src/ui/error-texts.ts';
import { passkeysView } from '../../../../src/products/passkeys/view.tsx';
import { SoftwareAuthenticator } from '../../../support/software-authenticator.ts';
import { localCourt, testMachine, widgetConfig } from '../../flows/support.ts';

const ORIGIN = 'http://localhost:5173';
const CONFIG = widgetConfig({ products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } });

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

/** A device whose answers come from the software authenticator, or from `override` when given. */
function softwareDevice(
  authenticator: SoftwareAuthenticator,
  override?: () => PasskeyAnswer,
): PasskeyDevice & { gets: boolean[] } {
  const gets: boolean[] = [];
  const answer = (make: () => string) => ({
    answer: Promise.resolve(override ? override() : ({ ok: true, credential: make() } as PasskeyAnswer)),
    cancel() {},
  });
  return {
    gets,
    domain: () => 'localhost',
    userAgent: () => 'unit test',
    create: (options) => answer(() => authenticator.create(options, { origin: ORIGIN })),
    get: (options, { conditional }) => {
      gets.push(conditional);
      return answer(() => authenticator.get(options, { origin: ORIGIN }));
    },
  };
}

async function signedInFlow(device: PasskeyDevice) {
  const { provider, court } = localCourt();
  const sent = await court.client.otps.email.loginOrCreate({ email: 'keys@court-login.local' });
  if (!sent.ok) throw new Error('no code');
  const code = provider.inbox.latest('keys@court-login.local')!.code!;
  await court.client.otps.authenticate({ token: code, method_id: sent.value.method_id, session_duration_minutes: 30 });
  const ports: FlowPorts = {
    court,
    config: CONFIG,
    bootstrap: () => court.bootstrap.get(),
    navigate: () => {},
    now: () => 0,
  };
  const machine = testMachine([createPasskeysFlow(device)], ports, undefined, {
    ...initialState,
    screen: { name: 'passkeyRegister' },
  });
  const send = async (...events: Parameters<typeof machine.send>[0][]) => {
    for (const event of events) {
      machine.send(event);
      await machine.idle();
    }
    return machine.getState();
  };
  return { provider, court, machine, send };
}

const CREATE = { type: 'CREATE_PASSKEY', fallbackName: 'Passkey on Test, 26 Nov 2026' } as const;
const ENGLISH: Language = { lang: 'en', dir: 'ltr' };

/**
 * Expects the error a person sees for the state: on the passkey screen of the state's screen (with
 * the texts of the passkey chunk, as the widget loads it), or in Main's alert for a sign-in from Main.
 * The words of errors come from a chunk loaded after the first paint: the text is waited for.
 */
async function expectShown(state: FlowState, expected: string, language = ENGLISH): Promise<void> {
  function Screen() {
    const errors = useErrorTexts();
    const context = { state, config: CONFIG, send: () => {}, bootstrap: undefined as never, errors };
    const own = passkeysView.screens?.[state.screen.name];
    return own ? own(context) : createElement(AlertBanner, { variant: 'error', children: errors.form(state) });
  }
  render(createElement(LanguageContext.Provider, { value: language }, createElement(Screen)));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(expected));
  cleanup();
}

const list = (state: FlowState) =>
  state.screen.name === 'passkeyRegistrationSuccess' ? state.screen.passkeys : undefined;

describe('passkey registration and the list', () => {
  it('creates a passkey, lists it, renames it (name required) and deletes it, one edit at a time', async () => {
    const flow = await signedInFlow(softwareDevice(new SoftwareAuthenticator()));
    const created = await flow.send(CREATE);
    expect(list(created)?.created).toBe(true);
    expect(list(created)?.registrations).toHaveLength(1);
    // The software authenticator is in no AAGUID list: the name the screen gave is saved.
    expect(list(created)?.registrations[0]?.name).toBe('Passkey on Test, 26 Nov 2026');
    const id = list(created)!.registrations[0]!.webauthn_registration_id;

    const editing = await flow.send({ type: 'EDIT_PASSKEY', id, action: 'rename' });
    // Another edit or a delete is refused while the rename is open (docs/specification.md#validation).
    expect(await flow.send({ type: 'EDIT_PASSKEY', id, action: 'delete' })).toBe(editing);
    expect(await flow.send({ type: 'DELETE_PASSKEY', id })).toBe(editing);
    const empty = await flow.send({ type: 'RENAME_PASSKEY', id, name: '   ' });
    expect(list(empty)?.edit).toEqual({ id, action: 'rename', nameMissing: true });
    const renamed = await flow.send({ type: 'RENAME_PASSKEY', id, name: ' Baseline phone ' });
    expect(list(renamed)?.edit).toBe(null);
    // After a change the list no longer says a passkey was just created.
    expect(list(renamed)?.created).toBe(false);
    expect(list(renamed)?.registrations.map((entry) => entry.name)).toEqual(['Baseline phone']);
    expect(flow.court.session.getSnapshot().user?.webauthn_registrations[0]?.name).toBe('Baseline phone');

    await flow.send({ type: 'EDIT_PASSKEY', id, action: 'delete' });
    const deleted = await flow.send({ type: 'DELETE_PASSKEY', id });
    expect(list(deleted)?.registrations).toEqual([]);
    expect(list(deleted)?.created).toBe(false);
  });

  it('Skip goes to the list too, and Create another comes back', async () => {
    const flow = await signedInFlow(softwareDevice(new SoftwareAuthenticator()));
    const skipped = await flow.send({ type: 'SKIP_PASSKEY' });
    expect(list(skipped)).toEqual({ created: false, registrations: [], edit: null });
    expect((await flow.send({ type: 'ADD_PASSKEY' })).screen.name).toBe('passkeyRegister');
  });

  it('an authenticator that already holds the passkey gives the already-registered text; a cancelled prompt the other-failure text', async () => {
    const already = await signedInFlow(
      softwareDevice(new SoftwareAuthenticator(), () => ({ ok: false, failure: 'already_registered', detail: '' })),
    );
    const state = await already.send(CREATE);
    expect(state.screen.name).toBe('passkeyRegister');
    // The flow keeps the error's key; the screen tells it.
    expect(state.error).toEqual({
      code: 'webauthn',
      errorType: 'duplicate_webauthn_registration',
      key: 'passkeyAlreadyRegistered',
    });
    await expectShown(
      state,
      'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
    );
    const cancelled = await signedInFlow(
      softwareDevice(new SoftwareAuthenticator(), () => ({ ok: false, failure: 'cancelled', detail: '' })),
    );
    const notCreated = await cancelled.send(CREATE);
    await expectShown(
      notCreated,
      'Your Passkey was not created. Click "Create a Passkey" to try again or skip without adding a Passkey.',
    );
    const japanese = await languageTable('ja', undefined);
    await expectShown(
      notCreated,
      'パスキーは作成されませんでした。もう一度試すには「パスキーを作成」をクリックしてください。パスキーを追加せずにスキップすることもできます。',
      japanese,
    );
  });
});

describe('passkey sign-in', () => {
  it('signs in with the button and shows Passkey Confirmation; a cancelled prompt returns quietly', async () => {
    const authenticator = new SoftwareAuthenticator();
    const flow = await signedInFlow(softwareDevice(authenticator));
    await flow.send(CREATE);
    await flow.court.session.revoke();

    const device = softwareDevice(authenticator);
    const machine = testMachine([createPasskeysFlow(device)], {
      court: flow.court,
      config: CONFIG,
      bootstrap: () => flow.court.bootstrap.get(),
      navigate: () => {},
      now: () => 0,
    });
    machine.send({ type: 'START_PASSKEY' });
    await machine.idle();
    expect(machine.getState().screen.name).toBe('passkeyConfirmation');
    expect(device.gets).toEqual([false]);
    expect(flow.court.session.getSnapshot().user?.emails[0]?.email).toBe('keys@court-login.local');

    const cancelling = testMachine(
      [createPasskeysFlow(softwareDevice(authenticator, () => ({ ok: false, failure: 'cancelled', detail: '' })))],
      {
        court: flow.court,
        config: CONFIG,
        bootstrap: () => flow.court.bootstrap.get(),
        navigate: () => {},
        now: () => 0,
      },
    );
    cancelling.send({ type: 'START_PASSKEY' });
    await cancelling.idle();
    expect(cancelling.getState()).toMatchObject({ screen: { name: 'main' }, pending: null, error: null });
  });

  it('a passkey the provider no longer knows gives the not-found text; an empty answer the unknown-error text', async () => {
    const authenticator = new SoftwareAuthenticator();
    const flow = await signedInFlow(softwareDevice(authenticator));
    const created = await flow.send(CREATE);
    await flow.court.client.users.deleteWebauthnRegistration(list(created)!.registrations[0]!.webauthn_registration_id);
    await flow.court.session.revoke();
    const ports = {
      court: flow.court,
      config: CONFIG,
      bootstrap: () => flow.court.bootstrap.get(),
      navigate: () => {},
      now: () => 0,
    };
    const machine = testMachine([createPasskeysFlow(softwareDevice(authenticator))], ports);
    machine.send({ type: 'START_PASSKEY' });
    await machine.idle();
    await expectShown(
      machine.getState(),
      'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
    );
    const broken = testMachine(
      [createPasskeysFlow(softwareDevice(authenticator, () => ({ ok: true, credential: '' })))],
      ports,
    );
    broken.send({ type: 'START_PASSKEY' });
    await broken.idle();
    await expectShown(broken.getState(), 'Unknown error occurred during passkey authentication. Please try again.');
    const arabic = await languageTable('ar', undefined);
    await expectShown(
      broken.getState(),
      'حدث خطأ غير معروف أثناء المصادقة بمفتاح المرور. يُرجى المحاولة مرة أخرى.',
      arabic,
    );
  });

  it("a page's text for a passkey error replaces it; the others stay the specification's English", async () => {
    const overrides = { passkeyNotFound: () => 'That passkey is gone from your account.' };
    expect(errorMessage({ code: 'webauthn', key: 'passkeyNotFound' }, overrides)).toBe(
      'That passkey is gone from your account.',
    );
    await waitFor(() =>
      expect(
        errorMessage({ code: 'webauthn', errorType: 'internal_server_error', key: 'passkeyUnknownError' }, overrides),
      ).toBe('Unknown error occurred during passkey authentication. Please try again.'),
    );
  });
});

describe('passkey autofill', () => {
  it(`asks again after a failure, at most ${AUTOFILL_RETRIES} times`, async () => {
    const { court } = localCourt();
    const device = softwareDevice(new SoftwareAuthenticator(), () => ({ ok: false, failure: 'cancelled', detail: '' }));
    const picked: string[] = [];
    await runPasskeyAutofill({ court, device, onCredential: (credential) => picked.push(credential) }).done;
    expect(device.gets).toEqual(Array(AUTOFILL_RETRIES + 1).fill(true));
    expect(picked).toEqual([]);
  });

  it('stops at once when aborted and cancels the pending request', async () => {
    const { court } = localCourt();
    let cancelled = 0;
    let settle: ((answer: PasskeyAnswer) => void) | undefined;
    const device: PasskeyDevice = {
      domain: () => 'localhost',
      userAgent: () => 'unit test',
      create: () => {
        throw new Error('not used');
      },
      get: () => ({
        answer: new Promise((resolve) => (settle = resolve)),
        cancel: () => {
          cancelled += 1;
          settle?.({ ok: false, failure: 'aborted', detail: '' });
        },
      }),
    };
    const autofill = runPasskeyAutofill({ court, device, onCredential: () => {} });
    await new Promise<void>((resolve) => {
      const check = () => (settle ? resolve() : setTimeout(check, 1));
      check();
    });
    autofill.stop();
    await autofill.done;
    expect(cancelled).toBe(1);
  });
});
