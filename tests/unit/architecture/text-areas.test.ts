// A product's texts are the area named after it (src/i18n/messages/<locale>/<product>.json), and a
// product's code uses its own area and the shared ones only: the area's English module is bundled
// with the chunk that imports it, so a product importing another's area would bring that product's
// texts into its own chunk, and a lazy product importing `firstScreen` would reach into court-login.js's
// (docs/languages.md#the-areas).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const PRODUCTS = join(ROOT, 'src/products');
const ENGLISH = join(ROOT, 'src/i18n/messages/en');

/** The areas several products share: the painted forms', the toasts' and the errors'. */
const SHARED_AREAS = ['forms', 'toasts', 'errors'];
/** Products whose code is in court-login.js's chunk: their texts are the entry's own area. */
const ENTRY_PRODUCTS: Record<string, string> = { oauth: 'firstScreen' };

const AREA_IMPORT = /from\s*['"][./]*(?:\.\.\/)*i18n\/compiled\/en\/(\w+)\.ts['"]/g;

/** A product's area is its folder's name in camel case, as its name in the configuration (email-magic-links → emailMagicLinks). */
function areaOfFolder(folder: string): string {
  return folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/** Each problem as a sentence: `files` maps a file under src/products to the English areas it imports. */
function areaProblems(files: Map<string, string[]>): string[] {
  const problems: string[] = [];
  for (const [file, areas] of files) {
    const folder = file.split('/').length > 1 ? file.split('/')[0]! : undefined;
    const own = folder === undefined ? [] : [ENTRY_PRODUCTS[folder] ?? areaOfFolder(folder)];
    for (const area of areas) {
      if (own.includes(area) || SHARED_AREAS.includes(area)) continue;
      problems.push(
        `src/products/${file} imports the ${area} area; ${folder ? `its product's area is ${own[0]}` : 'a file beside the products uses the shared areas only'} (or ${SHARED_AREAS.join(', ')})`,
      );
    }
  }
  return problems;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function productAreaImports(): Map<string, string[]> {
  return new Map(
    sourceFiles(PRODUCTS).map((file) => [
      relative(PRODUCTS, file),
      [...readFileSync(file, 'utf8').matchAll(AREA_IMPORT)].map((match) => match[1]!),
    ]),
  );
}

describe('text areas of the products', () => {
  const imports = productAreaImports();

  it('reads which areas the products import', () => {
    expect(imports.get('otp/screens/OtpAuthenticateScreen.tsx')).toEqual(['otp']);
    expect(imports.get('passkeys/view.tsx')).toEqual(['passkeys']);
    expect(imports.get('resend-notices.tsx')).toEqual(['toasts']);
  });

  it("tells a product that imports another product's area or the entry's", () => {
    const problems = areaProblems(
      new Map([
        ['crypto/screens/WalletButtons.tsx', ['crypto', 'otp']],
        ['passkeys/view.tsx', ['firstScreen', 'passkeys', 'errors']],
        ['email-magic-links/screens/EmailConfirmationScreen.tsx', ['emailMagicLinks', 'toasts']],
        ['oauth/screens/OAuthButtons.tsx', ['firstScreen']],
        ['resend-notices.tsx', ['toasts', 'otp']],
      ]),
    );
    expect(problems).toEqual([
      "src/products/crypto/screens/WalletButtons.tsx imports the otp area; its product's area is crypto (or forms, toasts, errors)",
      "src/products/passkeys/view.tsx imports the firstScreen area; its product's area is passkeys (or forms, toasts, errors)",
      'src/products/resend-notices.tsx imports the otp area; a file beside the products uses the shared areas only (or forms, toasts, errors)',
    ]);
  });

  it("has each product use its own area and the shared ones, never another product's", () => {
    expect(areaProblems(imports)).toEqual([]);
  });

  it('has an area named after each product with texts of its own', () => {
    const folders = readdirSync(PRODUCTS, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.length).toBeGreaterThan(5);
    const missing = folders
      .map(({ name }) => ENTRY_PRODUCTS[name] ?? areaOfFolder(name))
      .filter((area) => !existsSync(join(ENGLISH, `${area}.json`)));
    expect(missing).toEqual([]);
  });
});
