// The first screen before React has rendered (src/paint/): painted when React's first render will
// show that same screen — a ready setup in login mode, without configuration problems, in plain
// English (another language or the page's own texts wait for their table in React too).
import { negotiateLocale } from '../src/i18n/locales.ts';
import { afterNextPaint } from '../src/lib/after-paint.ts';
import { handOver } from '../src/paint/hand-over.ts';
import { paintFirstScreen } from '../src/paint/first-screen.ts';
import { paintsForms } from '../src/paint/paints-forms.ts';
import { readLastUsed } from '../src/session/last-used.ts';
import { chunkNeeds, preloadNeeds } from '../src/widget/preload.ts';
import { configurationErrors } from '../src/config/rules.ts';
import type { ElementValues } from './properties.ts';
import { readSetup } from './setup.ts';

export function paintBeforeReact(element: HTMLElement, container: ShadowRoot | HTMLElement, values: ElementValues): void {
  const setup = readSetup(values);
  if (setup.kind !== 'ready') return;
  const { config, mode } = setup;
  const needs = chunkNeeds(config, mode, true);
  if (mode !== 'login' || configurationErrors(config).length > 0 ||
    config.strings || values.stringsProperty || negotiateLocale([values.locale, config.locale, element.ownerDocument.documentElement.lang]) !== 'en') {
    // Every chunk this setup loads, right after React's first paint: one level with React's,
    // requested as the element mounted (src/widget/preload.ts).
    void afterNextPaint().then(() => preloadNeeds(needs));
    return;
  }
  const lastUsed = readLastUsed(setup.courtOptions.publicToken);
  const painted = paintFirstScreen(config, lastUsed);
  container.append(painted);
  handOver(container, painted);
  // The screen is painted and needs nothing from the network: every chunk is requested now, in one
  // level with React's, the painted forms' own first. They come one round trip after this paint,
  // from a small chunk, unless React has taken over by then.
  if (paintsForms(config)) {
    preloadNeeds(['paintedForms']);
    void import('../src/paint/first-form.ts').then(({ addForms }) => painted.isConnected && addForms(painted, config, lastUsed), () => {});
  }
  preloadNeeds(needs);
}
