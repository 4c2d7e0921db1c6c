// What a language other than plain English loads, read from the build's preload manifest (the files
// the widget requests at once for each need, src/loading/preload.ts): the language table and the
// overrides' code for a page's `strings`; each locale's messages, which the table loads, worked out
// the same way as if they were needs (`locale-<locale>`). Raw and gzip -9
// bytes of the built files; none of them is in the English first load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BuiltElement } from '../../demo/pages/build-element.ts';
import { LOCALE_MESSAGES, NEEDS } from '../build/preload-manifest.ts';
import { builtManifest, filesOfNeed } from './manifest.ts';
import type { Bytes } from './sizes.ts';

export interface LanguageChunks {
  /** A need of the manifest: `language`, `strings` or `locale-<locale>`. */
  need: string;
  files: string[];
  bytes: Bytes;
  /** With the language table's files: what choosing that locale downloads (locales only). */
  withTable?: Bytes;
}

const LOCALE_NEEDS = Object.fromEntries(
  Object.entries(LOCALE_MESSAGES).map(([locale, module]) => [`locale-${locale}`, [module]]),
);

export function languageChunks(built: BuiltElement): LanguageChunks[] {
  const manifest = builtManifest(built, { ...NEEDS, ...LOCALE_NEEDS });
  const bodies = new Map<string, Bytes>();
  const bytesOf = (files: string[]): Bytes => {
    const total = { raw: 0, gzip: 0 };
    for (const file of new Set(files)) {
      let body = bodies.get(file);
      if (!body) {
        const raw = readFileSync(join(built.outDir, file));
        body = { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
        bodies.set(file, body);
      }
      total.raw += body.raw;
      total.gzip += body.gzip;
    }
    return total;
  };
  const filesOf = (need: string): string[] => filesOfNeed(manifest, need);
  const table = filesOf('language');
  return [
    { need: 'language', files: table, bytes: bytesOf(table) },
    { need: 'strings', files: filesOf('strings'), bytes: bytesOf(filesOf('strings')) },
    ...Object.keys(LOCALE_NEEDS).map((need) => ({
      need,
      files: filesOf(need),
      bytes: bytesOf(filesOf(need)),
      withTable: bytesOf([...table, ...filesOf(need)]),
    })),
  ];
}
