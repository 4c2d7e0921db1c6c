// Writes the gallery page into a folder: index.html, gallery.css, gallery.js (the page script,
// bundled) and, unless the caller serves the element itself, element/court-login.js with its chunks.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildElement, PROJECT_ROOT } from '../pages/build-element.ts';
import { escapeAttribute } from '../pages/markup.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));

export interface GalleryBuildOptions {
  outDir: string;
  /** Origin of the local provider the page drives (the page's `?provider-url=` overrides it). */
  providerUrl: string;
  publicToken: string;
  /** URL of court-login.js as the page should load it; default: a build written to `element/` beside the page. */
  elementScript?: string;
}

export async function buildGalleryPage(options: GalleryBuildOptions): Promise<{ outDir: string }> {
  const { outDir } = options;
  await mkdir(outDir, { recursive: true });
  if (!options.elementScript) await buildElement(join(outDir, 'element'));
  await build({
    root: PROJECT_ROOT,
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      lib: { entry: join(HERE, 'page.ts'), formats: ['es'], fileName: () => 'gallery.js' },
      rolldownOptions: { output: { minify: true } },
    },
  });
  const template = await readFile(join(HERE, 'gallery.html'), 'utf8');
  const values: Record<string, string> = {
    BASE: './',
    ELEMENT_SCRIPT: options.elementScript ?? './element/court-login.js',
    PROVIDER_URL: options.providerUrl,
    PUBLIC_TOKEN: options.publicToken,
  };
  const html = template.replace(/\{\{(\w+)\}\}/g, (match, key: string) =>
    values[key] === undefined ? match : escapeAttribute(values[key]),
  );
  await writeFile(join(outDir, 'index.html'), html);
  await copyFile(join(HERE, 'gallery.css'), join(outDir, 'gallery.css'));
  await copyFile(join(HERE, 'logo.svg'), join(outDir, 'logo.svg'));
  return { outDir };
}
