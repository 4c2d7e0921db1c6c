// With a painted phone form, the countries' names are made while the page is idle
// (src/ui/country-names.ts): React's phone field, rendered at the visitor's first touch, finds them
// made rather than loading the engine's locale data then. A file of its own: the names, once made,
// stay made for the page.
import { expect } from 'chai';
import { cleanup, root, touchWidget, waitFor } from './support/element.ts';
import { PAINTED, paintElement } from './support/painted.ts';

const PHONE_FORM = {
  products: ['oauth', 'otp'],
  oauthOptions: { providers: [{ type: 'google' }] },
  otpOptions: { methods: ['sms'] },
};

/** Region names made on this page from now on. */
let namings = 0;
const { DisplayNames } = Intl;
class Counted extends DisplayNames {
  constructor(...args: ConstructorParameters<typeof DisplayNames>) {
    super(...args);
    namings += 1;
  }
}

describe('the phone field’s country names', function () {
  this.timeout(60_000);
  const replace = (by: typeof DisplayNames) => Object.defineProperty(Intl, 'DisplayNames', { value: by });
  before(() => replace(Counted));
  after(() => {
    replace(DisplayNames);
    cleanup();
  });

  it('are made while the page is idle, so that the first touch makes none', async () => {
    const element = await paintElement(PHONE_FORM, true, 'form');
    expect(root(element).querySelectorAll('select option'), 'the painted form lists one country').to.have.length(1);
    // The one-country list React's first render shows, and the whole list it shows next.
    const idle = typeof requestIdleCallback === 'function';
    if (idle) await waitFor(() => namings === 2, 30_000);
    expect(root(element).querySelector(PAINTED), 'made before React renders').to.not.equal(null);
    const before = namings;
    touchWidget(element);
    const germany = await waitFor(
      () =>
        !root(element).querySelector(PAINTED) &&
        [...root(element).querySelectorAll('select option')].find((option) => option.getAttribute('value') === 'DE'),
      30_000,
    );
    expect(germany.textContent).to.contain('Germany');
    // Where the engine cannot say when the page is idle, the field names both lists itself.
    expect(namings - before).to.equal(idle ? 0 : 2);
  });
});
