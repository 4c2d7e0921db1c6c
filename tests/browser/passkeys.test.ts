// Passkeys end to end in Chromium and Firefox, each with its own virtual authenticator
// (support/webauthn.ts), against the local provider, which verifies every ceremony: the registration mode, the passkey list, sign-in with the button
// and through autofill, the errors of docs/specification.md#errors, and axe on every passkey screen. Shadow and light DOM.
import { expect } from 'chai';
import axe from 'axe-core';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { byText, cleanup, recordEvents, resetProvider, waitFor } from './support/element.ts';
import { addFault } from './support/inbox.ts';
import { describeIn, itIn } from './support/engines.ts';
import {
  addAuthenticator,
  BUTTON_ONLY,
  button,
  court,
  EMAIL_AND_PASSKEYS,
  freshEmail,
  heading,
  names,
  place,
  removeAuthenticator,
  removeAuthenticators,
  scopeOf,
  shows,
  signInByPasscode,
  signOut,
  typeInto,
  type Dom,
} from './support/passkeys.ts';

const PAGE_RULES = {
  region: { enabled: false },
  'landmark-one-main': { enabled: false },
  'page-has-heading-one': { enabled: false },
};

const active = (element: HTMLElement) => (element.shadowRoot ?? document).activeElement;

async function noViolations(element: HTMLElement): Promise<void> {
  const results = await axe.run(element, { rules: PAGE_RULES, resultTypes: ['violations'] });
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    ),
  ).to.deep.equal([]);
}

/** A signed-in user gets a passkey on the current authenticator through the registration mode; then signs out. */
async function userWithPasskey(dom: Dom): Promise<string> {
  const email = freshEmail();
  await signInByPasscode(email, dom);
  const element = await place(EMAIL_AND_PASSKEYS, dom, { mode: 'passkey-registration' });
  (await button(element, 'Create a Passkey')).click();
  await heading(element, 'Your passkeys');
  element.remove();
  await signOut();
  return email;
}

/** A user whose passkey was deleted on the provider (from another device) while the authenticator still offers it; signed out. */
async function userWithDeletedPasskey(): Promise<void> {
  const email = await userWithPasskey('shadow');
  await signInByPasscode(email, 'shadow');
  const client = (await court()).client;
  const me = await client.users.me();
  if (!me.ok) throw new Error('users/me failed');
  expect(
    (await client.users.deleteWebauthnRegistration(me.value.webauthn_registrations[0]!.webauthn_registration_id)).ok,
  ).to.equal(true);
  await signOut();
}

type Get = CredentialsContainer['get'];
// WebKitGTK has no navigator.credentials: the file must still load there.
const realGet = navigator.credentials?.get.bind(navigator.credentials) as Get;

/** Replaces navigator.credentials.get for one test; the options of every call are recorded. */
function spyOnGet(
  answer?: (options: CredentialRequestOptions) => Promise<Credential | null>,
): CredentialRequestOptions[] {
  const calls: CredentialRequestOptions[] = [];
  navigator.credentials.get = ((options: CredentialRequestOptions) => {
    calls.push(options);
    return answer ? answer(options) : realGet(options);
  }) as Get;
  return calls;
}

// WebKitGTK has no WebAuthn (passkeys-unsupported.test.ts covers it).
describeIn('chromium', 'firefox')('<court-login> passkeys', function () {
  this.timeout(90_000);

  beforeEach(async () => {
    await resetProvider();
  });
  afterEach(async () => {
    navigator.credentials.get = realGet;
    cleanup();
    await signOut();
    await removeAuthenticators();
  });

  for (const dom of ['shadow', 'light'] as const) {
    describe(`${dom} DOM`, () => {
      it('the registration mode without a signed-in user shows the specified error and reports it', async () => {
        const errors = recordEvents('court-error');
        const element = await place(EMAIL_AND_PASSKEYS, dom, { mode: 'passkey-registration' });
        const alert = await waitFor(() =>
          byText(
            scopeOf(element),
            '[role="alert"]',
            'Error: Cannot use PasskeyRegistration component without active user authenticated.',
          ),
        );
        await waitFor(() => errors.find((event) => event.detail.message === alert.textContent));
        await noViolations(element);
      });

      it('registers, lists, renames, refuses a duplicate, registers a second, deletes one, then signs in with the button', async () => {
        const first = await addAuthenticator();
        const email = freshEmail();
        await signInByPasscode(email, dom);

        const element = await place(EMAIL_AND_PASSKEYS, dom, { mode: 'passkey-registration' });
        await heading(element, 'Register a new passkey');
        await button(element, 'Skip');
        await noViolations(element);
        (await button(element, 'Create a Passkey')).click();
        await heading(element, 'Your passkeys');
        expect(scopeOf(element).textContent).to.contain('Your Passkey has been successfully created.');
        expect(names(element)).to.have.length(1);
        // Chromium's virtual authenticator is in no AAGUID list: the platform and the day name it.
        expect(names(element)[0]).to.match(/^Passkey on Linux, \S.*\d{4}$/);
        await noViolations(element);

        // Rename: the name is required; while the rename is open, nothing else can be edited (docs/specification.md#validation).
        const rename = await waitFor(() => scopeOf(element).querySelector<HTMLButtonElement>('[data-action="rename"]'));
        expect(rename.getAttribute('aria-label')).to.equal(`Rename ${names(element)[0]}`);
        rename.focus();
        await sendKeys({ press: 'Enter' });
        await waitFor(() => scopeOf(element).querySelector('input[name="passkey-name"]'));
        await sendKeys({ press: 'Escape' });
        await waitFor(() => !scopeOf(element).querySelector('input[name="passkey-name"]'));
        const renameAgain = scopeOf(element).querySelector<HTMLButtonElement>('[data-action="rename"]')!;
        await waitFor(() => active(element) === renameAgain);
        await sendKeys({ press: 'Enter' });
        const nameInput = await waitFor(() =>
          scopeOf(element).querySelector<HTMLInputElement>('input[name="passkey-name"]'),
        );
        expect(active(element) === nameInput, 'focus is on the name field').to.equal(true);
        expect(
          scopeOf(element).querySelector('[data-action="delete"]') === null,
          'no Delete button while renaming',
        ).to.equal(true);
        await noViolations(element);
        nameInput.select();
        await sendKeys({ press: 'Backspace' });
        await sendKeys({ press: 'Enter' });
        await shows(element, 'Enter a name for the passkey.');
        expect(nameInput.getAttribute('aria-invalid')).to.equal('true');
        await typeInto(nameInput, 'Clay court laptop');
        await sendKeys({ press: 'Enter' });
        await waitFor(() => names(element)[0] === 'Clay court laptop');
        expect(scopeOf(element).textContent).to.not.contain('successfully created');
        await waitFor(() => active(element) === scopeOf(element).querySelector('[data-action="rename"]'));
        const me = await (await court()).client.users.me();
        expect(me.ok && me.value.webauthn_registrations.map((entry) => entry.name)).to.deep.equal([
          'Clay court laptop',
        ]);

        // The same authenticator cannot register twice.
        (await button(element, 'Create another Passkey')).click();
        (await button(element, 'Create a Passkey')).click();
        await shows(
          element,
          'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
        );
        await noViolations(element);

        // A second authenticator adds a second passkey.
        await removeAuthenticator(first);
        await addAuthenticator();
        (await button(element, 'Create a Passkey')).click();
        await waitFor(() => names(element).length === 2);
        const second = names(element).find((name) => name !== 'Clay court laptop');

        // Delete the first: the warning and a confirm; while it is open the others cannot be edited.
        const rows = [...scopeOf(element).querySelectorAll<HTMLElement>('.court-passkey')];
        const firstRow = rows.find((row) => row.textContent?.includes('Clay court laptop'))!;
        firstRow.querySelector<HTMLButtonElement>('[data-action="delete"]')!.click();
        await shows(element, 'Once deleted, the passkey cannot be restored.');
        expect(
          scopeOf(element).querySelector('.court-alert--warning svg.court-alert-sign') !== null,
          'the warning sign',
        ).to.equal(true);
        const confirmHeight = byText(scopeOf(element), 'button', 'Delete passkey')!.getBoundingClientRect().height;
        expect(confirmHeight).to.equal(byText(scopeOf(element), 'button', 'Cancel')!.getBoundingClientRect().height);
        expect(confirmHeight).to.be.below(50);
        const otherRename = rows
          .find((row) => row !== firstRow)!
          .querySelector<HTMLButtonElement>('[data-action="rename"]')!;
        expect(otherRename.getAttribute('aria-disabled')).to.equal('true');
        otherRename.click();
        expect(scopeOf(element).querySelector('input[name="passkey-name"]') === null, 'no name field').to.equal(true);
        expect(
          active(element) === byText(scopeOf(element), 'button', 'Delete passkey'),
          'focus is on "Delete passkey"',
        ).to.equal(true);
        await noViolations(element);
        (await button(element, 'Delete passkey')).click();
        await waitFor(() => names(element).length === 1);
        expect(names(element)).to.deep.equal([second]);
        element.remove();

        // Signed out, the passkey button signs the same user back in.
        await signOut();
        const successes = recordEvents('court-success');
        const login = await place(BUTTON_ONLY, dom);
        (await button(login, 'Login with a Passkey')).click();
        await heading(login, 'Success');
        expect(scopeOf(login).textContent).to.contain('You have successfully logged in with your Passkey.');
        const success = await waitFor(() => successes[0]);
        expect(success.detail.method).to.equal('passkey');
        expect(success.detail.user.emails[0].email).to.equal(email);
        expect(JSON.stringify(success.detail)).to.not.contain('session_token');
        expect((await court()).session.getSnapshot().user?.emails[0]?.email).to.equal(email);
        await noViolations(login);
      });

      it('the registration mode opens on the list for a user who has passkeys; signing out there reports no error', async () => {
        await addAuthenticator();
        const email = await userWithPasskey(dom);
        await signInByPasscode(email, dom);
        const errors = recordEvents('court-error');
        const element = await place(EMAIL_AND_PASSKEYS, dom, { mode: 'passkey-registration' });
        await heading(element, 'Your passkeys');
        expect(names(element)).to.have.length(1);
        expect(scopeOf(element).textContent).to.not.contain('successfully created');
        await button(element, 'Create another Passkey');
        await noViolations(element);
        await signOut();
        await waitFor(() =>
          byText(
            scopeOf(element),
            '[role="alert"]',
            'Error: Cannot use PasskeyRegistration component without active user authenticated.',
          ),
        );
        // The session's change reaches every listener before the next request answers.
        await (await court()).client.users.search({ email: freshEmail() });
        expect(errors).to.deep.equal([]);
      });

      it('autofill: the email field offers passkeys and a conditional request signs in', async () => {
        const authenticator = await addAuthenticator();
        const email = await userWithPasskey(dom);
        const calls = spyOnGet();
        const successes = recordEvents('court-success');
        const element = await place(EMAIL_AND_PASSKEYS, dom);
        await executeServerCommand('webauthn-choose-autofill', { authenticatorId: authenticator });
        await heading(element, 'Success');
        expect(calls.map((options) => options.mediation)).to.deep.equal(['conditional']);
        expect(calls[0]!.signal).to.be.instanceOf(AbortSignal);
        const success = await waitFor(() => successes[0]);
        expect(success.detail.method).to.equal('passkey');
        expect(success.detail.user.emails[0].email).to.equal(email);
      });

      it('autofill with nothing above the email form: no lone "or" divider; with a button above, the divider stands between', async () => {
        spyOnGet(() => new Promise(() => {}));
        const element = await place(EMAIL_AND_PASSKEYS, dom);
        await waitFor(() => scopeOf(element).querySelector('input[autocomplete="username webauthn"]'));
        expect(Boolean(scopeOf(element).querySelector('[part~="divider"]')?.checkVisibility())).to.equal(false);
        element.remove();
        const withButton = await place(
          {
            ...EMAIL_AND_PASSKEYS,
            products: ['oauth', 'otp', 'passkeys'],
            oauthOptions: { providers: [{ type: 'google' }] },
          },
          dom,
        );
        await waitFor(() => scopeOf(withButton).querySelector('input[autocomplete="username webauthn"]'));
        expect(Boolean(scopeOf(withButton).querySelector('[part~="divider"]')?.checkVisibility())).to.equal(true);
        await noViolations(withButton);
      });

      it('autofill: the email field carries "username webauthn" and no passkey button is shown', async () => {
        await addAuthenticator();
        spyOnGet(() => new Promise(() => {}));
        const element = await place(EMAIL_AND_PASSKEYS, dom);
        await waitFor(() => scopeOf(element).querySelector(`input[type="email"][autocomplete="username webauthn"]`));
        expect(
          byText(scopeOf(element), 'button', 'Login with a Passkey') === undefined,
          'no "Login with a Passkey" button',
        ).to.equal(true);
      });
    });
  }

  it('removing the element aborts the pending conditional request', async () => {
    await addAuthenticator();
    const signals: AbortSignal[] = [];
    spyOnGet((options) => {
      signals.push(options.signal!);
      return new Promise((_, reject) =>
        options.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    const element = await place(EMAIL_AND_PASSKEYS, 'shadow');
    await waitFor(() => signals.length === 1);
    expect(signals[0]!.aborted).to.equal(false);
    element.remove();
    await waitFor(() => signals[0]!.aborted);
  });

  it('leaving the main screen aborts the conditional request', async () => {
    await addAuthenticator();
    const signals: AbortSignal[] = [];
    spyOnGet((options) => {
      signals.push(options.signal!);
      return new Promise((_, reject) =>
        options.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    const element = await place(EMAIL_AND_PASSKEYS, 'light');
    await waitFor(() => signals.length === 1);
    await typeInto(scopeOf(element).querySelector<HTMLInputElement>('input[type="email"]')!, freshEmail());
    await sendKeys({ press: 'Enter' });
    await heading(element, 'Enter passcode');
    await waitFor(() => signals[0]!.aborted);
    expect(signals).to.have.length(1);
  });

  it('a failing conditional request is asked again up to 5 times (docs/specification.md#limits)', async () => {
    await addAuthenticator();
    const calls = spyOnGet(() =>
      Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')),
    );
    const element = await place(EMAIL_AND_PASSKEYS, 'shadow');
    await waitFor(() => calls.length === 6);
    // A seventh would follow at once if the retries did not stop.
    await (await court()).client.users.search({ email: freshEmail() });
    expect(calls).to.have.length(6);
    expect(calls.every((options) => options.mediation === 'conditional')).to.equal(true);
    expect(scopeOf(element).querySelector('[role="alert"]')?.textContent ?? '').to.equal('');
  });

  // Firefox's authenticator answers a conditional request only once the passkey is chosen from the
  // autofill list; Chromium's answers at once, as this test needs.
  itIn('chromium')(
    'an authenticator that answers at once with a passkey the account no longer has is asked at most 6 times',
    async () => {
      await addAuthenticator();
      await userWithDeletedPasskey();
      const client = (await court()).client;
      const errors = recordEvents('court-error');
      const calls = spyOnGet();
      const element = await place(EMAIL_AND_PASSKEYS, 'light');
      await waitFor(() => errors.length === 6, 20_000);
      await waitFor(() =>
        byText(
          scopeOf(element),
          '[role="alert"]',
          'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
        ),
      );
      // A seventh would follow at once if the budget did not hold across the runs.
      await client.users.search({ email: freshEmail() });
      await client.users.search({ email: freshEmail() });
      expect(calls).to.have.length(6);
      expect(errors).to.have.length(6);
    },
  );

  it('a cancelled prompt (NotAllowedError) returns quietly to the main screen', async () => {
    const errors = recordEvents('court-error');
    const calls = spyOnGet(() =>
      Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError')),
    );
    const element = await place(BUTTON_ONLY, 'shadow');
    const passkey = await button(element, 'Login with a Passkey');
    passkey.click();
    await waitFor(() => calls.length === 1);
    await waitFor(() => passkey.getAttribute('aria-busy') === null && passkey.getAttribute('aria-disabled') === null);
    expect(calls[0]!.mediation).to.equal(undefined);
    expect(scopeOf(element).querySelector('[part~="alert"]') === null, 'no alert').to.equal(true);
    expect(errors).to.deep.equal([]);
    await heading(element, 'Sign up or log in');
  });

  it('a provider error shows the specified text', async () => {
    const errors = recordEvents('court-error');
    await addFault({ path: '/sdk/v1/webauthn/authenticate/start/primary', status: 500 });
    const element = await place(BUTTON_ONLY, 'light');
    (await button(element, 'Login with a Passkey')).click();
    const message = 'Unknown error occurred during passkey authentication. Please try again.';
    await waitFor(() => byText(scopeOf(element), '[role="alert"]', message));
    await waitFor(() => errors.find((event) => event.detail.message === message));
    await noViolations(element);
  });

  it('a passkey deleted from the account but kept by the authenticator gives the not-found text', async () => {
    await addAuthenticator();
    await userWithDeletedPasskey();
    const element = await place(BUTTON_ONLY, 'shadow');
    (await button(element, 'Login with a Passkey')).click();
    await waitFor(() =>
      byText(
        scopeOf(element),
        '[role="alert"]',
        'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
      ),
    );
  });

  it('a failed creation says so and Create tries again', async () => {
    await addAuthenticator();
    await signInByPasscode(freshEmail(), 'shadow');
    await addFault({ path: '/sdk/v1/webauthn/register', status: 500 });
    const element = await place(EMAIL_AND_PASSKEYS, 'shadow', { mode: 'passkey-registration' });
    (await button(element, 'Create a Passkey')).click();
    await shows(
      element,
      'Your Passkey was not created. Click "Create a Passkey" to try again or skip without adding a Passkey.',
    );
    (await button(element, 'Create a Passkey')).click();
    await heading(element, 'Your passkeys');
    expect(names(element)).to.have.length(1);
  });

  it('Skip also goes to the passkey list', async () => {
    await signInByPasscode(freshEmail(), 'shadow');
    const element = await place(EMAIL_AND_PASSKEYS, 'shadow', { mode: 'passkey-registration' });
    (await button(element, 'Skip')).click();
    await heading(element, 'Your passkeys');
    expect(scopeOf(element).textContent).to.contain('You have no passkeys yet.');
    expect(scopeOf(element).textContent).to.not.contain('successfully created');
    await noViolations(element);
  });
});
