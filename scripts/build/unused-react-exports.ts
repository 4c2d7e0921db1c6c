// React, react-dom and the scheduler come as CommonJS, whose exports the bundler cannot drop: every
// API they export is in the widget's chunk, used or not (Children, class components, form actions,
// resource hints, scheduler priorities React no longer asks for…). This plugin removes, before
// bundling, the `exports.name = …` statements of the APIs below, so that the minifier drops what
// only they used. The build fails if any module uses one of these APIs (reactApisUsed), React's
// own packages included (react-dom reads React.version and the scheduler's functions): the list
// must then lose that name.
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

export const UNUSED: Record<string, string[]> = {
  'react/cjs/react.production.js': [
    'Activity',
    'Children',
    'Profiler',
    'PureComponent',
    'StrictMode',
    'ViewTransition',
    '__COMPILER_RUNTIME',
    'addTransitionType',
    'cache',
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
    'browser',
    'flushSync',
    'preconnect',
    'prefetchDNS',
    'preload',
    'preinit',
    'preinitModule',
    'preloadModule',
    'requestFormReset',
    'unstable_batchedUpdates',
    'useFormState',
    'useFormStatus',
  ],
  'scheduler/cjs/scheduler.production.js': [
    'unstable_Profiling',
    'unstable_forceFrameRate',
    'unstable_next',
    'unstable_runWithPriority',
    'unstable_wrapCallback',
  ],
};

/**
 * Modules that hand a React package on whole, by what reaches it: that passes the check (what they
 * name is still checked). Each must be a tool outside the widget that does without the APIs above.
 */
const HANDED_ON: Record<string, string> = {
  'swr/dist/_internal/index.mjs': "SWR's devtools, a browser extension, when a developer has installed it",
};

/** Whether module `id` is `file` of node_modules (a package's path and the file in it). */
export const isFile = (id: string, file: string) => id.replaceAll('\\', '/').endsWith(`/node_modules/${file}`);
const fileOf = (id: string) => Object.keys(UNUSED).find((file) => isFile(id, file));

/** The source without the statements assigning these exports (each starts a line; the next `exports.` or the end closes it). */
export function withoutExports(code: string, names: string[]): string {
  const statements = code.split(/^(?=exports\.)/m);
  return statements.filter((statement) => !names.some((name) => statement.startsWith(`exports.${name} =`))).join('');
}

/** An import or require of React's packages. */
const REACT_SOURCE = /^(?:react|react-dom|scheduler)(?:\/|$)/;

export type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
export const nameOf = (node: unknown) => (isNode(node) ? ((node.name ?? node.value) as string | undefined) : undefined);
const fromReact = (source: unknown) => REACT_SOURCE.test(nameOf(source) ?? '');
const isReactRequire = (node: unknown) =>
  isNode(node) &&
  node.type === 'CallExpression' &&
  nameOf(node.callee) === 'require' &&
  fromReact((node.arguments as unknown[])[0]);

/** Calls `visit` on each node of the tree, its parent's first. */
export function walk(node: Node, visit: (node: Node, parent?: Node) => void, parent?: Node): void {
  visit(node, parent);
  for (const value of Object.values(node))
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) walk(child, visit, node);
}

/** What a module takes of React's packages (reactApisUsed). */
export interface ReactApis {
  /** The APIs it names. */
  named: Set<string>;
  /** It holds a whole package where its uses cannot be read: it could reach any API. */
  whole: boolean;
}

/**
 * The APIs of React's packages a module's code uses: the names it imports (or re-exports) from
 * them, the members it reads of their default or namespace import or of their require(), and the
 * names it destructures from a require(). `whole` when it hands such an object on (passes it,
 * exports it, re-exports all of a package or its default), reads a computed member of it, or
 * imports one dynamically.
 */
export function reactApisUsed(code: string): ReactApis {
  const program = parseAst(code, { lang: 'js' }) as unknown as Node;
  const used = new Set<string>();
  // The names bound to a whole React package: its default or namespace import, a require of it.
  const wholes = new Set<string>();
  walk(program, (node) => {
    if (node.type === 'ImportDeclaration' && fromReact(node.source)) {
      for (const specifier of node.specifiers as Node[]) {
        const imported = specifier.type === 'ImportSpecifier' ? nameOf(specifier.imported) : 'default';
        if (imported === 'default') wholes.add(nameOf(specifier.local)!);
        else used.add(imported!);
      }
    }
    if (node.type === 'VariableDeclarator' && isReactRequire(node.init)) {
      const id = node.id as Node;
      if (id.type === 'Identifier') wholes.add(nameOf(id)!);
      else for (const property of id.properties as Node[]) used.add(nameOf(property.key) ?? '*');
    }
  });
  let whole = false;
  walk(program, (node, parent) => {
    if ((node.type === 'ExportAllDeclaration' || node.type === 'ImportExpression') && fromReact(node.source))
      whole = true;
    if (node.type === 'ExportNamedDeclaration' && fromReact(node.source))
      for (const specifier of node.specifiers as Node[]) {
        const local = nameOf(specifier.local)!;
        if (local === 'default') whole = true;
        else used.add(local);
      }
    if (node.type === 'MemberExpression' && (wholes.has(nameOf(node.object) ?? '') || isReactRequire(node.object)))
      used.add(node.computed ? '*' : nameOf(node.property)!);
    // A whole package anywhere else than where it is bound or before a member's dot (an export of it
    // included): handed on.
    const handedOn =
      node.type === 'Identifier' &&
      wholes.has(nameOf(node)!) &&
      !(parent?.type.startsWith('Import') && parent.type.endsWith('Specifier')) &&
      !(parent?.type === 'VariableDeclarator' && parent.id === node) &&
      !(
        parent?.type === 'MemberExpression' &&
        (parent.object === node || (!parent.computed && parent.property === node))
      );
    // A require of one anywhere else than bound to a name or before a member's dot: handed on too.
    const requiredOn =
      isReactRequire(node) &&
      parent?.type !== 'VariableDeclarator' &&
      !(parent?.type === 'MemberExpression' && parent.object === node);
    if (handedOn || requiredOn) whole = true;
  });
  return { named: used, whole: whole || used.has('*') };
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
        if (!code) continue;
        const { named, whole } = reactApisUsed(code);
        const handedOn = Object.keys(HANDED_ON).some((file) => isFile(id, file));
        const used = names.find((name) => named.has(name) || (whole && !handedOn));
        if (used) this.error(`${id} uses React's ${used}: remove it from scripts/build/unused-react-exports.ts`);
      }
    },
  };
}
