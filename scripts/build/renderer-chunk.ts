// React, ReactDOM and the widget in one chunk: court-login.js paints the first screen without them
// and requests them at once (element/react-renderer.ts). Left to the bundler, the modules the renderer
// shares with the product chunks would each become a small chunk of their own: more requests, and
// more bytes (each chunk's imports and exports, and its own gzip window).
import type { Plugin } from 'vite';

const RENDERER = /[\\/]element[\\/]react-renderer\.ts$/;

/** The plugin that finds the renderer's static imports, and the chunk group's test it feeds. */
export function rendererChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const captured = new Set<string>();
  const plugin: Plugin = {
    name: 'court-login-renderer-chunk',
    apply: 'build',
    buildEnd() {
      const renderer = [...this.getModuleIds()].find((id) => RENDERER.test(id));
      if (!renderer) return;
      const pending = [renderer];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (captured.has(id)) continue;
        captured.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id) => captured.has(id) };
}
