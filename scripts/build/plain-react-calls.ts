// React reaches the bundle as CommonJS, and rolldown calls each of its functions through the module's
// exports as `(0, import_react.useState)(…)`: the `0,` calls it without a `this`, as a call of an ES
// import would be. React's hooks, createContext, createElement and lazy, the JSX runtime's jsx/jsxs
// and react-dom's createRoot (all the bundle calls so) never read `this`, so before minification
// this plugin writes these calls as plain member calls (`import_react.useState(…)`), which
// court-login.js holds about a hundred of.
import type { Plugin } from 'vite';

/** A call of a function of react, react/jsx-runtime or react-dom/client through rolldown's binding of the module. */
const CALL = /\(0, (import_(?:react|jsx_runtime|client)(?:\$\d+)?\.[A-Za-z_$][\w$]*)\)\(/g;

export function plainReactCalls(): Plugin {
  return {
    name: 'court-login:plain-react-calls',
    apply: 'build',
    renderChunk(code, _chunk, options) {
      // A build with source maps keeps the calls: the columns after each would no longer match.
      if (options.sourcemap) return null;
      const plain = code.replace(CALL, '$1(');
      return plain === code ? null : { code: plain, map: null };
    },
  };
}
