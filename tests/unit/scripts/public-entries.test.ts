// @vitest-environment node
// Each module entry of the package, built as scripts/package.ts builds it, exports its public names
// and nothing else: no short internal names of a bundle beside them. court-login.js, the script
// file whose lazy chunks import back from it, is not an entry an import resolves to (`court-login` is
// index.js in the published manifest).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { init, parse } from 'es-module-lexer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPublicEntries, buildTestingKit } from '../../../scripts/build/public-entries.ts';

let out: string;

/** The names a built module exports; a star re-export would hand on whatever its target exports. */
async function exportsOf(file: string): Promise<string[]> {
  await init;
  const code = readFileSync(join(out, file), 'utf8');
  expect(code, `${file} re-exports a whole module`).not.toMatch(/export\s*\*/);
  const [, exports] = parse(code);
  return exports.map((entry) => entry.n).sort();
}

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'court-login-entries-'));
  await buildPublicEntries(out);
  await buildTestingKit(join(out, 'testing'));
}, 120_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("the package's module entries", () => {
  it('court-login (index.js): the element and loadSession, from court-login.js', async () => {
    expect(await exportsOf('index.js')).toEqual(['CourtLoginElement', 'loadSession']);
    expect(readFileSync(join(out, 'index.js'), 'utf8')).toContain('./court-login.js');
  });

  it('court-login/react (react.js): the component and the same names, nothing else', async () => {
    expect(await exportsOf('react.js')).toEqual(['CourtLogin', 'CourtLoginElement', 'loadSession']);
    expect(readFileSync(join(out, 'react.js'), 'utf8')).toMatch(/^['"]use client['"]/);
  });

  it('court-login/testing (testing/index.js): the names its source exports', async () => {
    const source = Object.keys(await import('../../../testing/index.ts')).sort();
    expect(source).toContain('startProvider');
    expect(await exportsOf('testing/index.js')).toEqual(source);
  });
});
