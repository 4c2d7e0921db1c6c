// @vitest-environment node
// The element build's size plugins: what an icon import, React DOM's client and a finished chunk look like after them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconPaths } from '../../../scripts/build/icon-paths.ts';
import { shortChunkNames, shortNames } from '../../../scripts/build/short-chunk-names.ts';
import { parseAst } from 'rolldown/parseAst';
import { CUTS, reliedOnButKept } from '../../../scripts/build/unreached-react-dom.ts';
import { reactApisUsed, type Node } from '../../../scripts/build/unused-react-exports.ts';
import { fromSimpleIcon } from '../../../src/ui/marks/mark.ts';

type Hook = (...args: unknown[]) => unknown;
const hook = (value: unknown) => (typeof value === 'function' ? value : (value as { handler: Hook }).handler) as Hook;

describe('iconPaths', () => {
  const svg = readFileSync(createRequire(import.meta.url).resolve('simple-icons/icons/google.svg'), 'utf8');
  const transform = hook(iconPaths().transform);

  it('keeps only the path of a Simple Icons SVG, and the mark read from it is the same', () => {
    const result = transform.call(
      {},
      `export default ${JSON.stringify(svg)};`,
      '/x/node_modules/simple-icons/icons/google.svg?raw',
    ) as { code: string };
    const kept = JSON.parse(result.code.replace(/^export default /, '').replace(/;$/, '')) as string;
    expect(kept).not.toContain('<title>');
    expect(kept.length).toBeLessThan(svg.length);
    expect(fromSimpleIcon(kept, '4285F4')).toEqual(fromSimpleIcon(svg, '4285F4'));
  });

  it('leaves every other module alone', () => {
    expect(transform.call({}, 'export default "x";', '/x/src/ui/logo.svg?raw')).toBeNull();
    expect(
      transform.call({}, `export default ${JSON.stringify(svg)};`, '/x/node_modules/simple-icons/icons/google.svg'),
    ).toBeNull();
  });
});

describe('shortChunkNames', () => {
  it('keeps of each hash the fewest characters, 4 or more, that no other file name starts with', () => {
    expect(shortNames(['AbCdEf.js', 'AbCdXy.js', 'QrStUv.js', 'Zz_-9a.js'], ['Zz_-.js.map'])).toEqual(
      new Map([
        ['AbCdEf.js', 'AbCdE.js'],
        ['AbCdXy.js', 'AbCdX.js'],
        ['QrStUv.js', 'QrSt.js'],
        ['Zz_-9a.js', 'Zz_-9.js'],
      ]),
    );
    expect(shortNames(['AbCdEf.js', 'AbCdEg.js'])).toEqual(new Map());
  });

  it("renames the lazy chunks and every reference to them, in code and in the chunks' facts", () => {
    const chunk = (
      fileName: string,
      code: string,
      imports: string[] = [],
      dynamicImports: string[] = [],
      isEntry = false,
    ) => ({
      type: 'chunk',
      fileName,
      code,
      imports,
      dynamicImports,
      isEntry,
      map: null,
    });
    const entry = chunk(
      'court-login.js',
      'import(`./Ab-dEf.js`);import("./QrStUv.js");var n="./Ab-dEf.jsx"',
      [],
      ['Ab-dEf.js', 'QrStUv.js'],
      true,
    );
    const flow = chunk('Ab-dEf.js', 'import{a}from"./court-login.js";import{b}from"./QrStUv.js";', [
      'court-login.js',
      'QrStUv.js',
    ]);
    const shared = chunk('QrStUv.js', 'export const b=1;');
    hook(shortChunkNames().generateBundle).call(
      {},
      {},
      { 'court-login.js': entry, 'Ab-dEf.js': flow, 'QrStUv.js': shared },
    );
    expect([entry.fileName, flow.fileName, shared.fileName]).toEqual(['court-login.js', 'Ab-d.js', 'QrSt.js']);
    expect(entry.code).toBe('import(`./Ab-d.js`);import("./QrSt.js");var n="./Ab-dEf.jsx"');
    expect(entry.dynamicImports).toEqual(['Ab-d.js', 'QrSt.js']);
    expect(flow.code).toBe('import{a}from"./court-login.js";import{b}from"./QrSt.js";');
    expect(flow.imports).toEqual(['court-login.js', 'QrSt.js']);
  });

  it('leaves a build with source maps alone: their positions would no longer match', () => {
    const mapped = {
      type: 'chunk',
      fileName: 'QrStUv.js',
      code: 'export const b=1;',
      imports: [],
      dynamicImports: [],
      isEntry: false,
      map: {},
    };
    hook(shortChunkNames().generateBundle).call({}, {}, { 'QrStUv.js': mapped });
    expect(mapped.fileName).toBe('QrStUv.js');
  });
});

describe('reactApisUsed', () => {
  const apis = (code: string) => {
    const { named, whole } = reactApisUsed(code);
    return whole ? 'everything' : [...named].sort();
  };

  it("reads the names a module imports from React's packages, and the members it reads of a whole one", () => {
    expect(
      apis(`import React, { useState as useOwnState } from 'react';
        import * as ReactDOM from 'react-dom';
        import { useCache } from './cache.ts';
        const use = React.use || ((promise) => promise);
        ReactDOM.createPortal(useOwnState(), document.body);`),
    ).toEqual(['createPortal', 'use', 'useState']);
  });

  it("reads a require's members and what is destructured from it", () => {
    expect(
      apis(`var React = require("react"); var { createRoot } = require("react-dom/client");
        exports.useStore = React.useSyncExternalStore; require("scheduler").unstable_now();`),
    ).toEqual(['createRoot', 'unstable_now', 'useSyncExternalStore']);
  });

  it('ignores the same words elsewhere: comments, strings, other objects', () => {
    expect(
      apis(`// preload the browser cache
        import { preload } from './loading.ts';
        const cache = new Map(); config.use(preload, 'browser', cache);`),
    ).toEqual([]);
  });

  it('is everything for a package handed on whole, read by a computed member or re-exported whole', () => {
    expect(apis(`import React from 'react'; window.devtools = React;`)).toBe('everything');
    expect(apis(`import * as React from 'react'; const hook = React[name];`)).toBe('everything');
    expect(apis(`export * from 'react-dom';`)).toBe('everything');
    expect(apis(`module.exports = require('react');`)).toBe('everything');
    expect(apis(`const { useState, ...rest } = require('react');`)).toBe('everything');
    expect(apis(`import * as React from 'react'; export { React };`)).toBe('everything');
    expect(apis(`export { default as React } from 'react';`)).toBe('everything');
    expect(apis(`import { default as React } from 'react'; globalThis.R = React;`)).toBe('everything');
    expect(apis(`const ReactDOM = await import('react-dom');`)).toBe('everything');
  });

  it('still names what a module handing a package on takes by name', () => {
    expect(reactApisUsed(`import React, { preload } from 'react-dom'; window.devtools = React;`)).toEqual({
      named: new Set(['preload']),
      whole: true,
    });
  });
});

describe('unreachedReactDom', () => {
  const reactDom = dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
  const client = readFileSync(join(reactDom, 'cjs/react-dom-client.production.js'), 'utf8');
  const parse = (code: string) => parseAst(code, { lang: 'js' }) as unknown as Node;
  const cut = (name: string) => CUTS.find((each) => each.name === name)!;
  const cutClient = (name: string, code = client) => cut(name).apply(code, parse(code));

  it('leaves the hooks whose exports are removed out of the four hook dispatchers, and keeps the others', () => {
    const code = cutClient('hooks');
    expect(code).not.toMatch(/^ {4}(useTransition|useActionState|useOptimistic|useEffectEvent|useMemoCache):/m);
    expect(code.match(/^ {4}useState:/gm)).toHaveLength(4);
    expect(code.match(/^ {4}useSyncExternalStore:/gm)).toHaveLength(4);
    expect(() => parse(code)).not.toThrow();
  });

  it('fails when a dispatcher is not as React 19.3 writes it', () => {
    expect(() => cutClient('hooks', client.replace('    useOptimistic: throwInvalidHookError,\n', ''))).toThrow(
      /has no useOptimistic/,
    );
    expect(() => cutClient('hooks', client.replace('HooksDispatcherOnRerender =', 'RerenderDispatcher ='))).toThrow(
      /found 3 of React DOM's 4/,
    );
  });

  it("finds a module reading a removed hook's name as a member", () => {
    expect(
      cut('hooks').uses(parse(`import * as React from 'react'; const [pending, start] = React.useTransition();`)),
    ).toBe('useTransition');
    expect(cut('hooks').uses(parse(`import * as React from 'react'; React.useState(); config.useTransitions;`))).toBe(
      undefined,
    );
  });

  it('commits without a view transition, and fails when React no longer falls back to the same steps', () => {
    const code = cutClient('viewTransitions');
    expect(code).not.toContain('= startViewTransition(');
    expect(code).toContain('  (flushMutationEffects(), flushLayoutEffects(), flushSpawnedWork());\n}');
    expect(() =>
      cutClient(
        'viewTransitions',
        client.replace('return mutationCallback(), layoutCallback(), spawnedWorkCallback(), null;', 'return null;'),
      ),
    ).toThrow(/expected once: return mutationCallback/);
  });

  it("leaves out the statement installing React DOM's dispatcher, and finds a module still calling it", () => {
    const code = cutClient('domDispatcher');
    expect(code).not.toContain('ReactDOMSharedInternals.d = {');
    expect(code).toContain('var previousDispatcher = ReactDOMSharedInternals.d;');
    expect(() =>
      cutClient(
        'domDispatcher',
        client.replace('  M: preinitModuleScript\n', '  M: preinitModuleScript,\n  P: preinitModuleScript\n'),
      ),
    ).toThrow(/has the keys f,r,D,C,L,m,X,S,M,P/);
    expect(cut('domDispatcher').uses(parse(`Internals.d.L(href, 'script');`))).toBe('.d.L');
    expect(cut('domDispatcher').uses(parse(`point.d.x; Internals.d; Internals.p.L;`))).toBe(undefined);
  });

  it("leaves out the form-action event plugin's call, and finds an element given an action that is no plain string", () => {
    const code = cutClient('formActions');
    expect(code.match(/extractEvents\$1\(/g)).toHaveLength(1);
    const uses = (source: string) => cut('formActions').uses(parse(source));
    expect(uses(`_jsx("form", { action: save, children: [] });`)).toBe(
      '<form> with the prop action not a plain string',
    );
    expect(uses(`React.createElement('button', { formAction: save });`)).toBe(
      '<button> with the prop formAction not a plain string',
    );
    // A component may hand its action on to a form.
    expect(uses(`jsxs(EditForm, { action: rename });`)).toBe('<EditForm> with the prop action not a plain string');
    expect(uses(`_jsx(EditButton, { action: "rename" }); _jsx("form", { onSubmit });`)).toBe(undefined);
    // Not an element: an analytics call.
    expect(uses(`track("form", { action: save });`)).toBe(undefined);
  });

  it('fails the build when a React API a cut relies on being removed is used again', () => {
    expect(reliedOnButKept()).toEqual([]);
    expect(reliedOnButKept([{ ...cut('viewTransitions'), relies: ['ViewTransition', 'useState'] }])).toEqual([
      'viewTransitions: useState',
    ]);
  });

  it('leaves out FragmentInstance, and finds a Fragment given a ref', () => {
    const code = cutClient('fragmentRefs');
    expect(code).not.toMatch(/\bFragmentInstance\b/);
    expect(() =>
      cutClient('fragmentRefs', client.replace('function FragmentInstance(', 'function FragmentHandle(')),
    ).toThrow(/expected once|FragmentInstance/);
    expect(cut('fragmentRefs').uses(parse(`_jsx(_Fragment, { ref: onFragment, children });`))).toBe(
      'a Fragment with a ref',
    );
    expect(cut('fragmentRefs').uses(parse(`_jsx(React.Fragment, { ref });`))).toBe('a Fragment with a ref');
    expect(cut('fragmentRefs').uses(parse(`_jsx(_Fragment, { children }); _jsx("input", { ref });`))).toBe(undefined);
  });

  it('hands the roots no default transition indicator, and fails once the root keeps one', () => {
    const code = cutClient('transitionIndicator');
    expect(code.match(/ {4}null\n {2}\);/g)?.length).toBeGreaterThanOrEqual(2);
    expect(code).not.toContain('    defaultOnDefaultTransitionIndicator\n');
    const keeping = client.replace(
      '  this.containerInfo = containerInfo;',
      '  this.containerInfo = containerInfo;\n  this.onDefaultTransitionIndicator = onDefaultTransitionIndicator;',
    );
    expect(() => cutClient('transitionIndicator', keeping)).toThrow(/named 5 times/);
  });

  it('makes every cut on the same source, and each still parses', () => {
    let code = client;
    for (const each of CUTS) code = each.apply(code, parse(code));
    expect(() => parse(code)).not.toThrow();
  });
});
