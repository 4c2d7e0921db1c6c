// The import graph of src/: no cycle (types and lazy imports included, but for the registry's
// importers of flows and views: withoutWidgetImporters), and imports point down
// only: a folder imports its own layer or those below it (LAYERS, with the few named exceptions);
// flows never reach into the widget; a product (src/products/<product>/) never imports
// another, only the shared layers below and the product contract beside them; a flow slice never
// reaches a view, a screen or any React module; a screen never imports the widget or a mode
// (docs/decisions.md#3-imports-point-down).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../../src');
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each file of src/ (relative) and the files of src/ it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(SPECIFIER)]
      .map((match) => (match[1] ?? match[2] ?? match[3] ?? '').split('?')[0] ?? '')
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => relative(SRC, resolve(dirname(file), specifier)))
      .filter((target) => /\.tsx?$/.test(target));
    graph.set(relative(SRC, file), targets);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the files along it. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  function visit(file: string) {
    if (onPath.has(file)) {
      cycles.push([...path.slice(path.indexOf(file)), file]);
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    onPath.add(file);
    for (const target of graph.get(file) ?? []) visit(target);
    onPath.delete(file);
    path.pop();
    done.add(file);
  }
  for (const file of graph.keys()) visit(file);
  return cycles;
}

/**
 * The folders of src/ from the bottom up; a folder imports from its own layer and those below
 * (docs/decisions.md#3-imports-point-down).
 */
const LAYERS: readonly (readonly string[])[] = [
  ['types', 'lib'],
  ['i18n'],
  ['config'],
  ['styles'],
  ['provider'],
  ['session'],
  ['platform'],
  ['bot-protection'],
  ['flows'],
  ['ui'],
  ['screens'],
  ['paint'],
  ['loading'],
  ['products'],
  ['reporting'],
  // The widget picks a mode, and the modes reuse its login flow and screen frame.
  ['modes', 'widget'],
];

/** The imports that point up, each for a reason the test names; an exception that is gone fails too. */
const UPWARD_EXCEPTIONS: Record<string, string> = {
  // The language table preloads a language's strings the way the loaders preload any need.
  'i18n/language-table.ts → loading/preload.ts': 'preloading a language',
  // The widget's contract (its modes, setup, outputs), a type-only import.
  'loading/preload.ts → widget/types.ts': 'the widget mode decides the needs',
  'products/view-types.ts → widget/types.ts': 'a view receives the widget setup',
  'products/one-tap/view.tsx → widget/types.ts': 'a view receives the widget setup',
  'reporting/report.ts → widget/types.ts': 'a report goes to the widget outputs',
};

/**
 * The provider client makes OAuth's endpoints and the authorize mode's from their folders, and the
 * other products' groups as the product registry's lines say (their types too: the client's type
 * takes each group from its product's client.ts).
 */
function isEndpointLoader(file: string, target: string): boolean {
  return (
    (file === 'provider/client.ts' && /^(products|modes)\/[^/]+\/client\.ts$/.test(target)) ||
    (file === 'provider/deferred-groups.ts' && target === 'products/registry.ts')
  );
}

/** The files of src/ that `file` imports lazily, with `import('…')`. */
function lazyImports(file: string): string[] {
  return [...readFileSync(join(SRC, file), 'utf8').matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((match) =>
    relative(SRC, resolve(dirname(join(SRC, file)), match[1]!)),
  );
}

const REGISTRY = 'products/registry.ts';

/**
 * The graph without the registry's lazy importers of the products' flows and views: the provider
 * client reads the registry for its groups (and every flow reaches the client's type), but only the
 * widget runs those importers (src/products/parts.ts), each across a chunk's boundary. Left in, they
 * would make every flow reach every view through the client's type. The layer rules still see them,
 * and the registry imports nothing else but types (checked below).
 */
function withoutWidgetImporters(graph: Map<string, string[]>): Map<string, string[]> {
  const widgetImporters = new Set(lazyImports(REGISTRY).filter((target) => /\/(flow\.ts|view\.tsx)$/.test(target)));
  return new Map(
    [...graph].map(([file, targets]) => [
      file,
      file === REGISTRY ? targets.filter((target) => !widgetImporters.has(target)) : targets,
    ]),
  );
}

function layerOf(file: string): number {
  const folder = file.split('/')[0]!;
  return LAYERS.findIndex((layer) => layer.includes(folder));
}

function upwardImports(graph: Map<string, string[]>): string[] {
  return [...graph].flatMap(([file, targets]) =>
    targets
      .filter((target) => layerOf(target) > layerOf(file) && !isEndpointLoader(file, target))
      .map((target) => `${file} → ${target}`),
  );
}

describe('imports of src/', () => {
  const graph = importGraph();

  it('reads the graph (the scan finds type, value and lazy imports)', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('flows/events.ts')).toContain('flows/values.ts');
    expect(graph.get('products/registry.ts')).toContain('products/otp/view.tsx');
    expect(graph.get('products/parts.ts')).toContain('products/view-types.ts');
  });

  it('finds a cycle when there is one', () => {
    const cyclic = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(findCycles(cyclic)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('has the product registry import its products lazily and anything else only as types', () => {
    const text = readFileSync(join(SRC, REGISTRY), 'utf8');
    const statics = [...text.matchAll(/^import\s+(?!type\s)[^;]*;/gm)].map((match) => match[0]);
    expect(statics).toEqual([]);
    expect(lazyImports(REGISTRY)).toContain('products/otp/view.tsx');
  });

  it('has no import cycle', () => {
    expect(findCycles(withoutWidgetImporters(graph))).toEqual([]);
  });

  it('places every folder of src/ in one layer', () => {
    const folders = new Set([...graph.keys()].map((file) => file.split('/')[0]));
    expect([...folders].filter((folder) => layerOf(`${folder}/`) < 0)).toEqual([]);
    expect(LAYERS.flat().filter((folder) => !folders.has(folder))).toEqual([]);
  });

  it('imports only from the same layer or those below, but for the named exceptions', () => {
    const upward = upwardImports(graph);
    expect(upward.filter((edge) => !(edge in UPWARD_EXCEPTIONS))).toEqual([]);
    expect(Object.keys(UPWARD_EXCEPTIONS).filter((edge) => !upward.includes(edge))).toEqual([]);
  });

  it('finds an import that points up', () => {
    const planted = new Map([
      ['flows/reducer.ts', ['products/otp/flow.ts', 'session/types.ts']],
      ['ui/Button.tsx', ['flows/state.ts']],
      ['provider/client.ts', ['products/otp/client.ts', 'products/otp/flow.ts']],
    ]);
    expect(upwardImports(planted)).toEqual([
      'flows/reducer.ts → products/otp/flow.ts',
      'provider/client.ts → products/otp/flow.ts',
    ]);
  });

  it('flows never import the widget, screens or ui', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      file.startsWith('flows/')
        ? targets.filter((target) => /^(widget|screens|ui)\//.test(target)).map((target) => `${file} → ${target}`)
        : [],
    );
    expect(upward).toEqual([]);
  });

  it('products never import one another, nor the registry that loads them', () => {
    expect(importsAcrossProducts(graph)).toEqual([]);
  });

  it('flow slices never reach a view, a screen, the widget or any React module', () => {
    expect(slicesReachingViews(withoutWidgetImporters(graph))).toEqual([]);
  });

  it('screens never import the widget or a mode', () => {
    expect(screensImportingUp(graph)).toEqual([]);
  });

  it('finds an import across products, a slice reaching a screen, a screen importing the widget', () => {
    const bad = new Map([
      ['products/otp/view.tsx', ['products/passwords/screens/PasswordForm.tsx', 'products/view-types.ts']],
      ['products/otp/flow.ts', ['products/otp/helpers.ts']],
      ['products/otp/helpers.ts', ['products/otp/screens/OtpScreen.tsx']],
      ['products/otp/screens/OtpScreen.tsx', ['widget/types.ts', 'products/otp/screens/parts.ts']],
    ]);
    expect(importsAcrossProducts(bad)).toEqual(['products/otp/view.tsx → products/passwords/screens/PasswordForm.tsx']);
    expect(slicesReachingViews(bad)).toEqual([
      'products/otp/flow.ts → products/otp/screens/OtpScreen.tsx',
      'products/otp/flow.ts → widget/types.ts',
      'products/otp/flow.ts → products/otp/screens/parts.ts',
    ]);
    expect(screensImportingUp(bad)).toEqual(['products/otp/screens/OtpScreen.tsx → widget/types.ts']);
  });
});

describe('imports of the local provider and the testing kit', () => {
  const ROOT = resolve(SRC, '..');
  const imports = ['local-provider', 'testing']
    .flatMap((folder) => sourceFiles(join(ROOT, folder)))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
        .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => `${relative(ROOT, file)} → ${relative(ROOT, resolve(dirname(file), specifier))}`),
    );

  it('reads their imports', () => {
    expect(imports).toContain('testing/bin.ts → local-provider/http/cli.ts');
  });

  // The local provider stands for the hosted provider: what it shares with the widget is the HTTP API,
  // which the tests check, never the widget's code.
  it('never reach into the widget (src/, element/)', () => {
    expect(imports.filter((edge) => / → (src|element)\//.test(edge))).toEqual([]);
  });

  // The emulator is a library of its own (court-login/testing): the tennis app's back end and the
  // demo pages use it, never the other way round.
  it('never reach into the worker or the demo', () => {
    expect(imports.filter((edge) => / → (worker|demo)\//.test(edge))).toEqual([]);
  });
});

describe('imports of the worker', () => {
  const ROOT = resolve(SRC, '..');
  const imports = sourceFiles(join(ROOT, 'worker')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
      .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => `${relative(ROOT, file)} → ${relative(ROOT, resolve(dirname(file), specifier))}`),
  );

  it('reads its imports', () => {
    expect(imports).toContain('worker/http/sessions.ts → worker/verify-session.ts');
  });

  // The worker is the tennis app's back end: the local stack (demo/start.ts) starts it, and it
  // runs alone too (worker/main.ts), so it never depends on the demo pages or the stack's start script.
  it('never reaches into the demo', () => {
    expect(imports.filter((edge) => / → demo\//.test(edge))).toEqual([]);
  });
});

/** The product a file of src/products/<product>/ belongs to; none for the shared files beside the folders. */
function productOf(file: string): string | undefined {
  return /^products\/([^/]+)\//.exec(file)?.[1];
}

function importsAcrossProducts(graph: Map<string, string[]>): string[] {
  return [...graph].flatMap(([file, targets]) => {
    const product = productOf(file);
    if (!product) return [];
    return targets
      .filter((target) => (productOf(target) ?? product) !== product || target === 'products/registry.ts')
      .map((target) => `${file} → ${target}`);
  });
}

/** A flow slice: the flow core, a product's flow.ts, a mode's flow/. */
function isSlice(file: string): boolean {
  return file.startsWith('flows/') || /^products\/[^/]+\/flow\.ts$/.test(file) || /^modes\/[^/]+\/flow\//.test(file);
}

function slicesReachingViews(graph: Map<string, string[]>): string[] {
  return [...graph.keys()].filter(isSlice).flatMap((slice) => {
    // A mode's flow may use its mode's other modules (its client calls), never its screens or shell.
    const mode = /^modes\/[^/]+\//.exec(slice)?.[0];
    const forbidden = (target: string) =>
      target.endsWith('.tsx') ||
      /^(widget|ui|screens)\//.test(target) ||
      target.includes('/screens/') ||
      (target.startsWith('modes/') && !(mode && target.startsWith(mode)));
    return [...reachable(graph, slice)].filter(forbidden).map((target) => `${slice} → ${target}`);
  });
}

function screensImportingUp(graph: Map<string, string[]>): string[] {
  return [...graph].flatMap(([file, targets]) => {
    if (!/(^|\/)screens\//.test(file)) return [];
    // The folder holding this screens/ folder (a product's or a mode's): a screen of a mode may use its own mode's modules.
    const own = file.slice(0, file.lastIndexOf('screens/'));
    return targets
      .filter((target) => /^(widget|modes)\//.test(target) && !(own.startsWith('modes/') && target.startsWith(own)))
      .map((target) => `${file} → ${target}`);
  });
}

/** Every file `start` imports, directly or through others. */
function reachable(graph: Map<string, string[]>, start: string): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    for (const target of graph.get(pending.pop()!) ?? []) {
      if (!seen.has(target)) {
        seen.add(target);
        pending.push(target);
      }
    }
  }
  return seen;
}
