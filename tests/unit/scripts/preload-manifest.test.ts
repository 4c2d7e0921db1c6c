// @vitest-environment node
// The preload manifest of the element build: per need, the chunks of its lazily imported modules with
// their static imports (the entry aside), and a failed build when a need or a lazy chunk is unaccounted for.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  lazyProductFolders,
  NEEDS,
  needOfFolder,
  PRODUCT_REGISTRY,
  preloadManifest,
  productModules,
  serializeManifest,
} from '../../../scripts/build/preload-manifest.ts';
import { lazyProducts } from '../../../src/products/registry.ts';

const PROJECT = join(import.meta.dirname, '../../..');

const ROOT = '/project';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  fileName,
  isEntry,
  imports,
  moduleIds: moduleIds.map((id) => `${ROOT}/${id}`),
});

const CHUNKS = [
  chunk('court-login.js', ['element/index.ts', 'src/flows/shared.ts'], [], true),
  chunk('otp-1.js', ['src/products/otp/flow.ts'], ['court-login.js', 'errors-2.js']),
  chunk('errors-2.js', ['src/ui/error-texts.ts'], ['court-login.js', 'result-3.js']),
  chunk('result-3.js', ['src/flows/result.ts']),
  chunk('max-4.js', ['node_modules/phone/max.js']),
  chunk('start-5.js', ['src/modes/start.ts'], ['result-3.js']),
];

describe('preloadManifest', () => {
  it("lists each need's chunks with every chunk they import statically, never the entry", () => {
    const manifest = preloadManifest(
      CHUNKS,
      ROOT,
      { otp: ['src/products/otp/flow.ts'], phone: ['node_modules/phone/max.js'] },
      { 'src/modes/start.ts': 'a click' },
    );
    expect(manifest).toEqual({ otp: ['otp-1.js', 'errors-2.js', 'result-3.js'], phone: ['max-4.js'] });
  });

  it("leaves the renderer's chunks, requested before every other need, out of the others", () => {
    const manifest = preloadManifest(
      CHUNKS,
      ROOT,
      { renderer: ['src/ui/error-texts.ts'], otp: ['src/products/otp/flow.ts'] },
      { 'src/modes/start.ts': 'a click', 'node_modules/phone/max.js': 'a number' },
    );
    expect(manifest).toEqual({ renderer: ['errors-2.js', 'result-3.js'], otp: ['otp-1.js'] });
  });

  it("leaves the Court's chunks, requested with every need that imports them, out of the others, and keeps the renderer's out of the Court's", () => {
    const manifest = preloadManifest(
      CHUNKS,
      ROOT,
      {
        renderer: ['src/flows/result.ts'],
        court: ['src/ui/error-texts.ts'],
        otp: ['src/products/otp/flow.ts'],
        modes: ['src/modes/start.ts'],
      },
      { 'node_modules/phone/max.js': 'a number' },
    );
    expect(manifest).toEqual({
      renderer: ['result-3.js'],
      court: ['errors-2.js'],
      otp: ['otp-1.js'],
      modes: ['start-5.js'],
    });
  });

  it('fails on a need whose module is not in a lazy chunk, and on a lazy chunk no need or on-demand entry owns', () => {
    expect(() =>
      preloadManifest(
        CHUNKS,
        ROOT,
        { otp: ['src/products/otp/flow.ts', 'src/flows/shared.ts'], phone: ['node_modules/phone/max.js'] },
        { 'src/modes/start.ts': 'a click' },
      ),
    ).toThrow('src/flows/shared.ts is not in a lazy chunk');
    expect(() =>
      preloadManifest(CHUNKS, ROOT, { otp: ['src/products/otp/flow.ts'] }, { 'src/modes/start.ts': 'a click' }),
    ).toThrow('max-4.js (node_modules/phone/max.js) belongs to no need');
  });

  it('writes the manifest as `need file file,…` without `.js`, and refuses names it cannot carry', () => {
    expect(serializeManifest({ court: ['court-1.js', 'result-3.js'], phone: ['max-4.js'], none: [] })).toBe(
      'court court-1 result-3,phone max-4,none',
    );
    expect(() => serializeManifest({ otp: ['odd name.js'] })).toThrow('chunk names it cannot carry: odd name.js');
  });

  it("makes each lazy product of the registry a need named after it, with its folder's flow, view and client", () => {
    const registry = readFileSync(join(PROJECT, PRODUCT_REGISTRY), 'utf8');
    const folders = lazyProductFolders(registry);
    // The folders the build reads from the registry's text are those of the products it loads lazily.
    expect(folders.map(needOfFolder).sort()).toEqual(lazyProducts().sort());
    expect(NEEDS.emailMagicLinks).toEqual([
      'src/products/email-magic-links/flow.ts',
      'src/products/email-magic-links/view.tsx',
      'src/products/email-magic-links/client.ts',
    ]);
    for (const folder of folders) expect(NEEDS[needOfFolder(folder)]).toEqual(productModules(folder));
    // The line of each loads the product's endpoints from its folder too.
    for (const folder of folders) expect(registry).toContain(`import('./${folder}/client.ts')`);
  });

  it('has a need for every lazy product of the registry, so that none loses its preload', () => {
    // src/loading/preload.ts requests a product's chunks by the product's name; an unknown need preloads nothing.
    const lazy = lazyProducts();
    expect(lazy.length).toBeGreaterThan(0);
    for (const product of lazy) expect(Object.keys(NEEDS)).toContain(product);
  });

  it("reads the registry's lazy flows, and fails the build on a product folder without one of its files", () => {
    expect(
      lazyProductFolders(
        "a: [() => import('./a-b/flow.ts').then((m) => m.flow), () => import('./a-b/view.tsx')],\n  import( './c/flow.ts' )",
      ),
    ).toEqual(['a-b', 'c']);
    expect(needOfFolder('one-tap')).toBe('oneTap');
    const root = mkdtempSync(join(tmpdir(), 'court-login-products-'));
    mkdirSync(join(root, 'src/products/new-thing'), { recursive: true });
    for (const file of ['flow.ts', 'view.tsx']) writeFileSync(join(root, 'src/products/new-thing', file), '');
    expect(() => productModules('new-thing', root)).toThrow('src/products/new-thing/client.ts missing');
    writeFileSync(join(root, 'src/products/new-thing/client.ts'), '');
    expect(productModules('new-thing', root)).toEqual([
      'src/products/new-thing/flow.ts',
      'src/products/new-thing/view.tsx',
      'src/products/new-thing/client.ts',
    ]);
    rmSync(root, { recursive: true });
  });
});
