// What a language other than plain English loads, read from the build's preload manifest (the files
// the widget requests at once for each need, src/widget/preload.ts): each locale's messages, the
// language table that merges them, and the overrides' code for a page's `strings`. Raw and gzip -9
// bytes of the built files; none of them is in the English first load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BuiltElement } from '../../demo/pages/build-element.ts';
import { NEEDS } from '../build/preload-manifest.ts';
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

const LOCALE_NEEDS = Object.keys(NEEDS).filter((need) => need.startsWith('locale-'));

export function languageChunks(built: BuiltElement): LanguageChunks[] {
  const manifest = builtManifest(built);
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
    ...LOCALE_NEEDS.map((need) => ({ need, files: filesOf(need), bytes: bytesOf(filesOf(need)), withTable: bytesOf([...table, ...filesOf(need)]) })),
  ];
}
