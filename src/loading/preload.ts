// Requests every chunk a configuration will load, all at once, right after the first screen is
// painted: otherwise each chunk's own imports are found only once it has arrived, and a form waits
// for several round trips in a row. The build writes which chunks each need loads in place of the
// placeholder below (scripts/build/preload-manifest.ts); without a build (tests, dev server) there
// is no manifest and nothing is requested here.
import { oneTapProvider } from '../config/one-tap.ts';
import { formMethods } from '../config/rules.ts';
import type { WidgetConfig } from '../config/types.ts';
import { afterNextPaint } from '../lib/after-paint.ts';
import type { WidgetMode } from '../widget/types.ts';

/** `need file file,need file file`, file names without `.js`; in tests and dev the placeholder itself (no files). */
const MANIFEST = '__COURT_LOGIN_PRELOAD_MANIFEST__';

/** The manifest read: each need's chunks, by file name. None without a build (the placeholder names no files). */
const CHUNKS_OF_NEED = new Map(
  MANIFEST.split(',').map((entry) => {
    const [need = '', ...names] = entry.split(' ');
    return [need, names.map((name) => `${name}.js`)];
  }),
);

/**
 * What a configuration loads lazily in a mode, by the names of scripts/build/preload-manifest.ts, in
 * the order they are requested. On a slow link the chunks requested first arrive first: what the
 * first screen's forms and buttons need, then the Court and the words of errors (wanted once the
 * visitor acts). The whole phone metadata, the largest, is not among them: a phone form loads it
 * once the visitor turns to it (src/platform/phone.ts), and until then has its country's check.
 */
export function chunkNeeds(config: WidgetConfig, mode: WidgetMode, courtFromChunk: boolean): string[] {
  // The words, signs and links of errors: none can show before the first screen, and any may after.
  const afterTheScreen = courtFromChunk ? ['court', 'alerts'] : ['alerts'];
  // The other modes' needs are named after the mode.
  if (mode !== 'login') return [mode, 'productStyles', ...afterTheScreen];
  const needs: string[] = [];
  const methods = formMethods(config);
  if (methods.length > 0) needs.push('forms');
  if (sendsToPhones(config)) needs.push('firstCountryCheck');
  const lazyProducts = config.products.filter((product) => product !== 'oauth');
  if (lazyProducts.length > 0) needs.push('productStyles');
  needs.push(...lazyProducts);
  if (
    config.products.includes('oauth') &&
    (config.oauthOptions?.providers ?? []).some((provider) => provider.type !== 'google')
  ) {
    needs.push('oauthMarks');
  }
  if (oneTapProvider(config)) needs.push('oneTap');
  needs.push(...afterTheScreen);
  return needs;
}

const sendsToPhones = (config: WidgetConfig) =>
  formMethods(config).some((method) => method.kind === 'otp' && method.channel !== 'email');

/** The painted forms' chunks on their way, with a phone form among them (`preloadPaintedForms`). */
export interface PaintedFormChunks {
  /** The forms' own chunks and the phone form's send are in (or failed). */
  forms: Promise<void>;
  /** Its country's check is in too: the painted phone form can send. */
  ready: Promise<void>;
}

/**
 * Requests now what the painted forms load (src/paint/first-form.ts): their own chunks, and with a
 * phone form its country's check, which would otherwise come with the other chunks, after the
 * paint. With a phone form, says when they are in: its Continue sends before React
 * (src/products/otp/painted-send.ts), and every other chunk waits for them (`preloadChunks`; React's
 * for the forms' own, element/first-paint.ts). On a slow link each request shares the link with
 * every other, and the check, 11 KiB with libphonenumber's core, came among the last of some 40
 * (docs/benchmarks.md). An email form's Continue waits for React's chunks anyway.
 */
export function preloadPaintedForms(config: WidgetConfig): PaintedFormChunks | undefined {
  const forms = preloadNeeds(['paintedForms']);
  if (!sendsToPhones(config)) return undefined;
  return { forms, ready: Promise.all([forms, preloadNeeds(['firstCountryCheck'])]).then(() => {}) };
}

/**
 * Whether this code runs from court-login.js itself, beside the chunks the manifest names. An app
 * whose bundler took court-login in has renamed every chunk: requesting the manifest's names there
 * would only fail (and fill the console with 404s).
 */
function besideOwnChunks(): boolean {
  // The entry is served without a query string (chunks import it by its plain name).
  return import.meta.url.endsWith('/court-login.js');
}

/**
 * After the next paint, and once `first` has settled if given, requests each chunk a configuration
 * needs in a mode that this page has not requested yet.
 */
export function preloadChunks(
  config: WidgetConfig,
  mode: WidgetMode,
  courtFromChunk: boolean,
  first?: Promise<void>,
): void {
  void Promise.all([afterNextPaint(), first]).then(() => preloadNeeds(chunkNeeds(config, mode, courtFromChunk)));
}

/**
 * Requests now each chunk of these needs that this page has not requested yet: the browser's module
 * map holds each once, so importing a chunk again asks the network for nothing. Settles once each
 * has come or failed.
 */
export function preloadNeeds(needs: string[]): Promise<void> {
  if (!besideOwnChunks()) return Promise.resolve();
  const loading: Promise<unknown>[] = [];
  for (const need of needs) {
    for (const file of CHUNKS_OF_NEED.get(need) ?? []) {
      // import() rather than <link rel="modulepreload">: it inherits the entry script's CSP nonce and
      // credentials, and touches neither the page's head nor the widget's tree. A URL of a name known
      // only at run time: the bundlers of apps that take court-login in (Next.js, Angular) read a
      // relative template (`./${name}.js`), or a URL made of one, as files of the folder to resolve,
      // and fail. A chunk that fails here fails again where it is used, which reports it.
      loading.push(import(/* @vite-ignore */ new URL(file, import.meta.url).href).catch(() => {}));
    }
  }
  return Promise.all(loading).then(() => {});
}
