// The painted phone form sends by itself before React (src/products/otp/painted-send.ts), with React's
// chunk held at the test server: a number of the form's country leaves as soon as the form's check is
// in (at once once it is), and once; React, released while the sends wait at the provider, adopts the
// pressed buttons as they are and takes their answers over (the passcode screen, or why it failed); a
// number of another country waits for React's whole metadata, which sends it once. Shadow and light
// DOM. (painted-phone-send-adopted.test.ts: a press held for the check while React adopts the form.)
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { byText, cleanup, root, waitFor } from './support/element.ts';
import { hydrationMessages, PAINTED, paintElement } from './support/painted.ts';
import { addFault, holdRequests, type HeldRequests } from './support/provider.ts';

const CONFIG = { products: ['otp'], otpOptions: { methods: ['sms'] } };
const SENDS = '/sdk/v1/otps/sms/login_or_create';
const LABEL = 'Continue with text message';
/** The first country's check (src/platform/phone.ts loads it): the painted form sends once it is in. */
const CHECK = '/src/platform/first-country-phone.ts';
/** The sends that have come back (a request held at the provider has no entry yet). */
const sends = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(SENDS)).length;

interface Pressed {
  element: HTMLElement;
  /** The painted Continue pressed: React adopts it. */
  button: HTMLButtonElement;
  /** What the passcode screen names, or the error the form shows. */
  expected: string;
}

/** A painted phone form once it can send by itself (its button no longer busy), and its parts. */
async function readyForm(shadow: boolean) {
  const element = await paintElement(CONFIG, shadow, 'input[type="tel"]');
  const painted = root(element).querySelector<HTMLElement>(PAINTED)!;
  const field = painted.querySelector<HTMLInputElement>('input[type="tel"]')!;
  const button = byText<HTMLButtonElement>(painted, 'button', LABEL)!;
  await waitFor(() => !button.hasAttribute('aria-busy'), 30_000);
  return { element, field, button };
}

describe('the painted phone form sends before React', function () {
  // Each test waits for the painted screen's first build (support/painted.ts) before its own steps.
  this.timeout(60_000);
  const pressed: Pressed[] = [];
  let held: HeldRequests;
  before(async () => {
    await executeServerCommand('hold-module', '/element/react-renderer.ts');
    await executeServerCommand('hold-module', CHECK);
    held = await holdRequests(SENDS, { times: 2 });
  });
  after(async () => {
    await executeServerCommand('release-modules');
    await held.release();
    cleanup();
  });

  it('sends a press made before it could, once it can (Shadow DOM)', async () => {
    const element = await paintElement(CONFIG, true, 'input[type="tel"]');
    const painted = root(element).querySelector<HTMLElement>(PAINTED)!;
    painted.querySelector<HTMLInputElement>('input[type="tel"]')!.value = '(201) 555-0120';
    const button = byText<HTMLButtonElement>(painted, 'button', LABEL)!;
    expect(button.getAttribute('aria-busy'), 'waiting for its check').to.equal('true');
    button.click();
    await executeServerCommand('release-modules', CHECK);
    await held.arrived(1);
    expect(button.getAttribute('aria-busy'), 'busy while it sends').to.equal('true');
    expect(button.querySelectorAll('.court-spinner').length, 'one spinner').to.equal(1);
    pressed.push({ element, button, expected: '+1 201 555 0120' });
  });

  it('sends a number of its country at once, once (light DOM)', async () => {
    const { element, field, button } = await readyForm(false);
    field.value = '(201) 555-0121';
    button.click();
    await held.arrived(2);
    button.click();
    expect(button.getAttribute('aria-busy'), 'busy').to.equal('true');
    expect(button.querySelectorAll('.court-spinner').length, 'one spinner').to.equal(1);
    pressed.push({ element, button, expected: '+1 201 555 0121' });
  });

  it('leaves a number of another country to React', async () => {
    const { element, field, button } = await readyForm(true);
    field.value = '+44 7911 123456';
    button.click();
    // The hand-over holds the press for React's form, as for a press before the form could send.
    expect(button.getAttribute('aria-busy'), 'busy').to.equal('true');
    pressed.push({ element, button, expected: '+44 7911 123456' });
  });

  it('keeps a failed send for React to tell', async () => {
    await addFault({ path: SENDS, status: 429 });
    const { element, field, button } = await readyForm(false);
    field.value = '2015550129';
    button.click();
    // The two sends above wait at the provider, unfinished: this one is the first to have come back.
    await waitFor(() => sends() === 1);
    pressed.push({ element, button, expected: 'Too many attempts' });
  });

  it("hands every send over to React's flow, which shows its answer", async () => {
    expect(pressed.length, 'every element above was pressed').to.equal(4);
    const hydration = hydrationMessages();
    await executeServerCommand('release-modules');
    const [first, second, abroad, failed] = pressed as [Pressed, Pressed, Pressed, Pressed];
    // React's form, on the very button pressed, shows the sends still waiting at the provider as its own.
    for (const { element, button } of [first, second])
      await waitFor(
        () =>
          !root(element).querySelector(PAINTED) &&
          byText(root(element), 'button', LABEL) === button &&
          button.getAttribute('aria-busy') === 'true',
        30_000,
      );
    hydration.stop();
    expect(hydration.messages, 'React adopted every pressed form as it was').to.deep.equal([]);
    await held.release();
    for (const { element, expected } of [first, second, abroad])
      await waitFor(
        () => byText(root(element), 'h2', 'Enter passcode') && (root(element).textContent ?? '').includes(expected),
        30_000,
      );
    const alert = await waitFor(() =>
      [...root(failed.element).querySelectorAll<HTMLElement>('[role="alert"]')].find((found) =>
        found.textContent?.includes(failed.expected),
      ),
    );
    expect(byText(root(failed.element), 'button', LABEL), 'the form stays to try again').to.not.equal(undefined);
    expect(alert.isConnected).to.equal(true);
    expect(sends(), 'one request per press').to.equal(4);
  });
});
