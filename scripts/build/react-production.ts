// React's packages resolved straight to their production builds, for the element's build. Their
// entry files (react/index.js, react-dom/client.js…) only choose between the development and the
// production build by NODE_ENV, which the build fixes to production; react-dom's two also call
// React DevTools' check that the bundle was minified (checkDCE), which it always is here. Each
// entry file is one more CommonJS wrapper in the renderer chunk, and the two checks its largest part.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

const fromProject = createRequire(import.meta.url);
// The scheduler is react-dom's dependency: found from react-dom, as react-dom's own require finds it.
const fromReactDom = createRequire(fromProject.resolve('react-dom/package.json'));

/** Each entry the widget and its dependencies import → its package (and where it is found from), and the production build its entry file requires. */
const PRODUCTION_BUILDS: Record<string, [packageName: string, file: string, require: NodeJS.Require]> = {
  react: ['react', 'cjs/react.production.js', fromProject],
  'react/jsx-runtime': ['react', 'cjs/react-jsx-runtime.production.js', fromProject],
  'react-dom': ['react-dom', 'cjs/react-dom.production.js', fromProject],
  'react-dom/client': ['react-dom', 'cjs/react-dom-client.production.js', fromProject],
  scheduler: ['scheduler', 'cjs/scheduler.production.js', fromReactDom],
};

export function reactProductionBuilds(): Alias[] {
  return Object.entries(PRODUCTION_BUILDS).map(([entry, [packageName, file, require]]) => ({
    find: new RegExp(`^${entry}$`),
    replacement: join(dirname(require.resolve(`${packageName}/package.json`)), file),
  }));
}
