// The painted phone form sends with neither React's chunk nor the Court's, both held at the test
// server (src/products/otp/painted-send.ts): it is ready once its own chunk and its country's check are
// in, and a press sends its number to the provider at once. The Court, once it comes, takes that
// request's answer rather than asking for a second passcode, and React's form shows the passcode
// screen. Shadow and light DOM, on one page: the chunks, once let go, are the page's.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { byText, cleanup, root, waitFor } from './support/element.ts';
import { PAINTED, paintElement } from './support/painted.ts';
import { holdRequests, type HeldRequests } from './support/provider.ts';

const CONFIG = { products: ['otp'], otpOptions: { methods: ['sms'] } };
const SENDS = '/sdk/v1/otps/sms/login_or_create';
const LABEL = 'Continue with text message';
/** The sends that have come back (a request held at the provider has no entry yet). */
const sends = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(SENDS)).length;

describe("the painted phone form before React's and the Court's chunks", function () {
  // Each test waits for the painted screen's first build (support/painted.ts) before its own steps.
  this.timeout(60_000);
  const pressed: { element: HTMLElement; number: string }[] = [];
  let held: HeldRequests;
  before(async () => {
    await executeServerCommand('hold-module', '/element/react-renderer.ts');
    await executeServerCommand('hold-module', '/src/session/court.ts');
    // Every send the provider gets waits: the presses' own, and any the Court would send again (then
    // its passcode screen would never show).
    held = await holdRequests(SENDS, { times: 4 });
  });
  after(async () => {
    await executeServerCommand('release-modules');
    await held.release();
    await executeServerCommand('provider-reset');
    cleanup();
  });

  for (const [index, shadow] of [true, false].entries()) {
    it(`sends a number of its country at once (${shadow ? 'Shadow' : 'light'} DOM)`, async () => {
      const element = await paintElement(CONFIG, shadow, 'input[type="tel"]');
      const painted = root(element).querySelector<HTMLElement>(PAINTED)!;
      const button = byText<HTMLButtonElement>(painted, 'button', LABEL)!;
      await waitFor(() => !button.hasAttribute('aria-busy'), 30_000);
      painted.querySelector<HTMLInputElement>('input[type="tel"]')!.value = `(201) 555-013${index}`;
      button.click();
      await held.arrived(index + 1);
      expect(button.getAttribute('aria-busy'), 'busy while it sends').to.equal('true');
      expect(root(element).querySelector(PAINTED), "React's and the Court's chunks are still held").to.not.equal(null);
      pressed.push({ element, number: `+1 201 555 013${index}` });
    });
  }

  it("leaves each answer to the Court: one request per press, and React's passcode screen", async () => {
    expect(pressed.length, 'both elements above were pressed').to.equal(2);
    await executeServerCommand('release-modules');
    await held.release();
    for (const { element, number } of pressed)
      await waitFor(
        () => byText(root(element), 'h2', 'Enter passcode') && (root(element).textContent ?? '').includes(number),
        30_000,
      );
    expect(sends(), 'one request per press').to.equal(2);
  });
});
