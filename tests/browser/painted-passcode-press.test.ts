// The painted phone form's Continue, pressed while React's chunk is held at the test server: it shows
// it is working (it waits for the phone metadata), and once React and the metadata are in, the number
// typed is sent once and the passcode screen shows it. Shadow and light DOM.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { byText, cleanup, root, waitFor } from './support/element.ts';
import { PAINTED, paintElement } from './support/painted.ts';

const CONFIG = { products: ['otp'], otpOptions: { methods: ['sms'] } };
const SENDS = '/otps/sms/login_or_create';
const sends = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(SENDS)).length;

describe("the painted phone form's Continue pressed while React's chunk is held", function () {
  // Each test waits for the painted screen's first build (support/painted.ts) before its own steps.
  this.timeout(60_000);
  const pressed: Array<{ element: HTMLElement; shown: string }> = [];
  before(() => executeServerCommand('hold-module', '/element/react-renderer.ts'));
  after(async () => {
    await executeServerCommand('release-modules');
    cleanup();
  });

  for (const [index, shadow] of [true, false].entries()) {
    it(`shows the press is being worked on (${shadow ? 'Shadow' : 'light'} DOM)`, async () => {
      const element = await paintElement(CONFIG, shadow, 'input[type="tel"]');
      const field = root(element).querySelector<HTMLInputElement>(`${PAINTED} input[type="tel"]`)!;
      field.value = `201555012${index}`;
      const send = byText<HTMLButtonElement>(
        root(element).querySelector(PAINTED)!,
        'button',
        'Continue with text message',
      )!;
      send.click();
      send.click();
      expect(send.getAttribute('aria-busy'), 'busy').to.equal('true');
      expect(send.querySelectorAll('.court-spinner').length, 'one spinner').to.equal(1);
      pressed.push({ element, shown: `+1 201 555 012${index}` });
    });
  }

  it('sends each number once React and the phone metadata are in, and shows the passcode screen', async () => {
    expect(pressed.length, 'both elements above were pressed').to.equal(2);
    await executeServerCommand('release-modules');
    for (const { element, shown } of pressed)
      await waitFor(
        () => byText(root(element), 'h2', 'Enter passcode') && (root(element).textContent ?? '').includes(shown),
        30_000,
      );
    expect(sends(), 'one request per press').to.equal(2);
  });
});
