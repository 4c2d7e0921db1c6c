// A press on the painted phone form's Continue made while its check is held at the test server, and
// React adopts the form before the check is in (its chunk released first; the whole phone metadata
// still held, as it comes after the check): the press is then React's form's (the painted send,
// src/products/otp/painted-send.ts, hands it back and the hand-over replays it there). The adopted
// button is the one pressed, busy throughout, with React's spinner, and the number is sent once the
// check is in, once. In a file of its own: once React's chunk has loaded in a page, no other element
// there waits for it. Shadow and light DOM.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { byText, cleanup, root, waitFor } from './support/element.ts';
import { hydrationMessages, PAINTED, paintElement } from './support/painted.ts';
import { holdRequests, type HeldRequests } from './support/provider.ts';

const CONFIG = { products: ['otp'], otpOptions: { methods: ['sms'] } };
const SENDS = '/sdk/v1/otps/sms/login_or_create';
const LABEL = 'Continue with text message';
const CHECK = '/src/platform/first-country-phone.ts';
/** The whole phone metadata (libphonenumber-js, as the test server's Vite serves it). */
const METADATA = '/node_modules/.vite/deps/libphonenumber-js_mobile.js';
const sends = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(SENDS)).length;

describe('a press the painted form holds for its check while React adopts it', function () {
  this.timeout(60_000);
  let held: HeldRequests;
  before(async () => {
    await executeServerCommand('hold-module', '/element/react-renderer.ts');
    await executeServerCommand('hold-module', CHECK);
    await executeServerCommand('hold-module', METADATA);
    held = await holdRequests(SENDS, { times: 2 });
  });
  after(async () => {
    await executeServerCommand('release-modules');
    await held.release();
    cleanup();
  });

  it('is sent once the check is in, through the adopted button (Shadow and light DOM)', async () => {
    const pressed = [];
    for (const [shadow, number] of [
      [true, '2015550131'],
      [false, '2015550132'],
    ] as const) {
      const element = await paintElement(CONFIG, shadow, 'input[type="tel"]');
      const painted = root(element).querySelector<HTMLElement>(PAINTED)!;
      painted.querySelector<HTMLInputElement>('input[type="tel"]')!.value = number;
      const button = byText<HTMLButtonElement>(painted, 'button', LABEL)!;
      button.click();
      pressed.push({ element, button });
    }
    const hydration = hydrationMessages();
    await executeServerCommand('release-modules', '/element/react-renderer.ts');
    for (const { element, button } of pressed)
      await waitFor(() => !root(element).querySelector(PAINTED) && byText(root(element), 'button', LABEL) === button);
    for (const { button } of pressed)
      expect(button.getAttribute('aria-busy'), 'busy, waiting for the check').to.equal('true');
    expect(sends(), 'nothing sent before the check').to.equal(0);
    // React's spinner: the painted send leaves the adopted nodes to React, which shows the send in flight.
    const spinners = pressed.map(({ button }) => button.querySelector('.court-spinner'));
    await executeServerCommand('release-modules', CHECK);
    await held.arrived(2);
    for (const { button } of pressed) await waitFor(() => button.getAttribute('aria-busy') === 'true');
    expect(
      pressed.map(({ button }, index) => button.querySelector('.court-spinner') === spinners[index]),
      'the same spinner',
    ).to.deep.equal([true, true]);
    hydration.stop();
    expect(hydration.messages, 'React adopted the forms as they were').to.deep.equal([]);
    await held.release();
    for (const { element } of pressed) await waitFor(() => byText(root(element), 'h2', 'Enter passcode'), 30_000);
    expect(sends(), 'one request per press').to.equal(2);
  });
});
