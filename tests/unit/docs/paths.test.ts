// Every repository path a markdown page names in code (`src/…`, `tests/…`, `local-provider/…` and the
// other top folders) is a file or a folder of the repository, so a move that forgets a page fails here.
import { describe, expect, it } from 'vitest';
import { codePaths, expandBraces, missingPath } from './code-paths.ts';
import { readText, repositoryFiles } from './repository-files.ts';

const files = repositoryFiles();
const known = new Set([
  ...files,
  ...files.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
  ),
]);
const exists = (path: string) => known.has(path);
/** The package's own README is written for the packed package (scripts/package.ts): its paths are the package's. */
const PACKAGE_README = 'element/README.md';
const pages = files.filter((file) => file.endsWith('.md') && file !== PACKAGE_README);

describe('the checks themselves', () => {
  it('find the paths of code spans and fenced blocks, and leave prose, commands and other folders alone', () => {
    const page = [
      'See `src/loading/preload.ts`, and src/widget/prose.ts in prose.',
      'Run `npx tsx scripts/bench.ts --sizes-only` (`dist/court-login.js`, `docs/glossary.md#texts`).',
      '(`tests/unit/docs/paths.test.ts:12`), "`worker/`".',
      '```',
      'local-provider/  the local provider',
      '```',
    ].join('\n');
    expect(codePaths(page)).toEqual([
      { line: 1, path: 'src/loading/preload.ts' },
      { line: 2, path: 'scripts/bench.ts' },
      { line: 2, path: 'docs/glossary.md' },
      { line: 3, path: 'tests/unit/docs/paths.test.ts' },
      { line: 3, path: 'worker/' },
      { line: 5, path: 'local-provider/' },
    ]);
  });

  it('expand brace groups', () => {
    expect(expandBraces('src/products/otp/{flow.ts,view.tsx}')).toEqual([
      'src/products/otp/flow.ts',
      'src/products/otp/view.tsx',
    ]);
  });

  it('refuse a moved file, and check a placeholder path up to its folder', () => {
    expect(missingPath(['src', 'widget', 'preload.ts'].join('/'), exists)).toContain('no such file');
    expect(missingPath('src/products/otp/{flow.ts,gone.ts}', exists)).toContain('src/products/otp/gone.ts');
    expect(missingPath('src/loading/preload.ts', exists)).toBeUndefined();
    expect(missingPath('local-provider/', exists)).toBeUndefined();
    expect(missingPath('src/products/<product>/view.tsx', exists)).toBeUndefined();
    expect(missingPath('src/nowhere/<product>/view.tsx', exists)).toContain('no such file');
  });
});

describe('the repository', () => {
  it('names paths in its pages', () => {
    expect(pages.flatMap((page) => codePaths(readText(page) ?? '')).length).toBeGreaterThan(100);
  });

  it.each(pages)('%s: every repository path it names in code exists', (page) => {
    const missing = codePaths(readText(page) ?? '').flatMap(({ line, path }) => {
      const why = missingPath(path, exists);
      return why ? [`${page}:${line}: ${why}`] : [];
    });
    expect(missing).toEqual([]);
  });
});
