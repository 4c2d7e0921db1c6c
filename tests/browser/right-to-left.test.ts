// Right to left: in Arabic the card is the mirror image of the English one, measured by geometry
// (the OAuth mark, the tabs, the back arrow), while the passcode boxes and the phone number keep
// reading left to right. Shadow and light DOM.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { cleanup, mount, providerUrl, PUBLIC_TOKEN, resetProvider, root, waitFor } from './support/element.ts';
import { renderGallery } from '../../demo/gallery/render.ts';
import { GALLERY_SCREENS } from '../../demo/gallery/screens.ts';
import { GALLERY_LOCALES, localeSwitch } from '../../demo/gallery/locale-switch.ts';

const CONFIG = {
  products: ['oauth', 'otp'],
  oauthOptions: { providers: [{ type: 'google' }] },
  otpOptions: { methods: ['email', 'sms'] },
};

const box = (element: Element): DOMRect => element.getBoundingClientRect();

async function mountIn(
  locale: string,
  enableShadowDOM: boolean,
  methods = CONFIG.otpOptions.methods,
): Promise<ParentNode> {
  const element = await mount({
    config: { ...CONFIG, otpOptions: { methods }, enableShadowDOM },
    attributes: { locale },
  });
  const scope = root(element);
  await waitFor(() => scope.querySelector(`.court-root[lang="${locale}"]`));
  await waitFor(() => scope.querySelectorAll('[role="tab"]').length === methods.length);
  return scope;
}

/** Sends the email form and waits for the passcode boxes. */
async function passcodeBoxes(scope: ParentNode): Promise<HTMLInputElement[]> {
  const email = await waitFor(() => scope.querySelector<HTMLInputElement>('input[type="email"]'));
  email.focus();
  await sendKeys({ type: 'player@court-login.local' });
  email.form!.requestSubmit();
  await waitFor(() => scope.querySelectorAll('input[part~="otp-digit"]').length === 6);
  return [...scope.querySelectorAll<HTMLInputElement>('input[part~="otp-digit"]')];
}

function expectLeftToRight(boxes: Element[]): void {
  const lefts = boxes.map((element) => box(element).left);
  expect(lefts, 'boxes in left-to-right order').to.deep.equal([...lefts].sort((a, b) => a - b));
  expect(new Set(lefts).size).to.equal(boxes.length);
}

for (const enableShadowDOM of [true, false]) {
  describe(`Right to left (${enableShadowDOM ? 'Shadow' : 'light'} DOM)`, () => {
    beforeEach(resetProvider);
    afterEach(cleanup);

    for (const { locale, rtl } of [
      { locale: 'ar', rtl: true },
      { locale: 'en', rtl: false },
    ]) {
      describe(`locale="${locale}"`, () => {
        it(`the card runs ${rtl ? 'right to left' : 'left to right'}: the OAuth mark at its start, the tabs in reading order`, async () => {
          const scope = await mountIn(locale, enableShadowDOM);
          const card = scope.querySelector('.court-root')!;
          expect(getComputedStyle(card).direction).to.equal(rtl ? 'rtl' : 'ltr');

          const button = scope.querySelector('[part~="oauth-button"]')!;
          const mark = box(button.querySelector('.court-button-mark')!);
          const label = box(button.querySelector('.court-button-label')!);
          const outer = box(button);
          if (rtl) {
            expect(mark.left, 'mark right of the label').to.be.at.least(label.right);
            expect(outer.right - mark.right, 'mark 14px inside the right border').to.be.closeTo(15, 1);
          } else {
            expect(mark.right, 'mark left of the label').to.be.at.most(label.left);
            expect(mark.left - outer.left, 'mark 14px inside the left border').to.be.closeTo(15, 1);
          }

          const [first, second] = [...scope.querySelectorAll('[role="tab"]')].map(box);
          if (rtl) expect(first!.left, 'first tab right of the second').to.be.at.least(second!.right);
          else expect(first!.right, 'first tab left of the second').to.be.at.most(second!.left);
        });

        it(`the arrow key towards the ${rtl ? 'left' : 'right'} selects the next tab`, async () => {
          // Three tabs: a wrong direction would select the last one.
          const scope = await mountIn(locale, enableShadowDOM, ['email', 'sms', 'whatsapp']);
          const [first, second] = [...scope.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
          first!.focus();
          await sendKeys({ press: rtl ? 'ArrowLeft' : 'ArrowRight' });
          await waitFor(() => second!.getAttribute('aria-selected') === 'true');
          await sendKeys({ press: rtl ? 'ArrowRight' : 'ArrowLeft' });
          await waitFor(() => first!.getAttribute('aria-selected') === 'true');
        });

        it('the email address and the phone number read left to right, on the card’s start side', async () => {
          const scope = await mountIn(locale, enableShadowDOM);
          const email = await waitFor(() => scope.querySelector<HTMLInputElement>('input[type="email"]'));
          expect(getComputedStyle(email).direction).to.equal('ltr');
          expect(getComputedStyle(email).textAlign).to.equal(rtl ? 'right' : 'start');
          scope.querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click();
          const phone = await waitFor(() => scope.querySelector<HTMLInputElement>('input[type="tel"]'));
          const style = getComputedStyle(phone);
          expect(style.direction).to.equal('ltr');
          expect(style.textAlign).to.equal(rtl ? 'right' : 'start');
          // The country list: its drop-down arrow on the card's end side, the dial code an isolate.
          const select = scope.querySelector<HTMLSelectElement>('select')!;
          expect(getComputedStyle(select).direction).to.equal(rtl ? 'rtl' : 'ltr');
          await waitFor(() => select.options.length > 100);
          expect(select.selectedOptions[0]!.textContent).to.match(/^\u2066\+1\u2069 /);
        });

        it(`the passcode boxes run left to right; the back arrow points ${rtl ? 'right' : 'left'}`, async () => {
          const scope = await mountIn(locale, enableShadowDOM);
          const boxes = await passcodeBoxes(scope);
          expectLeftToRight(boxes);
          const group = boxes[0]!.parentElement!;
          expect(box(boxes[0]!).left - box(group).left).to.be.below(1);
          expect(box(group).right - box(boxes[5]!).right).to.be.below(1);

          const back = scope.querySelector('.court-back')!;
          const arrow = back.querySelector('[aria-hidden="true"]')!;
          // The arrow stands at the link's start, and is turned around right to left.
          if (rtl) expect(box(arrow).left).to.be.at.least(box(back).right - box(arrow).width - 1);
          else expect(box(arrow).left - box(back).left).to.be.below(1);
          expect(getComputedStyle(arrow).scale).to.equal(rtl ? '-1 1' : 'none');
          // The link itself sits at the card's start side.
          const card = box(scope.querySelector('.court-root')!);
          if (rtl) expect(card.right - box(back).right).to.be.closeTo(25, 1);
          else expect(box(back).left - card.left).to.be.closeTo(25, 1);
        });
      });
    }
  });
}

describe('The gallery’s language switch', function () {
  this.timeout(60_000);
  let container: HTMLElement;
  beforeEach(async () => {
    await resetProvider();
    container = document.createElement('main');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('offers every locale, right to left included, and turns every widget to it', async () => {
    const screens = GALLERY_SCREENS.filter((screen) => ['main-every-product-email', 'otp-email'].includes(screen.id));
    const languages = localeSwitch(container);
    document.body.prepend(languages.field);
    try {
      expect(languages.select.disabled).to.equal(true);
      const cells = await renderGallery(container, {
        providerUrl: await providerUrl(),
        publicToken: PUBLIC_TOKEN,
        screens,
      });
      expect(cells.filter((cell) => cell.error)).to.deep.equal([]);
      languages.enable();
      expect([...languages.select.options].map((option) => option.value)).to.deep.equal([
        'en',
        'es',
        'fr',
        'de',
        'pt-BR',
        'ja',
        'zh-CN',
        'ar',
        'he',
        'it',
        'nl',
        'pl',
        'ko',
        'zh-TW',
        'tr',
        'en-XA',
      ]);
      expect(GALLERY_LOCALES).to.have.length(16);

      const roots = () => cells.map((cell) => root(cell.element).querySelector('.court-root')!);
      const choose = (locale: string) => {
        languages.select.value = locale;
        languages.select.dispatchEvent(new Event('change'));
      };
      choose('ar');
      await waitFor(() =>
        roots().every((card) => card.getAttribute('lang') === 'ar' && card.getAttribute('dir') === 'rtl'),
      );
      for (const cell of cells) {
        const button = root(cell.element).querySelector('[part~="oauth-button"]');
        if (button)
          expect(box(button.querySelector('.court-button-mark')!).left).to.be.at.least(
            box(button.querySelector('.court-button-label')!).right,
          );
      }
      choose('he');
      await waitFor(() =>
        roots().every((card) => card.getAttribute('lang') === 'he' && card.getAttribute('dir') === 'rtl'),
      );
      choose('en');
      await waitFor(() =>
        roots().every((card) => card.getAttribute('lang') === 'en' && card.getAttribute('dir') !== 'rtl'),
      );
    } finally {
      languages.field.remove();
    }
  });
});
