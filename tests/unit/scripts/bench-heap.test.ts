// @vitest-environment node
// What holds the heap, by script (scripts/bench/heap-attribution.ts): a sampled allocation belongs to
// the innermost frame with a script URL; a chunk is named by the owners of most of its bytes; the
// table lists the larger scripts, sums the rest and shows what no sample accounts for.
import { describe, expect, it } from 'vitest';
import {
  bytesByScript,
  chunkHolds,
  heapTable,
  NO_SCRIPT,
  ownerOf,
  pageHeap,
  type ProfileNode,
} from '../../../scripts/bench/heap-attribution.ts';

const node = (url: string, selfSize: number, children: ProfileNode[] = []): ProfileNode => ({
  callFrame: { url },
  selfSize,
  children,
});

const MIB = 1024 * 1024;

describe('bytesByScript', () => {
  it('gives each allocation to the innermost frame that has a script, and the rest to the page', () => {
    const head = node('', 0, [
      node('', 100),
      node('https://cdn.test/element/court-login.js', 10, [
        node('https://cdn.test/element/react.js', 30, [node('', 5)]),
        node('', 7),
      ]),
      node('https://cdn.test/element/react.js?v=1', 3),
    ]);
    expect(Object.fromEntries(bytesByScript(head))).toEqual({
      [NO_SCRIPT]: 100,
      'court-login.js': 17,
      'react.js': 38,
    });
  });
});

describe('chunkHolds', () => {
  const root = '/project/';
  it('names packages and source folders with their share of the chunk, largest first', () => {
    expect(ownerOf('/project/node_modules/@scope/pkg/dist/a.js', root)).toBe('@scope/pkg');
    expect(ownerOf('/project/node_modules/react-dom/cjs/x.js', root)).toBe('react-dom');
    expect(ownerOf('/project/src/products/otp/screens/Form.tsx', root)).toBe('src/products/otp');
    expect(ownerOf('/project/src/widget/Widget.tsx', root)).toBe('src/widget');
    expect(
      chunkHolds(
        {
          moduleBytes: {
            '/project/node_modules/react-dom/a.js': 900,
            '/project/src/widget/A.tsx': 60,
            '/project/src/widget/B.tsx': 20,
            '/project/src/ui/C.tsx': 20,
          },
        },
        root,
      ),
    ).toBe('react-dom 90%, src/widget 8%');
    expect(chunkHolds({ moduleBytes: {} }, root)).toBe('');
  });
});

describe('pageHeap and heapTable', () => {
  it('takes each script’s median over the loads and leaves the unsampled rest in a row of its own', () => {
    const loads = [
      {
        usedBytes: 3 * MIB,
        byScript: new Map([
          ['a.js', 1 * MIB],
          ['b.js', 0.01 * MIB],
        ]),
      },
      { usedBytes: 2 * MIB, byScript: new Map([['a.js', 0.5 * MIB]]) },
      {
        usedBytes: 4 * MIB,
        byScript: new Map([
          ['a.js', 0.7 * MIB],
          ['b.js', 0.01 * MIB],
        ]),
      },
    ];
    const heap = pageHeap(loads, (script) => (script === 'a.js' ? 'react-dom 90%' : ''));
    expect(heap.usedMiB).toBe(3);
    expect(heap.shares.map((share) => [share.script, share.mib])).toEqual([
      ['a.js', 0.7],
      ['b.js', 0.01],
    ]);
    // In use minus sampled, per load: 1.99, 1.5, 3.29 → median 1.99.
    expect(heap.unsampledMiB).toBeCloseTo(1.99, 5);
    const rows = heapTable(heap).split('\n');
    expect(rows[2]).toMatch(/^\| a\.js +\| react-dom 90% +\| 0\.70 \|$/);
    expect(rows[3]).toMatch(/^\| other scripts \(1\) +\| +\| 0\.01 \|$/);
    expect(rows[4]).toMatch(/not sampled.*\| 1\.99 \|$/);
    expect(rows[5]).toMatch(/in use once quiet.*\| 3\.00 \|$/);
  });
});
