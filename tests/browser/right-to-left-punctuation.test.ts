// Right to left: the full stop (or comma) after an email address or a phone number belongs to the
// Arabic or Hebrew sentence, so it is drawn after the address in reading order, to its left, and not
// between the words and the address. Measured on the text itself (the boxes of its characters), in
// Shadow and light DOM, on every screen that names the address: passcode sent (email and text
// message), magic link sent, password log-in, account creation and password reset.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { cleanup, mount, resetProvider, waitFor } from './support/element.ts';
import { latestMessage } from './support/inbox.ts';
import { all, find, typeInto } from './support/widget-nodes.ts';
import arabic from '../../src/i18n/compiled/ar/index.ts';
import hebrew from '../../src/i18n/compiled/he/index.ts';

const RALLY = 'rally@court-login.local';
const redirect = 'http://localhost:5173/authenticate';
let count = 0;
const newEmail = () => `rtl-${Date.now().toString(36)}-${(count += 1)}@court-login.local`;

type Where = { address: DOMRect; after: DOMRect; afterText: string; before: DOMRect };

/** The boxes of the address's characters, of the character right after it and of the last letter before it. */
function measure(paragraph: Element, address: string): Where {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  const text = nodes.map((node) => node.data).join('');
  const start = text.indexOf(address);
  expect(start, `"${address}" in "${text}"`).to.be.at.least(0);
  /** The text node and offset of a character of the paragraph's text. */
  const at = (index: number): [Text, number] => {
    let offset = index;
    for (const node of nodes) {
      if (offset < node.data.length) return [node, offset];
      offset -= node.data.length;
    }
    throw new Error(`no character ${index} in "${text}"`);
  };
  const boxOf = (from: number, to: number): DOMRect => {
    const range = document.createRange();
    range.setStart(...at(from));
    const [endNode, endOffset] = at(to - 1);
    range.setEnd(endNode, endOffset + 1);
    return range.getBoundingClientRect();
  };
  const end = start + address.length;
  let before = start - 1;
  while (before > 0 && /\s/.test(text[before]!)) before -= 1;
  return {
    address: boxOf(start, end),
    after: boxOf(end, end + 1),
    afterText: text[end]!,
    before: boxOf(before, before + 1),
  };
}

const sameLine = (a: DOMRect, b: DOMRect) =>
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > Math.min(a.height, b.height) / 2;

/** In a right-to-left sentence: the words, then the address, then its punctuation, from right to left on one line. */
function expectPunctuationAfterAddress(paragraph: Element, address: string, punctuation: string): void {
  expect(getComputedStyle(paragraph).direction).to.equal('rtl');
  const { address: box, after, afterText, before } = measure(paragraph, address);
  expect(afterText).to.equal(punctuation);
  expect(sameLine(after, box), 'the punctuation on the address’s line').to.equal(true);
  expect(after.right, `the "${punctuation}" left of the address (after it in reading order)`).to.be.at.most(
    box.left + 0.5,
  );
  expect(after.width).to.be.above(0);
  // The words before the address stay on its right, so the address does not split the sentence.
  if (sameLine(before, box))
    expect(before.left, 'the words before the address on its right').to.be.at.least(box.right - 0.5);
}

/** The paragraph that names the address, once it is shown. */
const sentence = (element: HTMLElement, address: string | RegExp) =>
  waitFor(
    () =>
      all(element, 'p').find((p) =>
        typeof address === 'string' ? p.textContent?.includes(address) : address.test(p.textContent ?? ''),
      ),
    10_000,
  );

async function submitAddress(element: HTMLElement, selector: string, value: string): Promise<void> {
  const input = await waitFor(() => find<HTMLInputElement>(element, selector));
  await typeInto(input, value);
  await sendKeys({ press: 'Enter' });
}

const SENTENCES = {
  ar: { full: '.', createComma: '،', text: arabic },
  he: { full: '.', createComma: ',', text: hebrew },
} as const;

for (const locale of ['ar', 'he'] as const) {
  for (const enableShadowDOM of [true, false]) {
    describe(`Right-to-left punctuation after an address, ${locale} (${enableShadowDOM ? 'Shadow' : 'light'} DOM)`, () => {
      const { full, createComma, text } = SENTENCES[locale];
      const open = (config: object, attributes: Record<string, string> = {}) =>
        mount({ config: { ...config, enableShadowDOM }, attributes: { locale, ...attributes } });

      beforeEach(resetProvider);
      afterEach(cleanup);

      it('passcode sent by email', async () => {
        const address = newEmail();
        const element = await open({ products: ['otp'], otpOptions: { methods: ['email'] } });
        await submitAddress(element, 'input[type="email"]', address);
        expectPunctuationAfterAddress(await sentence(element, address), address, full);
      });

      it('passcode sent by text message: the number read left to right, its full stop after it', async () => {
        const element = await open({ products: ['otp'], otpOptions: { methods: ['sms'] } });
        await waitFor(() => (find<HTMLSelectElement>(element, 'select')?.options.length ?? 0) > 100);
        await submitAddress(element, 'input[type="tel"]', '2015550127');
        const paragraph = await sentence(element, /201.*555.*0127/);
        const number = /\+1[\d\s()\u00a0-]*0127/.exec(paragraph.textContent!)![0];
        expectPunctuationAfterAddress(paragraph, number, full);
        // The number's own digits stay left to right: its area code on the left of its line number.
        const { address: box } = measure(paragraph, number);
        const area = measure(paragraph, '201').address;
        const line = measure(paragraph, '0127').address;
        expect(area.right).to.be.at.most(line.left + 0.5);
        expect(area.left).to.be.at.least(box.left - 0.5);
      });

      it('magic link sent', async () => {
        const address = newEmail();
        const element = await open({
          products: ['emailMagicLinks'],
          emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
        });
        await submitAddress(element, 'input[type="email"]', address);
        expectPunctuationAfterAddress(await sentence(element, address), address, full);
      });

      it('password log-in', async () => {
        const element = await open({ products: ['passwords'] });
        await submitAddress(element, 'input[autocomplete="username"]', RALLY);
        expectPunctuationAfterAddress(await sentence(element, RALLY), RALLY, full);
      });

      it(`account creation: the "${createComma}" after the address`, async () => {
        const address = newEmail();
        const element = await open({ products: ['passwords'] });
        await submitAddress(element, 'input[autocomplete="username"]', address);
        expectPunctuationAfterAddress(await sentence(element, address), address, createComma);
      });

      it('password reset, from the link this browser asked for', async () => {
        const element = await open({ products: ['passwords'] });
        await submitAddress(element, 'input[autocomplete="username"]', RALLY);
        await sentence(element, RALLY);
        find<HTMLButtonElement>(element, 'button', text.passwordForgotLink())!.click();
        (await waitFor(() => find<HTMLButtonElement>(element, 'button', text.passwordSendResetLink()))).click();
        const { link } = await latestMessage(RALLY);
        cleanup();
        const url = new URL(link!);
        const reset = await open(
          { products: ['passwords'] },
          {
            mode: 'reset-password',
            'password-reset-token': url.searchParams.get('token')!,
          },
        );
        expectPunctuationAfterAddress(await sentence(reset, RALLY), RALLY, full);
      });
    });
  }
}
