// The repository's own files, as git lists them (committed, or new and not ignored): what a clone has,
// so a link to something only this machine has (node_modules, a build) does not count.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');

/** Paths relative to the root, with forward slashes; files that git lists but are gone are left out. */
export function repositoryFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return listed.split('\0').filter((path) => path !== '' && existsSync(join(ROOT, path)));
}

const texts = new Map<string, string | undefined>();

/** A file's text, or undefined for a binary or missing file. */
export function readText(path: string): string | undefined {
  if (!texts.has(path)) {
    let text: string | undefined;
    try {
      const bytes = readFileSync(join(ROOT, path));
      text = bytes.includes(0) ? undefined : bytes.toString('utf8');
    } catch {
      text = undefined;
    }
    texts.set(path, text);
  }
  return texts.get(path);
}
