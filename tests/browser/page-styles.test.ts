// Page styles do not reach the widget in Shadow DOM mode, not even the password forms that live in
// the light DOM for password managers: a hostile page sheet (element, class, universal and
// !important rules on label, input, button, form and *) changes nothing a visitor sees.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { cleanup, mount, resetProvider, waitFor } from './support/element.ts';

const HOSTILE = `
* { text-transform: uppercase !important; letter-spacing: 3px !important; font-style: italic !important; }
label { color: #ff00ff !important; font-size: 30px !important; display: inline !important; }
input { background: #ffeb3b !important; border: 5px dashed red !important; height: 90px !important; padding: 20px !important; }
button { background: #ffeb3b !important; color: #ffffff !important; padding: 40px !important; border-radius: 0 !important; }
form { display: block !important; padding: 30px !important; border: 3px solid red !important; }
.court-button, .court-label, .court-input, .court-stack { margin: 12px !important; font-size: 9px !important; }
court-login * { word-spacing: 20px !important; }
`;

const PROPERTIES = [
  'text-transform',
  'letter-spacing',
  'font-style',
  'font-size',
  'color',
  'background-color',
  'border-top-style',
  'border-top-width',
  'padding-top',
  'margin-top',
  'display',
  'word-spacing',
  'border-top-left-radius',
  'height',
  'width',
] as const;

/** Every part of the widget, the projected light-DOM forms included, with its computed look. */
function looks(element: HTMLElement): string[] {
  const nodes = [...(element.shadowRoot?.querySelectorAll('*') ?? []), ...element.querySelectorAll('*')];
  return nodes
    .filter((node) => !['STYLE', 'SLOT', 'svg', 'path', 'circle'].includes(node.tagName))
    .map((node) => {
      const style = getComputedStyle(node);
      return `${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''} ${PROPERTIES.map((name) => `${name}=${style.getPropertyValue(name)}`).join(' ')}`;
    });
}

async function mainScreen(): Promise<HTMLElement> {
  const element = await mount({ config: { products: ['passwords'], enableShadowDOM: true } });
  await waitFor(() => element.querySelector('input[autocomplete="username"]'));
  await guarded();
  await settled(element);
  return element;
}

const guarded = () =>
  waitFor(() =>
    document.adoptedStyleSheets.some((sheet) =>
      [...sheet.cssRules].some((rule) => rule instanceof CSSLayerBlockRule && rule.name === 'court-login-slotted'),
    ),
  );

/** Every part in place: the toasts' (empty) region comes with the Court, which may arrive after the screen. */
const settled = (element: HTMLElement) =>
  waitFor(() => element.shadowRoot?.querySelector('[role="status"][aria-label="Notifications"]'));

async function passwordScreen(): Promise<HTMLElement> {
  const element = await mount({ config: { products: ['passwords'], enableShadowDOM: true } });
  const input = await waitFor(() => element.querySelector<HTMLInputElement>('input[autocomplete="username"]'));
  input.focus();
  await sendKeys({ type: 'rally@court-login.local' });
  await sendKeys({ press: 'Enter' });
  await waitFor(
    () =>
      element.querySelector('input[type="password"]') &&
      element.shadowRoot?.querySelector('h2')?.textContent === 'Log in',
  );
  // The guarded rules arrive with the product rules.
  await guarded();
  await settled(element);
  return element;
}

describe('<court-login> in Shadow DOM under a hostile page stylesheet', () => {
  beforeEach(resetProvider);
  afterEach(cleanup);

  it('the main screen and the light-DOM password forms look the same with and without the page rules', async () => {
    const first = await passwordScreen();
    const plain = looks(first);
    cleanup();
    const mainPlain = looks(await mainScreen());
    cleanup();

    const sheet = new CSSStyleSheet();
    sheet.replaceSync(HOSTILE);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    try {
      const probe = document.createElement('label');
      document.body.append(probe);
      expect(getComputedStyle(probe).textTransform).to.equal('uppercase');
      probe.remove();
      const hostile = looks(await passwordScreen());
      expect(hostile.length).to.equal(plain.length);
      expect(hostile.filter((look, index) => look !== plain[index])).to.deep.equal([]);
      cleanup();
      const mainHostile = looks(await mainScreen());
      expect(mainHostile.length).to.equal(mainPlain.length);
      expect(mainHostile.filter((look, index) => look !== mainPlain[index])).to.deep.equal([]);
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    }
  });
});
