// React's packages resolved straight to their production builds, for the element's build. Their
// entry files (react/index.js, react-dom/client.js…) only choose between the development and the
// production build by NODE_ENV, which the build fixes to production; react-dom's two also call
// React DevTools' check that the bundle was minified (checkDCE), which it always is here. Each
// entry file is one more CommonJS wrapper in the renderer chunk, and the two checks its largest part.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

const require = createRequire(import.meta.url);

/** Each entry the widget and its dependencies import → its package and the production build its entry file requires. */
const PRODUCTION_BUILDS: Record<string, [packageName: string, file: string]> = {
  react: ['react', 'cjs/react.production.js'],
  'react/jsx-runtime': ['react', 'cjs/react-jsx-runtime.production.js'],
  'react-dom': ['react-dom', 'cjs/react-dom.production.js'],
  'react-dom/client': ['react-dom', 'cjs/react-dom-client.production.js'],
  scheduler: ['scheduler', 'cjs/scheduler.production.js'],
};

export function reactProductionBuilds(): Alias[] {
  return Object.entries(PRODUCTION_BUILDS).map(([entry, [packageName, file]]) => ({
    find: new RegExp(`^${entry}$`),
    replacement: join(dirname(require.resolve(`${packageName}/package.json`)), file),
  }));
}
