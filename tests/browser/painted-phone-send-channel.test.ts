// The painted phone form sends by the channel of the form painted open: when another widget or tab
// notes another way as last used before the painted send's chunk is in, a press on the painted
// "Continue with text message" still sends a text message. React's chunk and the send's are held at
// the test server; Shadow and light DOM.
import { expect } from 'chai';
import { executeServerCommand } from '@web/test-runner-commands';
import { lastUsedKey } from '../../src/session/last-used.ts';
import { byText, cleanup, PUBLIC_TOKEN, root, waitFor } from './support/element.ts';
import { PAINTED, paintElement } from './support/painted.ts';
import { holdRequests } from './support/provider.ts';

const CONFIG = { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp'] } };
const SMS = '/sdk/v1/otps/sms/login_or_create';
const WHATSAPP = '/sdk/v1/otps/whatsapp/login_or_create';
const SEND_CHUNK = '/src/products/otp/painted-send.ts';
const requested = (path: string) =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes(path)).length;

describe('the painted phone form sends by the channel painted open', function () {
  this.timeout(60_000);
  before(async () => {
    localStorage.removeItem(lastUsedKey(PUBLIC_TOKEN));
    await executeServerCommand('hold-module', '/element/react-renderer.ts');
    await executeServerCommand('hold-module', SEND_CHUNK);
  });
  after(async () => {
    await executeServerCommand('release-modules');
    localStorage.removeItem(lastUsedKey(PUBLIC_TOKEN));
    cleanup();
  });

  it('sends a text message though WhatsApp was noted as last used since the paint', async () => {
    const buttons: HTMLButtonElement[] = [];
    for (const [index, shadow] of [true, false].entries()) {
      const element = await paintElement(CONFIG, shadow, 'input[type="tel"]');
      const painted = root(element).querySelector<HTMLElement>(PAINTED)!;
      painted.querySelector<HTMLInputElement>('input[type="tel"]')!.value = `(201) 555-013${index}`;
      buttons.push(byText<HTMLButtonElement>(painted, 'button', 'Continue with text message')!);
    }
    localStorage.setItem(lastUsedKey(PUBLIC_TOKEN), 'otp-whatsapp');
    const held = await holdRequests(SMS, { times: 2 });
    await executeServerCommand('release-modules', SEND_CHUNK);
    // The send is ready once the form's check is in: the painted button stops showing it waits.
    for (const button of buttons) await waitFor(() => !button.hasAttribute('aria-busy'), 30_000);
    for (const button of buttons) button.click();
    // Both texts wait at the provider, or a WhatsApp message has gone.
    await Promise.race([held.arrived(2), waitFor(() => requested(WHATSAPP) > 0, 30_000)]);
    expect(requested(WHATSAPP), 'no WhatsApp message').to.equal(0);
    await held.release();
  });
});
