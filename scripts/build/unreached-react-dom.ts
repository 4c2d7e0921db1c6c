// React DOM's client (react-dom-client.production.js) carries features nothing in the widget's bundle
// can reach: their APIs are among those unused-react-exports.ts removes, the widget uses none of them,
// or this build of React has them off. The minifier cannot see that, because each is still tied to
// the rest by a table or a call that React DOM keeps for every app. This plugin cuts, before
// bundling, those ties, so that the minifier drops the code only the feature uses.
// The cuts (CUTS below), each with why nothing reaches what it leaves out:
// - hooks: the hook dispatchers' entries of the hooks whose exports are removed.
// - viewTransitions: a commit never starts a view transition, as in a browser without them.
// - domDispatcher: React DOM's answers to react-dom's resource hints, flushSync and requestFormReset.
// - formActions: a form's submit event never runs a function `action`; the widget's forms have none.
// - fragmentRefs: a `<Fragment ref>` gets no FragmentInstance; the widget gives none a ref.
// - transitionIndicator: the roots are not handed a default transition indicator they never keep.
//
// Each cut finds what it changes by name or by its exact text in React's build, and fails the build
// unless that is there as expected: a React upgrade that moves it stops the build here, for the cut
// to be looked at again. After the transforms, the build fails if any module still uses what a cut
// relies on nothing using (`uses` of each cut).
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';
import { isFile, nameOf, UNUSED, walk, type Node } from './unused-react-exports.ts';

const CLIENT = 'react-dom/cjs/react-dom-client.production.js';

/** A node with its place in the source. */
type Placed = Node & { start: number; end: number };

export interface Cut {
  name: string;
  /** React DOM's client without the tie; throws when the source is not as the cut expects. */
  apply(code: string, program: Node): string;
  /** What the module uses that the cut relies on nothing using, if anything. */
  uses(program: Node): string | undefined;
  /**
   * The React APIs whose removal (unused-react-exports.ts) leaves nothing able to reach what the cut
   * takes out: the build fails if one of them is used again, and so is no longer removed.
   */
  relies: string[];
}

/** The names of the members a module reads (`object.name`, not `object[name]`). */
function membersRead(program: Node): Set<string> {
  const names = new Set<string>();
  walk(program, (node) => {
    if (node.type === 'MemberExpression' && !node.computed) names.add(nameOf(node.property)!);
  });
  return names;
}

/**
 * Hooks: React's hook exports call the dispatcher of the component rendering
 * (`ReactSharedInternals.H.useTransition()`), and React DOM's four dispatchers (mount, update,
 * rerender, and the one outside a component) hold every hook's implementation. Those of the hooks
 * whose exports unused-react-exports.ts removes go: with them their machinery (transitions, actions,
 * optimistic updates, deferred values, effect events). React DOM itself calls no hook through a
 * dispatcher; the build fails if a module reads one of these names as a member.
 */
const UNUSED_HOOKS = [
  'useActionState',
  'useCacheRefresh', // unstable_useCacheRefresh
  'useDeferredValue',
  'useEffectEvent',
  'useFormState', // react-dom's useFormState
  'useHostTransitionStatus', // react-dom's useFormStatus
  'useImperativeHandle',
  'useInsertionEffect',
  'useMemoCache', // React Compiler's runtime, __COMPILER_RUNTIME
  'useOptimistic',
  'useTransition',
];
const DISPATCHERS = [
  'ContextOnlyDispatcher',
  'HooksDispatcherOnMount',
  'HooksDispatcherOnUpdate',
  'HooksDispatcherOnRerender',
];

const hooks: Cut = {
  name: 'hooks',
  apply(code, program) {
    const objects: Placed[] = [];
    walk(program, (node) => {
      if (node.type === 'VariableDeclarator' && DISPATCHERS.includes(nameOf(node.id) ?? ''))
        objects.push(node.init as Placed);
    });
    if (objects.length !== DISPATCHERS.length || objects.some((object) => object?.type !== 'ObjectExpression'))
      throw new Error(`found ${objects.length} of React DOM's ${DISPATCHERS.length} hook dispatchers`);
    // From the last, so that the places of the earlier ones hold.
    for (const object of objects.sort((a, b) => b.start - a.start)) {
      const properties = object.properties as Placed[];
      const keyOf = (property: Placed) => nameOf(property.key);
      const missing = UNUSED_HOOKS.filter((hook) => !properties.some((property) => keyOf(property) === hook));
      if (missing.length > 0) throw new Error(`a hook dispatcher has no ${missing.join(', ')}`);
      const kept = properties.filter((property) => !UNUSED_HOOKS.includes(keyOf(property) ?? ''));
      const text = kept.map((property) => code.slice(property.start, property.end)).join(',\n    ');
      code = `${code.slice(0, object.start)}{\n    ${text}\n  }${code.slice(object.end)}`;
    }
    return code;
  },
  uses(program) {
    const read = membersRead(program);
    return UNUSED_HOOKS.find((hook) => read.has(hook));
  },
  relies: [
    'useActionState',
    'unstable_useCacheRefresh',
    'useDeferredValue',
    'useEffectEvent',
    'useFormState',
    'useFormStatus',
    'useImperativeHandle',
    'useInsertionEffect',
    '__COMPILER_RUNTIME',
    'useOptimistic',
    'useTransition',
  ],
};

/** Where `text` is in `code`, which must hold it exactly once. */
function placeOnce(code: string, text: string): number {
  const at = code.indexOf(text);
  if (at < 0 || code.indexOf(text, at + 1) >= 0) throw new Error(`expected once: ${text.split('\n')[0]}…`);
  return at;
}

/** `code` with `find` replaced, which must be there exactly once. */
function replaceOnce(code: string, find: string, replace: string): string {
  const at = placeOnce(code, find);
  return code.slice(0, at) + replace + code.slice(at + find.length);
}

/** What a commit runs without a view transition (commitRoot). */
const COMMIT_WITHOUT = '(flushMutationEffects(), flushLayoutEffects(), flushSpawnedWork())';

/**
 * View transitions: a commit inside a `<ViewTransition>` (React's export, removed) runs its DOM
 * changes in `document.startViewTransition`. Where a browser has none, or it throws, React runs
 * the same three steps as a commit without one: the catch of `startViewTransition` (checked here
 * as well) calls the mutation, layout and spawned-work callbacks, as the other branch does. That
 * branch alone is what stays: React DOM as in a browser without view transitions, and with it go
 * the measuring and animating of the transition's elements once the browser has taken its snapshot.
 */
const viewTransitions: Cut = {
  name: 'viewTransitions',
  apply(code) {
    // React's own fallback, in the catch of startViewTransition: what makes the cut safe.
    placeOnce(code, 'return mutationCallback(), layoutCallback(), spawnedWorkCallback(), null;');
    return replaceOnce(
      code,
      `  shouldStartViewTransition
    ? (pendingViewTransition = startViewTransition(
        suspendedState,
        root.containerInfo,
        pendingTransitionTypes,
        flushMutationEffects,
        flushLayoutEffects,
        flushAfterMutationEffects,
        flushSpawnedWork,
        flushPassiveEffects,
        reportViewTransitionError,
        null,
        null
      ))
    : ${COMMIT_WITHOUT};`,
      `  ${COMMIT_WITHOUT};`,
    );
  },
  uses: () => undefined,
  relies: ['ViewTransition', 'addTransitionType'],
};

/** The keys of React DOM's dispatcher: flushSync, requestFormReset, and the resource hints. */
const DOM_DISPATCHER = ['f', 'r', 'D', 'C', 'L', 'm', 'X', 'S', 'M'];

/**
 * React DOM's dispatcher: react-dom's `flushSync`, `requestFormReset` and resource hints
 * (`prefetchDNS`, `preconnect`, `preload`, `preloadModule`, `preinit`, `preinitModule`) call the
 * dispatcher the client installs in react-dom's internals (`Internals.d.L(href, as, options)`).
 * unused-react-exports.ts removes all eight exports, and nothing else calls the dispatcher: the
 * client's statement installing it goes (found by AST, with exactly these keys), and with it the
 * code that inserts `<link>` and `<script>` hints into the document. The build fails if a module
 * still reads one of its keys (`.d.L`).
 */
const domDispatcher: Cut = {
  name: 'domDispatcher',
  apply(code, program) {
    const installs = (program.body as Placed[]).filter((statement) => {
      const expression = statement.expression as Node | undefined;
      const target = expression?.left as Node | undefined;
      return (
        expression?.type === 'AssignmentExpression' &&
        target?.type === 'MemberExpression' &&
        nameOf(target.object) === 'ReactDOMSharedInternals' &&
        nameOf(target.property) === 'd'
      );
    });
    if (installs.length !== 1) throw new Error(`found ${installs.length} statements installing the dispatcher`);
    const [install] = installs as [Placed];
    const object = (install.expression as Node).right as Node;
    const keys =
      object.type === 'ObjectExpression' ? (object.properties as Node[]).map((property) => nameOf(property.key)) : [];
    if (keys.join() !== DOM_DISPATCHER.join()) throw new Error(`the dispatcher has the keys ${keys.join()}`);
    return code.slice(0, install.start) + code.slice(install.end);
  },
  uses(program) {
    let read: string | undefined;
    walk(program, (node) => {
      const object = node.object as Node | undefined;
      if (
        node.type === 'MemberExpression' &&
        !node.computed &&
        DOM_DISPATCHER.includes(nameOf(node.property) ?? '') &&
        object?.type === 'MemberExpression' &&
        !object.computed &&
        nameOf(object.property) === 'd'
      )
        read = `.d.${nameOf(node.property)}`;
    });
    return read;
  },
  relies: [
    'flushSync',
    'requestFormReset',
    'prefetchDNS',
    'preconnect',
    'preload',
    'preloadModule',
    'preinit',
    'preinitModule',
  ],
};

/** The props that give a form, or the button submitting it, an action. */
const ACTION_PROPS = ['action', 'formAction'];

/** The calls that make an element: the JSX runtime's, and createElement. */
const MAKES_ELEMENT = /^_?(jsxs?|jsxDEV|createElement)$/;

/** The function a call calls, by its name (`jsx(…)`, `React.createElement(…)`). */
const calleeName = (call: Node) => {
  const callee = call.callee as Node | undefined;
  return callee?.type === 'MemberExpression' ? nameOf(callee.property) : nameOf(callee);
};

/**
 * Form actions: on each submit event, React DOM's form-action event plugin (`extractEvents$1`)
 * runs the form's `action` (or its submitter's `formAction`) when that is a function, in a
 * transition, and starts a transition for a form whose submit handler began one itself. The
 * widget's forms have an `onSubmit` and no action prop, and nothing in the bundle can start a
 * transition (startTransition and useTransition are removed, the hooks cut above takes their
 * implementations): the plugin then does nothing, and its call goes, with the action machinery
 * behind it (form state, resets). Found by its exact text, and the function it calls must be the
 * plugin's; the build fails if a module gives an element an `action` or `formAction` prop that is
 * not a plain string (`jsx("form", { action })`, or a component's that it may hand on to a form),
 * which would then submit to the URL React writes for a function.
 */
const formActions: Cut = {
  name: 'formActions',
  apply(code) {
    placeOnce(
      code,
      `function extractEvents$1(
  dispatchQueue,
  domEventName,
  maybeTargetInst,
  nativeEvent,
  nativeEventTarget
) {
  if (
    "submit" === domEventName &&`,
    );
    return replaceOnce(
      code,
      `      extractEvents$1(
        dispatchQueue,
        domEventName,
        targetInst,
        nativeEvent,
        nativeEventTarget
      );
`,
      '',
    );
  },
  uses(program) {
    let read: string | undefined;
    walk(program, (node) => {
      const [type, props] = (node.arguments ?? []) as Node[];
      if (
        node.type !== 'CallExpression' ||
        !MAKES_ELEMENT.test(calleeName(node) ?? '') ||
        props?.type !== 'ObjectExpression'
      )
        return;
      const action = (props.properties as Node[]).find(
        (property) =>
          ACTION_PROPS.includes(nameOf(property.key) ?? '') &&
          typeof (property.value as Node | undefined)?.value !== 'string',
      );
      const element = typeof type?.value === 'string' ? `<${type.value}>` : `<${nameOf(type) ?? 'a component'}>`;
      if (action) read = `${element} with the prop ${nameOf(action.key)} not a plain string`;
    });
    return read;
  },
  relies: ['startTransition', 'useTransition', 'useActionState', 'useFormStatus', 'requestFormReset'],
};

/** Whether a statement assigns to a member of `FragmentInstance.prototype`. */
const onFragmentPrototype = (statement: Node) => {
  const target = (statement.expression as Node | undefined)?.left as Node | undefined;
  const object = target?.object as Node | undefined;
  return (
    statement.type === 'ExpressionStatement' &&
    target?.type === 'MemberExpression' &&
    object?.type === 'MemberExpression' &&
    nameOf(object.object) === 'FragmentInstance' &&
    nameOf(object.property) === 'prototype'
  );
};

/**
 * Fragment refs: a ref on a `<Fragment>` gets a FragmentInstance (its DOM children's listeners,
 * focus, observers, scrolling, positions), which React DOM makes as it attaches the ref
 * (safelyAttachRef) and nowhere else. The widget gives no Fragment a ref: that branch of
 * safelyAttachRef goes (found by its exact text; a Fragment's ref would then get null), and with it
 * the FragmentInstance constructor and the statements filling its prototype (by AST; the build fails
 * if the constructor or its prototype's statements are not there, or if anything else names it).
 * The build fails if a module gives a Fragment a ref (`jsx(Fragment, { ref })`).
 */
const fragmentRefs: Cut = {
  name: 'fragmentRefs',
  apply(code) {
    code = replaceOnce(
      code,
      `        case 7:
          if (null === current.stateNode) {
            var fragmentInstance = new FragmentInstance(current);
            traverseVisibleInstancesAndTextInstances(
              current.child,
              !1,
              addFragmentHandleToFiber,
              fragmentInstance,
              void 0,
              void 0
            );
            current.stateNode = fragmentInstance;
          }
          instanceToUse = current.stateNode;
          break;
`,
      '',
    );
    const program = parseAst(code, { lang: 'js' }) as unknown as Node;
    const statements = (program.body as Placed[]).filter(
      (statement) =>
        (statement.type === 'FunctionDeclaration' && nameOf(statement.id) === 'FragmentInstance') ||
        onFragmentPrototype(statement),
    );
    if (
      statements.filter((statement) => statement.type === 'FunctionDeclaration').length !== 1 ||
      statements.length < 2
    )
      throw new Error('found no FragmentInstance constructor and prototype');
    for (const statement of statements.sort((a, b) => b.start - a.start))
      code = code.slice(0, statement.start) + code.slice(statement.end);
    if (/\bFragmentInstance\b/.test(code)) throw new Error('FragmentInstance is still named');
    return code;
  },
  uses(program) {
    let used: string | undefined;
    walk(program, (node) => {
      const [type, props] = (node.arguments ?? []) as Node[];
      const name = type?.type === 'MemberExpression' ? nameOf(type.property) : nameOf(type);
      if (
        node.type === 'CallExpression' &&
        typeof name === 'string' &&
        name.endsWith('Fragment') &&
        props?.type === 'ObjectExpression' &&
        (props.properties as Node[]).some((property) => nameOf(property.key) === 'ref')
      )
        used = 'a Fragment with a ref';
    });
    return used;
  },
  relies: [],
};

/**
 * The default transition indicator: createRoot and hydrateRoot hand their root
 * `defaultOnDefaultTransitionIndicator` (which shows the browser's loading indicator through the
 * Navigation API during a transition), but this build of React has the feature off: the root
 * (FiberRootNode) takes the parameter and never reads it. The two roots hand null instead (exact
 * text), and the function goes. The build fails unless the parameter is named exactly three times
 * in React DOM (FiberRootNode's and createFiberRoot's parameters, and createFiberRoot handing it to
 * FiberRootNode) and never in FiberRootNode's body.
 */
const transitionIndicator: Cut = {
  name: 'transitionIndicator',
  apply(code, program) {
    const named = code.match(/\bonDefaultTransitionIndicator\b/g)?.length ?? 0;
    if (named !== 3) throw new Error(`onDefaultTransitionIndicator is named ${named} times`);
    let kept = true;
    walk(program, (node) => {
      if (node.type === 'FunctionDeclaration' && nameOf(node.id) === 'FiberRootNode')
        kept = code
          .slice((node.body as Placed).start, (node.body as Placed).end)
          .includes('onDefaultTransitionIndicator');
    });
    if (kept) throw new Error('FiberRootNode is not there, or keeps onDefaultTransitionIndicator');
    const handed = '    defaultOnDefaultTransitionIndicator\n  );';
    const parts = code.split(handed);
    if (parts.length !== 3) throw new Error(`expected twice: ${handed.trim()}`);
    return parts.join('    null\n  );');
  },
  uses: () => undefined,
  relies: [],
};

/** The cuts, in the order they are made. */
export const CUTS: Cut[] = [hooks, viewTransitions, domDispatcher, formActions, fragmentRefs, transitionIndicator];

/** The cuts' React APIs that unused-react-exports.ts does not remove (then the cut is not safe). */
export function reliedOnButKept(cuts: readonly Cut[] = CUTS): string[] {
  const removed = new Set(Object.values(UNUSED).flat());
  return cuts.flatMap((cut) => cut.relies.filter((api) => !removed.has(api)).map((api) => `${cut.name}: ${api}`));
}

export function unreachedReactDom(): Plugin {
  let cut = false;
  return {
    name: 'court-login:unreached-react-dom',
    apply: 'build',
    buildStart() {
      const kept = reliedOnButKept();
      if (kept.length > 0)
        this.error(
          `React DOM's cuts rely on React APIs no longer removed by unused-react-exports.ts (${kept.join(', ')}): look at those cuts again (scripts/build/unreached-react-dom.ts)`,
        );
    },
    transform(code, id) {
      if (!isFile(id, CLIENT)) return null;
      for (const each of CUTS) {
        try {
          code = each.apply(code, parseAst(code, { lang: 'js' }) as unknown as Node);
        } catch (error) {
          this.error(
            `React DOM's ${each.name} cut (scripts/build/unreached-react-dom.ts): ${(error as Error).message}`,
          );
        }
      }
      cut = true;
      return { code, map: null };
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      // React DOM in the bundle under another file name (an upgrade) would go uncut without a word.
      if (!cut && ids.some((id) => /[\\/]node_modules[\\/]react-dom[\\/]/.test(id)))
        this.error(
          `React DOM is in the bundle, but not its client ${CLIENT}: look at the cuts again (scripts/build/unreached-react-dom.ts)`,
        );
      for (const id of ids) {
        const code = this.getModuleInfo(id)?.code;
        if (!code) continue;
        const program = parseAst(code, { lang: 'js' }) as unknown as Node;
        for (const each of CUTS) {
          const used = each.uses(program);
          if (used)
            this.error(
              `${id} uses ${used}, which React DOM's ${each.name} cut relies on nothing using (scripts/build/unreached-react-dom.ts)`,
            );
        }
      }
    },
  };
}
