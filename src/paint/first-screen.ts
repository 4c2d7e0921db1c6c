// The login mode's first screen drawn with plain DOM calls, so that it shows before React has
// rendered: the nodes React's first render makes (src/widget/Widget.tsx, MainScreen, OAuthButtons,
// Button, BrandMark), with the same classes, parts, roles and texts. Only what that first render
// holds: the logo, the heading and the OAuth buttons with the marks at hand (Google's; the others
// once their chunk has come to this page), and the forms of passcodes and magic links
// (first-form.ts), which React shows once their chunks are in. tests/browser/first-paint.test.ts
// compares it with React's screen for every first screen of the gallery.
import type { OAuthProviderConfig, WidgetConfig } from '../config/types.ts';
import firstScreen from '../i18n/compiled/en/firstScreen.ts';
import { OAUTH_PROVIDER_TITLES } from '../i18n/brand-names.ts';
import { badgedProvider, lastUsedFirst } from '../session/last-used.ts';
import { followsColorScheme, themeVariables } from '../styles/theme.ts';
import { marksAtHand } from '../ui/marks/known-marks.ts';
import type { PaintedWith } from '../ui/painted-ids.ts';
import type { Mark, MarkShape } from '../ui/marks/mark.ts';
import { buttonClassName } from '../ui/button-classes.ts';
import { oauthButtonPart, PART } from '../ui/parts.ts';
import { keepIds, node, svgNode, uniqueId } from './dom.ts';

/** On the painted root only: React's own root lacks it (tests and pages can wait for React's). */
export const PAINTED = 'data-court-painted';

/** A mark drawn as BrandMark draws it; until its chunk has come, an empty box of its size. */
function drawMark(mark: Mark | undefined): Element {
  if (!mark) return node('span', { class: 'court-mark', 'aria-hidden': 'true' });
  const [outline] = mark.shapes;
  const paths = (shapes: MarkShape[]) =>
    shapes.map((shape) =>
      svgNode('path', {
        d: shape.d,
        ...(shape.fill && { fill: shape.fill }),
        ...(shape.stroke && { stroke: shape.stroke, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
        ...(shape.strokeWidth !== undefined && { 'stroke-width': String(shape.strokeWidth) }),
      }),
    );
  // An id only where the clip path needs one, as BrandMark takes the painted ids (src/ui/painted-ids.ts).
  const clip = mark.regions && outline && uniqueId('mark');
  return svgNode(
    'svg',
    { class: 'court-mark', viewBox: mark.viewBox, 'aria-hidden': 'true', focusable: 'false' },
    ...(clip
      ? [
          svgNode('clipPath', { id: clip }, svgNode('path', { d: outline!.d })),
          svgNode('g', { 'clip-path': `url(#${clip})` }, ...paths(mark.regions!)),
        ]
      : paths(mark.shapes)),
  );
}

function oauthButton(provider: OAuthProviderConfig, mark: Mark | undefined, lastUsed: boolean): HTMLButtonElement {
  const badge = lastUsed ? uniqueId('badge') : '';
  return node(
    'button',
    {
      type: 'button',
      class: buttonClassName({ marked: true }),
      part: oauthButtonPart(provider.type),
      ...(badge && { 'aria-describedby': badge }),
    },
    node('span', { class: 'court-button-mark' }, drawMark(mark)),
    node(
      'span',
      { class: 'court-button-label' },
      firstScreen.continueWithProvider({ name: OAUTH_PROVIDER_TITLES[provider.type] }),
    ),
    badge && node('span', { id: badge, class: 'court-badge', part: PART.lastUsed }, firstScreen.lastUsed()),
  );
}

/** What each painted root was drawn with, for React's render that adopts it (src/ui/painted-ids.ts). */
export const paintedWith = new WeakMap<Element, PaintedWith>();

/** The widget's root holding the first screen, in English, for this config and the method last used here. */
export function paintFirstScreen(config: WidgetConfig, lastUsed: string | undefined): HTMLElement {
  const providers = config.products.includes('oauth') ? (config.oauthOptions?.providers ?? []) : [];
  const badged = badgedProvider(config, lastUsed);
  const logo = config.theme.logo?.logoImageUrl;
  const marks = marksAtHand(providers.map((provider) => provider.type));
  const root = node(
    'div',
    {
      class: 'court-root',
      part: PART.container,
      [PAINTED]: '',
      'data-court-palette': followsColorScheme(config.theme) ? 'auto' : 'theme',
      lang: 'en',
      dir: 'ltr',
    },
    // Busy while product parts are still coming, as React's frame says it (LoginFlow, ScreenFrame):
    // only OAuth's view is in the entry.
    node(
      'div',
      {
        class: 'court-stack',
        ...(config.products.some((product) => product !== 'oauth') && { 'aria-busy': 'true' }),
      },
      logo && node('img', { class: 'court-logo', part: PART.logo, src: logo, alt: firstScreen.logoAlt() }),
      !config.theme.hideHeaderText &&
        node(
          'h2',
          { class: 'court-heading', part: PART.heading, tabindex: '-1', 'data-court-heading': '' },
          firstScreen.header(),
        ),
      node(
        'div',
        { class: 'court-top' },
        config.products.includes('oauth') &&
          node(
            'div',
            { class: 'court-stack court-buttons' },
            ...lastUsedFirst(providers, (provider) => provider === badged).map((provider) =>
              oauthButton(provider, marks[provider.type], provider === badged),
            ),
          ),
      ),
    ),
  );
  keepIds(root);
  paintedWith.set(root, { marks, lastUsed });
  // Set through the CSSOM, as React sets a style prop: allowed under a strict style-src.
  for (const [name, value] of Object.entries(themeVariables(config.theme))) root.style.setProperty(name, value);
  return root;
}
