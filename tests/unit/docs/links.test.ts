// The docs stand alone: every relative link of a markdown page reaches a file of the repository (and
// a heading of it, when it names one), every `docs/<page>.md#anchor` a comment names exists, and no
// text file points at documents a clone does not have.
import { dirname, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchors, relativeLinks, slug } from './markdown.ts';
import { outsideReferences } from './outside-references.ts';
import { readText, repositoryFiles } from './repository-files.ts';

const files = repositoryFiles();
const fileSet = new Set(files);
const folders = new Set(
  files.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
  ),
);
/** The package's own README is written for the packed package (scripts/package.ts): its links resolve there. */
const PACKAGE_README = 'element/README.md';
const pages = files.filter((file) => file.endsWith('.md') && file !== PACKAGE_README);

/** Why `target`, written in `from`, does not resolve; undefined when it does. */
function brokenLink(from: string, target: string): string | undefined {
  const [rawPath = '', rawAnchor] = target.split('#', 2);
  const path = decodeURIComponent(rawPath);
  const resolved =
    path === '' ? from : path.startsWith('/') ? posix.normalize(path.slice(1)) : posix.join(dirname(from), path);
  const file = resolved.replace(/\/$/, '');
  if (file.startsWith('..') || !(fileSet.has(file) || folders.has(file)))
    return `${target}: no such file in the repository`;
  if (rawAnchor === undefined || !file.endsWith('.md')) return undefined;
  const anchor = decodeURIComponent(rawAnchor);
  return anchors(readText(file) ?? '').has(anchor) ? undefined : `${target}: ${file} has no heading #${anchor}`;
}

describe('the checks themselves', () => {
  it('find the relative links of a page, not web addresses or code', () => {
    const page = [
      'See [a](a.md#x) and [web](https://example.com).',
      '`[no](code.md)`',
      '```',
      '[no](fenced.md)',
      '```',
      '[ref]: ../ref.md',
    ].join('\n');
    expect(relativeLinks(page)).toEqual([
      { line: 1, target: 'a.md#x' },
      { line: 6, target: '../ref.md' },
    ]);
  });

  it('make anchors as GitHub does', () => {
    expect(slug('The consent page (`mode="oauth-authorize"`)')).toBe('the-consent-page-modeoauth-authorize');
    expect(slug('1. Light DOM')).toBe('1-light-dom');
    expect([...anchors('# A\n## Twice\n## Twice\n<a id="kept"></a>')]).toEqual(['a', 'twice', 'twice-1', 'kept']);
  });

  it('refuse a missing file, a missing heading and a path out of the repository', () => {
    expect(brokenLink('README.md', ['docs', 'no-such-page.md'].join('/'))).toContain('no such file');
    expect(brokenLink('docs/architecture.md', 'specification.md#no-such-heading')).toContain('has no heading');
    expect(brokenLink('docs/architecture.md', '../../outside.md')).toContain('no such file');
    expect(brokenLink('docs/architecture.md', 'specification.md#errors')).toBeUndefined();
    expect(brokenLink('README.md', 'docs/')).toBeUndefined();
  });

  it('find references to outside documents, and leave public standards alone', () => {
    const sample = (text: string) => outsideReferences(text).map((found) => found.line);
    expect(
      sample(
        [
          'ok',
          `see ${'S'}PEC \u00a78`,
          `(${'provider-api'}.md \u00a71.2)`,
          `${'DESIGN'}.md decision 10`,
          `(../${'shared'}/x.md)`,
          'bare \u00a713',
          `as ${'issue'} 22 asks`,
        ].join('\n'),
      ),
    ).toEqual([2, 2, 3, 3, 4, 5, 6, 7]);
    expect(sample('RFC 6749 \u00a74.1.2, OpenID Connect Core \u00a73.1.2.1, RFC 8252\n\u00a77.3')).toEqual([]);
  });
});

describe('the repository', () => {
  it('lists its pages', () => {
    expect(pages).toContain('README.md');
    expect(pages).toContain('docs/specification.md');
  });

  it.each(pages)('%s: every relative link resolves inside the repository', (page) => {
    const broken = relativeLinks(readText(page) ?? '').flatMap(({ line, target }) => {
      const why = brokenLink(page, target);
      return why ? [`${page}:${line}: ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('every docs/<page>.md#anchor named in a text file exists', () => {
    const broken = files.flatMap((file) => {
      const text = readText(file);
      if (text === undefined) return [];
      return [...text.matchAll(/\bdocs\/([\w-]+\.md)((?:#[\w-]+)(?:, #[\w-]+)*)?/g)].flatMap((match) => {
        const targets = (match[2] ?? '').split(', ').map((anchor) => `docs/${match[1]}${anchor}`);
        const line = text.slice(0, match.index).split('\n').length;
        return targets.flatMap((target) => {
          const why = brokenLink('README.md', target);
          return why ? [`${file}:${line}: ${why}`] : [];
        });
      });
    });
    expect(broken).toEqual([]);
  });

  it('no text file refers to documents outside the repository', () => {
    const found = files.flatMap((file) => {
      const text = readText(file);
      return text === undefined
        ? []
        : outsideReferences(text).map(({ line, rule, text: where }) => `${file}:${line}: ${rule}: ${where}`);
    });
    expect(found).toEqual([]);
  });
});
