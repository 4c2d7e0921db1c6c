// Simple Icons arrive as SVG text (`simple-icons/icons/<slug>.svg?raw`), of which the widget reads
// only the path (src/ui/marks/mark.ts). In the element's build this plugin keeps just that path in a
// minimal `<svg><path d="…"/></svg>`, so title, namespace and role never reach court-login.js or a chunk.
import type { Plugin } from 'vite';

const ICON = /[\\/]simple-icons[\\/]icons[\\/][^\\/]+\.svg\?raw$/;

export function iconPaths(): Plugin {
  return {
    name: 'court-login:icon-paths',
    enforce: 'post',
    transform(code, id) {
      if (!ICON.test(id)) return null;
      const text: unknown = JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, ''));
      const d = typeof text === 'string' ? /\sd="([^"]+)"/.exec(text)?.[1] : undefined;
      if (!d) return null;
      return { code: `export default ${JSON.stringify(`<svg><path d="${d}"/></svg>`)};`, map: null };
    },
  };
}
