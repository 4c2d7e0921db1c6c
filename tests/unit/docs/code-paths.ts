// The repository paths a markdown page names in code (`src/loading/preload.ts`), and whether each is
// still there: a page that names a moved file sends the reader to nothing.

/** The top-level folders a named path starts with; other code (commands, URLs, dist/ files) is not a repository path. */
const TOP_FOLDERS = [
  'src',
  'element',
  'demo',
  'worker',
  'host-app',
  'local-provider',
  'testing',
  'tests',
  'scripts',
  'docs',
  'bench',
];
const PATH = new RegExp(`^(?:${TOP_FOLDERS.join('|')})/[\\w./@{},<>*…-]*$`);

/** A path as written, with the line it is on. */
export interface CodePath {
  line: number;
  path: string;
}

/** Every path of the repository's top folders written in a code span or a fenced block of the page. */
export function codePaths(text: string): CodePath[] {
  const found: CodePath[] = [];
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    const code = fenced ? [line] : [...line.matchAll(/(`+)([^`]+?)\1/g)].map((match) => match[2]!);
    for (const token of code.flatMap((span) => span.split(/\s+/))) {
      // A token may be quoted, bracketed or end a sentence; a place in it (#heading, :line) is not part of the file.
      const path = token
        .replace(/^["'([]+/, '')
        .replace(/["'),.;:\]]+$/, '')
        .replace(/(?:#[\w-]*|:\d[\d-]*)$/, '');
      if (PATH.test(path)) found.push({ line: index + 1, path });
    }
  });
  return found;
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (each brace group, innermost first). */
export function expandBraces(path: string): string[] {
  const group = /\{([^{}]*)\}/.exec(path);
  if (!group) return [path];
  const before = path.slice(0, group.index);
  const after = path.slice(group.index + group[0].length);
  return group[1]!.split(',').flatMap((choice) => expandBraces(`${before}${choice}${after}`));
}

/**
 * Why a written path names nothing; undefined when it names a file or a folder. A path with a
 * placeholder (`<product>`, `*`, `…`) is checked up to the folder before it.
 */
export function missingPath(path: string, exists: (path: string) => boolean): string | undefined {
  const missing = expandBraces(path).filter((each) => {
    const placeholder = each.search(/[<*…]/);
    const literal = placeholder < 0 ? each : each.slice(0, each.lastIndexOf('/', placeholder));
    return !exists(literal.replace(/\/$/, ''));
  });
  return missing.length === 0 ? undefined : `${missing.join(', ')}: no such file or folder in the repository`;
}
