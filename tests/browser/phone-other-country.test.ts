// The phone form loads the whole phone metadata only once the visitor turns to it
// (src/platform/phone.ts): its list of countries comes before, with its country's check. A person
// chooses another country, types its number and presses Continue before the metadata has come (held
// at the test server): the press waits, busy, and sends once it is in, without another press; the
// passcode signs them in. In light DOM, another country's number is formatted and sent. (The chunks a built page asks
// for, and when: bundle-lazy.test.ts.)
import { expect } from 'chai';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { byText, cleanup, mount, resetProvider, root, waitFor } from './support/element.ts';
import { field, typeInto } from './support/fields.ts';
import { latestMessage } from './support/inbox.ts';

/** libphonenumber-js/mobile as the test server serves it (Vite's pre-bundled dependency). */
const METADATA = '/node_modules/.vite/deps/libphonenumber-js_mobile.js';
const CONFIG = { products: ['otp'], otpOptions: { methods: ['sms'] } };
const LABEL = 'Continue with text message';

/** The form's country list once every country is listed. */
function countryList(scope: ParentNode): Promise<HTMLSelectElement> {
  return waitFor(() => {
    const select = scope.querySelector<HTMLSelectElement>('select');
    return select && select.options.length > 200 ? select : undefined;
  });
}

/** Chooses a country as a person does: the list takes the focus, then its value changes. */
function choose(select: HTMLSelectElement, code: string): void {
  select.focus();
  select.value = code;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Resolves once a request of `path` waits at the test server (the test's timeout ends a wait for none). */
async function heldAtTheServer(path: string): Promise<void> {
  while (!(await executeServerCommand<string[], undefined>('held-module-requests')).includes(path))
    await new Promise((next) => requestAnimationFrame(next));
}

async function signInWithCode(scope: ParentNode, number: string): Promise<void> {
  await waitFor(() => byText(scope, 'h2', 'Enter passcode'));
  const { code } = await latestMessage(number);
  await typeInto(await waitFor(() => scope.querySelector<HTMLInputElement>('input[part~="otp-digit"]')), code!);
  await waitFor(() => byText(scope, 'h2', 'Success'));
}

describe('a phone number of another country', () => {
  beforeEach(resetProvider);
  after(async () => {
    await executeServerCommand('release-modules');
    cleanup();
  });

  it('waits for the whole metadata, asked for as the visitor turned to the form, then signs in (Shadow DOM)', async () => {
    await executeServerCommand('hold-module', METADATA);
    const element = await mount({ config: CONFIG });
    const scope = root(element);
    choose(await countryList(scope), 'GB');
    await typeInto(await field(scope, 'Phone number'), '07911 123450');
    await heldAtTheServer(METADATA);
    const button = byText<HTMLButtonElement>(scope, 'button', LABEL)!;
    button.click();
    expect(button.getAttribute('aria-busy'), 'held for the metadata').to.equal('true');
    await executeServerCommand('release-modules', METADATA);
    await waitFor(() => byText(scope, 'h2', 'Enter passcode'));
    expect(scope.textContent).to.contain('+44 7911 123450');
    await signInWithCode(scope, '+447911123450');
  });

  it('is formatted and sent (light DOM)', async () => {
    const element = await mount({ config: { ...CONFIG, enableShadowDOM: false } });
    const scope = root(element);
    choose(await countryList(scope), 'FR');
    const input = await field(scope, 'Phone number');
    await typeInto(input, '0612345678');
    // As typed, or once the metadata asked for at the choice is in.
    await waitFor(() => input.value === '06 12 34 56 78');
    await sendKeys({ press: 'Enter' });
    await signInWithCode(scope, '+33612345678');
  });
});
