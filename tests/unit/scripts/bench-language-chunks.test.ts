// @vitest-environment node
// The bench's language sizes: per locale the files the language table loads for it (its chunk and
// the chunks it imports), the language table's and the overrides', each measured from the built files.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT, type BuiltChunk } from '../../../demo/pages/build-element.ts';
import { NEEDS, ON_DEMAND } from '../../../scripts/build/preload-manifest.ts';
import { languageChunks } from '../../../scripts/bench/language-chunks.ts';

/** A build with one lazy chunk per module the manifest knows, the Spanish one importing the entry. */
function fakeBuild() {
  const outDir = mkdtempSync(join(tmpdir(), 'court-login-language-chunks-'));
  const modules = [...new Set([...Object.values(NEEDS).flat(), ...Object.keys(ON_DEMAND)])];
  const chunks: BuiltChunk[] = [
    {
      fileName: 'court-login.js',
      isEntry: true,
      imports: [],
      modules: [join(PROJECT_ROOT, 'element/index.ts')],
      bytes: 0,
      moduleBytes: {},
    },
    ...modules.map((module, index) => ({
      fileName: `c${index}.js`,
      isEntry: false,
      imports: module === 'src/i18n/compiled/es/index.ts' ? ['court-login.js'] : [],
      modules: [join(PROJECT_ROOT, module)],
      bytes: 0,
      moduleBytes: {},
    })),
  ];
  const contents = new Map<string, string>();
  for (const [index, chunk] of chunks.entries()) {
    const text = `export const chunk${index} = "${chunk.fileName}";\n`.repeat(index + 1);
    contents.set(chunk.fileName, text);
    writeFileSync(join(outDir, chunk.fileName), text);
  }
  const fileOf = (module: string) =>
    chunks.find((chunk) => chunk.modules.includes(join(PROJECT_ROOT, module)))!.fileName;
  const size = (...files: string[]) => ({
    raw: files.reduce((sum, file) => sum + Buffer.byteLength(contents.get(file)!), 0),
    gzip: files.reduce((sum, file) => sum + gzipSync(contents.get(file)!, { level: 9 }).length, 0),
  });
  return { built: { outDir, chunks }, fileOf, size };
}

describe('languageChunks', () => {
  it('measures the language table, the overrides and every locale with the chunks it imports, the entry aside', () => {
    const { built, fileOf, size } = fakeBuild();
    const result = languageChunks(built);
    const table = fileOf('src/i18n/language-table.ts');
    const spanish = fileOf('src/i18n/compiled/es/index.ts');

    expect(result.map((entry) => entry.need)).toEqual([
      'language',
      'strings',
      ...['es', 'fr', 'de', 'pt-BR', 'ja', 'zh-CN', 'ar', 'he', 'it', 'nl', 'pl', 'ko', 'zh-TW', 'tr', 'en-XA'].map(
        (locale) => `locale-${locale}`,
      ),
    ]);
    expect(result[0]).toEqual({ need: 'language', files: [table], bytes: size(table) });
    expect(result[1]).toEqual({
      need: 'strings',
      files: [fileOf('src/i18n/overrides.ts')],
      bytes: size(fileOf('src/i18n/overrides.ts')),
    });
    expect(result[2]).toEqual({
      need: 'locale-es',
      files: [spanish],
      bytes: size(spanish),
      withTable: size(table, spanish),
    });
  });
});
