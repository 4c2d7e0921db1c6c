// @vitest-environment node
// The heap's objects by the script that made them (scripts/bench/heap-objects.ts), from a snapshot
// with allocation stacks: an object goes to the innermost frame of its stack that has a script URL;
// one made with no script on the stack, or before tracking began, to no script; code and Blink's own
// objects are not counted here.
import { describe, expect, it } from 'vitest';
import { NO_SCRIPT } from '../../../scripts/bench/heap-attribution.ts';
import { jsHeapBytes, objectsByScript } from '../../../scripts/bench/heap-objects.ts';
import { heapGraph } from '../../../scripts/bench/heap-snapshot.ts';
import { snapshot } from '../support/heap-snapshot.ts';

const ENTRY = 'https://cdn.test/element/court-login.js';
const REACT = 'https://cdn.test/element/react.js?v=1';

describe('objectsByScript', () => {
  it('gives each object to the innermost script on the stack that made it', () => {
    const heap = snapshot(
      {
        root: { type: 'synthetic', name: '', size: 16 },
        // Made by React, called from the entry.
        fiber: { type: 'object', name: 'FiberNode', size: 100, trace: 12 },
        // Made by a builtin React called: React's.
        list: { type: 'array', name: '', size: 30, trace: 13 },
        // Made by the entry itself, and by the same builtin called from the entry: the entry's.
        config: { type: 'object', name: 'Object', size: 50, trace: 11 },
        copy: { type: 'array', name: '', size: 10, trace: 15 },
        // One of V8's own records, typed native: in its heap.
        cell: { type: 'native', name: 'system / PropertyCell', size: 40, trace: 11 },
        // Made with no script on the stack (the parser), and with none recorded.
        parsed: { type: 'object', name: 'HTMLDivElement', size: 20, trace: 14 },
        early: { type: 'string', name: 'text', size: 8 },
        // Code goes to its function's script (heap-code.ts). Blink's own objects, and the bytes of an
        // external string, are outside V8's heap; a root the snapshot makes up is no object.
        bytecode: { type: 'code', name: 'system / BytecodeArray', size: 500, trace: 12 },
        element: { type: 'native', name: 'HTMLDivElement', size: 300, trace: 11 },
        external: { type: 'native', name: 'system / ExternalStringData', size: 700, trace: 11 },
      },
      [
        {
          id: 10,
          name: '(root)',
          script: '',
          calls: [
            {
              id: 11,
              name: 'mount',
              script: ENTRY,
              calls: [
                { id: 12, name: 'createFiber', script: REACT, calls: [{ id: 13, name: 'map', script: '' }] },
                { id: 15, name: 'map', script: '' },
              ],
            },
            { id: 14, name: '(parser)', script: '' },
          ],
        },
      ],
    );
    const graph = heapGraph(heap);
    expect(Object.fromEntries(objectsByScript(heap, graph))).toEqual({
      'react.js': 130,
      'court-login.js': 100,
      [NO_SCRIPT]: 28,
    });
    // The JavaScript heap's nodes: code too, but not Blink's, the external string's bytes nor the root.
    expect(jsHeapBytes(graph)).toBe(130 + 100 + 28 + 500);
  });

  it('gives every object to no script in a snapshot taken without allocation tracking', () => {
    const heap = snapshot({ one: { type: 'object', name: 'Object', size: 40 } }, null);
    expect(heap.snapshot.meta.node_fields).not.toContain('trace_node_id');
    expect(Object.fromEntries(objectsByScript(heap, heapGraph(heap)))).toEqual({ [NO_SCRIPT]: 40 });
  });
});
