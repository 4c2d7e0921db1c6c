// React and react-dom come as CommonJS, whose exports the bundler cannot drop: every API they
// export is in the widget's chunk, used or not (Children, class components, form actions, resource
// hints…). This plugin removes, before bundling, the `exports.name = …` statements of the APIs
// below, so that the minifier drops what only they used. React's own packages reach each other
// through their internals alone (react-dom: React.__CLIENT_INTERNALS… and React.version); the build
// fails if any other module names one of these APIs: the list must then lose that name.
import type { Plugin } from 'vite';

const UNUSED: Record<string, string[]> = {
  'react/cjs/react.production.js': [
    'Activity',
    'Children',
    'Profiler',
    'PureComponent',
    'StrictMode',
    'ViewTransition',
    '__COMPILER_RUNTIME',
    'addTransitionType',
    'cacheSignal',
    'cloneElement',
    'createRef',
    'forwardRef',
    'isValidElement',
    'memo',
    'startTransition',
    'unstable_useCacheRefresh',
    'useActionState',
    'useDeferredValue',
    'useEffectEvent',
    'useImperativeHandle',
    'useInsertionEffect',
    'useOptimistic',
    'useTransition',
  ],
  'react-dom/cjs/react-dom.production.js': [
    'flushSync',
    'preconnect',
    'prefetchDNS',
    'preinit',
    'preinitModule',
    'preloadModule',
    'requestFormReset',
    'unstable_batchedUpdates',
    'useFormState',
    'useFormStatus',
  ],
};

const fileOf = (id: string) =>
  Object.keys(UNUSED).find((file) => id.replaceAll('\\', '/').endsWith(`/node_modules/${file}`));
const REACT_ITSELF = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

/** The source without the statements assigning these exports (each starts a line; the next `exports.` or the end closes it). */
export function withoutExports(code: string, names: string[]): string {
  const statements = code.split(/^(?=exports\.)/m);
  return statements.filter((statement) => !names.some((name) => statement.startsWith(`exports.${name} =`))).join('');
}

export function unusedReactExports(): Plugin {
  return {
    name: 'court-login:unused-react-exports',
    apply: 'build',
    transform(code, id) {
      const file = fileOf(id);
      return file ? { code: withoutExports(code, UNUSED[file]!), map: null } : null;
    },
    buildEnd() {
      const names = Object.values(UNUSED).flat();
      for (const id of this.getModuleIds()) {
        const code = this.getModuleInfo(id)?.code;
        if (!code || REACT_ITSELF.test(id)) continue;
        const used = names.find((name) => new RegExp(`\\b${name.replaceAll('$', '\\$')}\\b`).test(code));
        if (used) this.error(`${id} uses React's ${used}: remove it from scripts/build/unused-react-exports.ts`);
      }
    },
  };
}
