// Lazy chunks are named by a content hash alone, of 7 characters (`[hash:7]`: rolldown writes no
// fewer than 6, and no fewer than 7 for more than 64 chunks), and court-login.js names nearly
// every chunk, many of them several times (its import() calls and the preload manifest): each
// character of a name costs the first load. This plugin
// shortens each lazy chunk's name to the start of its hash, 4 characters or more, that no other
// file of the build starts with, and rewrites every chunk's references to it. A name still changes
// with its chunk's content (4 characters of the hash: 24 bits).
import type { Plugin } from 'vite';

/** The fewest characters of a hash a name keeps. */
export const SHORTEST = 4;

/** Each name (`<hash>.js`) that can be shorter → its shortest start that no other file name starts with. */
export function shortNames(names: string[], otherFiles: string[] = [], shortest = SHORTEST): Map<string, string> {
  const everyFile = [...names, ...otherFiles];
  const renamed = new Map<string, string>();
  for (const name of names) {
    const hash = name.slice(0, -'.js'.length);
    for (let length = shortest; length < hash.length; length++) {
      const start = hash.slice(0, length);
      if (!everyFile.some((file) => file !== name && file.startsWith(start))) {
        renamed.set(name, `${start}.js`);
        break;
      }
    }
  }
  return renamed;
}

export function shortChunkNames(): Plugin {
  return {
    name: 'court-login:short-chunk-names',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const chunks = files.flatMap((file) => (file.type === 'chunk' ? [file] : []));
      // A source map's positions would no longer match its chunk: a build with maps keeps the names.
      if (chunks.some((chunk) => chunk.map)) return;
      const lazy = chunks.filter((chunk) => !chunk.isEntry && /^[\w-]+\.js$/.test(chunk.fileName));
      const lazyNames = lazy.map((chunk) => chunk.fileName);
      const renamed = shortNames(
        lazyNames,
        files.map((file) => file.fileName).filter((name) => !lazyNames.includes(name)),
      );
      if (renamed.size === 0) return;
      const escaped = [...renamed.keys()].map((name) => name.replaceAll('-', '\\-').replaceAll('.', '\\.'));
      const reference = new RegExp(`(?<=(["'\`])\\./)(?:${escaped.join('|')})(?=\\1)`, 'g');
      const rename = (name: string) => renamed.get(name) ?? name;
      for (const chunk of chunks) {
        chunk.code = chunk.code.replace(reference, rename);
        chunk.imports = chunk.imports.map(rename);
        chunk.dynamicImports = chunk.dynamicImports.map(rename);
      }
      for (const chunk of lazy) chunk.fileName = rename(chunk.fileName);
    },
  };
}
