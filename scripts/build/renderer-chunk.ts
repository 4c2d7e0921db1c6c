// React, ReactDOM and the widget in one chunk: court-login.js paints the first screen without them
// and requests them at once (element/react-renderer.ts). Left to the bundler, the modules the renderer
// shares with the product chunks would each become a small chunk of their own: more requests, and
// more bytes (each chunk's imports and exports, and its own gzip window).
//
// What works before React (the Court) must not wait for React's chunk: the modules the renderer
// shares with it go into court-login.js, which imports it already. Not a small chunk of their own
// beside React's: every first load requests React's chunk, so it would be one more file there (and
// its own gzip window) for the same bytes; the price is that they come before the first paint.
//
// The Court's chunks are named too. The products' endpoints (their client.ts) are imported by the
// product registry's lines, in court-login.js, so the bundler cannot tell that the Court, whose client
// runs those importers, has always come before them: left alone, it splits what they share with the
// Court (errors, readers) into small chunks of their own, and what the Court shares with the other
// lazy chunks into more. Two chunks instead: the Court's own, with what only it and the endpoints
// use, and what it shares with the other lazy chunks, which must not wait for the Court's.
import type { Plugin } from 'vite';

const RENDERER = /[\\/]element[\\/]react-renderer\.ts$/;
const COURT = /[\\/]src[\\/]session[\\/]court\.ts$/;
/** The products' endpoints: loaded by the Court's client only, after the Court. */
const ENDPOINTS = /[\\/]src[\\/]products[\\/][^\\/]+[\\/]client\.ts$/;

type ModuleIds = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean } | null;
};

/**
 * Every module `roots` import statically, the roots included; a module `stop` matches is left out,
 * with what only it reaches.
 */
function reach(context: ModuleIds, roots: string[], stop?: RegExp): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (found.has(id) || stop?.test(id)) continue;
    found.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** The plugin that finds the renderer's static imports, and the chunk groups' tests it feeds. */
export function rendererChunk(): {
  plugin: Plugin;
  /** React, ReactDOM and the widget. */
  test: (id: string) => boolean;
  /** court-login.js: what the entry imports statically, and what the widget shares with the code that runs before React. */
  entry: (id: string) => boolean;
  /** The Court's chunk: what the Court imports statically and no other lazy chunk but the products' endpoints. */
  court: (id: string) => boolean;
  /** What the Court imports statically and other lazy chunks too, but for what the entry and React's chunk hold. */
  courtShared: (id: string) => boolean;
} {
  const renderer = new Set<string>();
  /** What the Court imports statically: it runs before React has come. */
  const beforeReact = new Set<string>();
  const initial = new Set<string>();
  const court = new Set<string>();
  const courtShared = new Set<string>();
  const plugin: Plugin = {
    name: 'court-login-renderer-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const root = ids.find((id) => RENDERER.test(id));
      if (!root) return;
      for (const id of reach(this, [root])) renderer.add(id);
      for (const id of reach(
        this,
        ids.filter((id) => COURT.test(id)),
      ))
        beforeReact.add(id);
      // What the other lazy chunks reach (short of the Court, which they may import whole).
      const otherLazy = ids.filter(
        (id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0 && !COURT.test(id) && !ENDPOINTS.test(id),
      );
      const elsewhere = reach(this, otherLazy, COURT);
      for (const id of beforeReact) (elsewhere.has(id) ? courtShared : court).add(id);
      for (const id of reach(
        this,
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
      ))
        initial.add(id);
    },
  };
  return {
    plugin,
    test: (id) => renderer.has(id) && !beforeReact.has(id),
    entry: (id) => initial.has(id) || (renderer.has(id) && beforeReact.has(id)),
    court: (id) => court.has(id),
    courtShared: (id) => courtShared.has(id) && !(renderer.has(id) || initial.has(id)),
  };
}
