// React, ReactDOM and the widget in one chunk: court-login.js paints the first screen without them
// and requests them at once (element/react-renderer.ts). Left to the bundler, the modules the renderer
// shares with the product chunks would each become a small chunk of their own: more requests, and
// more bytes (each chunk's imports and exports, and its own gzip window).
//
// What works before React (the Court, and a press on a painted provider button) must not wait for
// React's chunk: the modules the renderer shares with those go into court-login.js, which both
// import already. Not a small chunk of their own beside React's: every first load requests React's
// chunk, so it would be one more file there (and its own gzip window) for the same bytes; the price
// is that they come before the first paint (today the project settings' defaults, under 200 B gzip).
//
// The Court's chunk is named too: the products' endpoints are imported by the product registry's
// lines, which the widget also reads, so the bundler cannot tell that the Court has always come
// before them and would split what they share with it (errors, readers) into small chunks of their own.
import type { Plugin } from 'vite';

const RENDERER = /[\\/]element[\\/]react-renderer\.ts$/;
/** Lazy modules that run before React has come: the Court's chunk and the painted buttons' start. */
const COURT = /[\\/]src[\\/]session[\\/]court\.ts$/;
const BEFORE_REACT = [COURT, /[\\/]src[\\/]products[\\/]oauth[\\/]painted-start\.ts$/];

type ModuleIds = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null;
};

/** Every module `roots` import statically, the roots included. */
function reach(context: ModuleIds, roots: string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (found.has(id)) continue;
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
  /** The Court's chunk: what the Court imports statically, but for what the entry and React's chunk hold. */
  court: (id: string) => boolean;
} {
  const renderer = new Set<string>();
  const beforeReact = new Set<string>();
  const initial = new Set<string>();
  const court = new Set<string>();
  const plugin: Plugin = {
    name: 'court-login-renderer-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const root = ids.find((id) => RENDERER.test(id));
      if (!root) return;
      for (const id of reach(this, [root])) renderer.add(id);
      const early = ids.filter((id) => BEFORE_REACT.some((pattern) => pattern.test(id)));
      for (const id of reach(this, early)) beforeReact.add(id);
      for (const id of reach(
        this,
        ids.filter((id) => COURT.test(id)),
      ))
        court.add(id);
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
  };
}
