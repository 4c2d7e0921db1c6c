// @vitest-environment node
// The heap's code by script (scripts/bench/heap-code.ts), read from a heap snapshot in V8's format: a
// function's code belongs to its script, once, whether it hangs from the shared function info or the
// closure; the engine's builtins and functions of no script's URL are left out of every script.
import { describe, expect, it } from 'vitest';
import { codeByScript } from '../../../scripts/bench/heap-code.ts';
import { heapGraph } from '../../../scripts/bench/heap-snapshot.ts';
import { snapshot, type Node } from '../support/heap-snapshot.ts';

/** A script's node (20 bytes of code) and its URL's string, under `key` and `key + 'Url'`. */
const script = (key: string, url: string): Record<string, Node> => ({
  [`${key}Url`]: { type: 'string', name: url, size: 64 },
  [key]: { type: 'code', name: `system / Script${url ? ` / ${url}` : ''}`, size: 20, edges: [['name', `${key}Url`]] },
});

describe('codeByScript', () => {
  it("gives each function's code to its script once, and leaves the engine's to nobody", () => {
    const heap = snapshot({
      root: { type: 'synthetic', name: '', size: 0 },
      ...script('react', 'https://cdn.test/element/react.js'),
      ...script('entry', 'https://cdn.test/element/court-login.js?v=2'),
      ...script('evaluated', ''),
      scope: { type: 'code', name: 'system / ScopeInfo', size: 30 },
      render: {
        type: 'code',
        name: 'system / SharedFunctionInfo / render',
        size: 40,
        edges: [
          ['script', 'react'],
          ['name_or_scope_info', 'scope'],
          ['trusted_function_data', 'renderBytecode'],
        ],
      },
      // Its code refers to another script's function (as optimized code does to a function it
      // inlined): that function and its code stay its own script's.
      renderBytecode: { type: 'code', name: 'system / BytecodeArray', size: 200, edges: [['constant', 'paint']] },
      // An inner function sharing the outer scope: the scope is counted once.
      inner: {
        type: 'code',
        name: 'system / SharedFunctionInfo / inner',
        size: 40,
        edges: [
          ['script', 'react'],
          ['outer_scope_info', 'scope'],
        ],
      },
      renderClosure: {
        type: 'closure',
        name: 'render',
        size: 32,
        edges: [
          // A hidden edge's index is no name, even when it is the number of the string "shared".
          [{ index: 'shared' }, 'paint'],
          ['shared', 'render'],
          ['feedback_cell', 'cell'],
          ['code', 'lazy'],
        ],
      },
      cell: { type: 'code', name: 'system / FeedbackCell', size: 16, edges: [['value', 'vector']] },
      vector: { type: 'code', name: 'system / FeedbackVector', size: 64, edges: [['optimized', 'machine']] },
      machine: { type: 'code', name: 'system / InstructionStream', size: 500, edges: [['builtin', 'lazy']] },
      lazy: { type: 'code', name: 'system / Code / CompileLazy (builtin)', size: 8 },
      paint: {
        type: 'code',
        name: 'system / SharedFunctionInfo / paint',
        size: 40,
        edges: [
          ['script', 'entry'],
          ['trusted_function_data', 'paintBytecode'],
        ],
      },
      paintBytecode: { type: 'code', name: 'system / BytecodeArray', size: 60 },
      evalFunction: {
        type: 'code',
        name: 'system / SharedFunctionInfo / anonymous',
        size: 40,
        edges: [
          ['script', 'evaluated'],
          ['trusted_function_data', 'evalBytecode'],
        ],
      },
      evalBytecode: { type: 'code', name: 'system / BytecodeArray', size: 100 },
      object: { type: 'object', name: 'Object', size: 1000 },
    });
    const code = codeByScript(heapGraph(heap));
    expect(Object.fromEntries(code.byScript)).toEqual({
      'react.js': 40 + 30 + 200 + 40 + 16 + 64 + 500,
      'court-login.js': 40 + 60,
    });
    // Every code node: the two scripts' functions, the three scripts' own nodes, the builtin and the evaluated function.
    expect(code.bytes).toBe(890 + 100 + 3 * 20 + 8 + 140);
  });
});
