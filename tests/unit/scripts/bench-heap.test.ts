// @vitest-environment node
// What holds the heap, by script (scripts/bench/heap-attribution.ts): a chunk is named by the owners
// of most of its bytes; the table lists the larger scripts with their objects and code, medians of
// the loads, sums the rest, and shows the engine's code and, as a check, what no node of the snapshot holds.
import { describe, expect, it } from 'vitest';
import { chunkHolds, heapTable, ownerOf, pageHeap } from '../../../scripts/bench/heap-attribution.ts';
import { mib } from '../../../scripts/bench/format.ts';

const MIB = 1024 * 1024;

describe('chunkHolds', () => {
  const root = '/project/';
  it('names packages and source folders with their share of the chunk, largest first', () => {
    expect(ownerOf('/project/node_modules/@scope/pkg/dist/a.js', root)).toBe('@scope/pkg');
    expect(ownerOf('/project/node_modules/react-dom/cjs/x.js', root)).toBe('react-dom');
    expect(ownerOf('/project/src/products/otp/screens/Form.tsx', root)).toBe('src/products/otp');
    expect(ownerOf('/project/src/widget/Widget.tsx', root)).toBe('src/widget');
    expect(ownerOf('\0rolldown/runtime.js', root)).toBe('rolldown');
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
  it("takes each script's objects and code, medians over the loads, ranked by the two together", () => {
    const load = (
      usedMiB: number,
      snapshotMiB: number,
      objects: [string, number][],
      code: [string, number][],
      codeMiB: number,
    ) => ({
      usedBytes: usedMiB * MIB,
      snapshotBytes: snapshotMiB * MIB,
      objects: new Map(objects.map(([script, one]) => [script, one * MIB])),
      code: { bytes: codeMiB * MIB, byScript: new Map(code.map(([script, one]) => [script, one * MIB])) },
    });
    const loads = [
      load(
        3,
        2.6,
        [
          ['a.js', 1],
          ['b.js', 0.01],
          ['c.js', 0.1],
        ],
        [
          ['a.js', 0.8],
          ['c.js', 1.5],
        ],
        2.6,
      ),
      load(
        2,
        1.8,
        [
          ['a.js', 0.5],
          ['c.js', 0.2],
        ],
        [
          ['a.js', 0.4],
          ['c.js', 1.4],
        ],
        1.9,
      ),
      load(
        4,
        3.7,
        [
          ['a.js', 0.7],
          ['b.js', 0.01],
          ['c.js', 0.1],
        ],
        [
          ['a.js', 1],
          ['c.js', 1.6],
        ],
        2.8,
      ),
    ];
    const heap = pageHeap(loads, (script) => (script === 'a.js' ? 'react-dom 90%' : ''));
    expect(heap.usedMiB).toBe(3);
    // c.js made fewer objects than a.js, but holds more with its code.
    expect(heap.shares.map((share) => [share.script, share.mib, share.codeMiB])).toEqual([
      ['c.js', 0.1, 1.5],
      ['a.js', 0.7, 0.8],
      ['b.js', 0.01, 0],
    ]);
    // Per load, then the median (not from the medians, which give 0.3): code of no script 0.3, 0.1, 0.2 → 0.2.
    expect(heap.engineCodeMiB).toBeCloseTo(0.2, 5);
    // In use and in no node, per load (the medians would give 0.4): 0.4, 0.2, 0.3 → 0.3.
    expect(heap.outsideMiB).toBeCloseTo(0.3, 5);
    const rows = heapTable(heap).split('\n');
    expect(rows[0]).toMatch(/^\| script +\| holds +\| objects \| code +\| MiB +\|$/);
    expect(rows[2]).toMatch(/^\| c\.js +\| +\| 0\.10 +\| 1\.50 \| 1\.60 \|$/);
    expect(rows[3]).toMatch(/^\| a\.js +\| react-dom 90% +\| 0\.70 +\| 0\.80 \| 1\.50 \|$/);
    expect(rows[4]).toMatch(/^\| other scripts \(1\) +\| +\| 0\.01 +\| 0\.00 \| 0\.01 \|$/);
    expect(rows[5]).toMatch(/engine's own code.*\| 0\.00 +\| 0\.20 \| 0\.20 \|$/);
    expect(rows[6]).toMatch(/in no node of the snapshot.*\| 0\.30 \|$/);
    expect(rows[7]).toMatch(/in use once quiet.*\| 3\.00 \|$/);
  });
});

describe('mib', () => {
  it('writes a figure that rounds to nothing as 0.00, from either side', () => {
    expect(mib(-0.001)).toBe('0.00');
    expect(mib(0.004)).toBe('0.00');
    expect(mib(-0.25)).toBe('-0.25');
    expect(mib(1.005 + 0.001)).toBe('1.01');
  });
});
