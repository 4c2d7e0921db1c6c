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
        root: { type: 'synthetic', name: '', size: 0 },
        // Made by React, called from the entry.
        fiber: { type: 'object', name: 'FiberNode', size: 100, trace: 3 },
        // Made by a builtin React called: React's.
        list: { type: 'array', name: '', size: 30, trace: 4 },
        // Made by the entry itself.
        config: { type: 'object', name: 'Object', size: 50, trace: 2 },
        // Made with no script on the stack (the parser), and before tracking began.
        parsed: { type: 'object', name: 'HTMLDivElement', size: 20, trace: 5 },
        early: { type: 'string', name: 'text', size: 8 },
        // Code goes to its function's script (heap-code.ts); Blink's own objects are no part of the JavaScript heap.
        bytecode: { type: 'code', name: 'system / BytecodeArray', size: 500, trace: 3 },
        element: { type: 'native', name: 'HTMLDivElement', size: 300, trace: 2 },
      },
      [
        {
          id: 1,
          name: '(root)',
          script: '',
          calls: [
            {
              id: 2,
              name: 'mount',
              script: ENTRY,
              calls: [{ id: 3, name: 'createFiber', script: REACT, calls: [{ id: 4, name: 'map', script: '' }] }],
            },
            { id: 5, name: '(parser)', script: '' },
          ],
        },
      ],
    );
    const graph = heapGraph(heap);
    expect(Object.fromEntries(objectsByScript(heap, graph))).toEqual({
      'react.js': 130,
      'court-login.js': 50,
      [NO_SCRIPT]: 28,
    });
    // The JavaScript heap's nodes: every one but Blink's and the synthetic root.
    expect(jsHeapBytes(graph)).toBe(130 + 50 + 28 + 500);
  });

  it('gives every object to no script when the snapshot has no allocation stacks', () => {
    const heap = snapshot({ one: { type: 'object', name: 'Object', size: 40 } });
    delete heap.trace_tree;
    delete heap.trace_function_infos;
    expect(Object.fromEntries(objectsByScript(heap, heapGraph(heap)))).toEqual({ [NO_SCRIPT]: 40 });
  });
});
