// @vitest-environment node
// The heap's code by script (scripts/bench/heap-code.ts), read from a heap snapshot in V8's format: a
// function's code belongs to its script, once, whether it hangs from the shared function info or the
// closure; the engine's builtins and functions of no script's URL are left out of every script.
import { describe, expect, it } from 'vitest';
import { codeByScript, type HeapSnapshot } from '../../../scripts/bench/heap-code.ts';

const NODE_TYPES = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'synthetic'];
const EDGE_TYPES = ['context', 'element', 'property', 'internal', 'hidden', 'shortcut', 'weak'];

interface Node {
  type: string;
  name: string;
  size: number;
  edges?: [name: string, to: string][];
}

/** A snapshot of these nodes, by key; edges name their target's key. */
function snapshot(nodes: Record<string, Node>): HeapSnapshot {
  const keys = Object.keys(nodes);
  const strings: string[] = [];
  const string = (text: string) => (strings.includes(text) ? strings.indexOf(text) : strings.push(text) - 1);
  const fields = ['type', 'name', 'id', 'self_size', 'edge_count', 'detachedness'];
  const flatNodes: number[] = [];
  const flatEdges: number[] = [];
  keys.forEach((key, index) => {
    const node = nodes[key]!;
    const edges = node.edges ?? [];
    flatNodes.push(NODE_TYPES.indexOf(node.type), string(node.name), index * 2 + 1, node.size, edges.length, 0);
    for (const [name, to] of edges)
      flatEdges.push(EDGE_TYPES.indexOf('internal'), string(name), keys.indexOf(to) * fields.length);
  });
  return {
    snapshot: {
      meta: {
        node_fields: fields,
        node_types: [NODE_TYPES],
        edge_fields: ['type', 'name_or_index', 'to_node'],
        edge_types: [EDGE_TYPES],
      },
    },
    nodes: flatNodes,
    edges: flatEdges,
    strings,
  };
}

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
      renderBytecode: { type: 'code', name: 'system / BytecodeArray', size: 200 },
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
    const code = codeByScript(heap);
    expect(Object.fromEntries(code.byScript)).toEqual({
      'react.js': 40 + 30 + 200 + 40 + 16 + 64 + 500,
      'court-login.js': 40 + 60,
    });
    // Every code node: the three scripts, the builtin and the evaluated function's too.
    expect(code.bytes).toBe(3 * 20 + 890 + 100 + 8 + 140);
  });
});
