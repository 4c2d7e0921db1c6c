// @vitest-environment node
// What holds the heap, by script (scripts/bench/heap-attribution.ts): a sampled allocation belongs to
// the innermost frame with a script URL; a chunk is named by the owners of most of its bytes; the
// table lists the larger scripts with their objects and code, sums the rest, and shows the engine's
// own code and what neither accounts for.
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
import { mib } from '../../../scripts/bench/format.ts';

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
  it("takes each script's objects and code, medians over the loads, and the engine's code and the rest in rows of their own", () => {
    const code = (bytes: number, byScript: [string, number][]) => ({ bytes, byScript: new Map(byScript) });
    const loads = [
      {
        usedBytes: 3 * MIB,
        byScript: new Map([
          ['a.js', 1 * MIB],
          ['b.js', 0.01 * MIB],
        ]),
        code: code(1 * MIB, [['a.js', 0.8 * MIB]]),
      },
      { usedBytes: 2 * MIB, byScript: new Map([['a.js', 0.5 * MIB]]), code: code(0.5 * MIB, [['a.js', 0.4 * MIB]]) },
      {
        usedBytes: 4 * MIB,
        byScript: new Map([
          ['a.js', 0.7 * MIB],
          ['b.js', 0.01 * MIB],
          ['c.js', 0.1 * MIB],
        ]),
        code: code(1.5 * MIB, [
          ['a.js', 1 * MIB],
          ['c.js', 0.3 * MIB],
        ]),
      },
    ];
    const heap = pageHeap(loads, (script) => (script === 'a.js' ? 'react-dom 90%' : ''));
    expect(heap.usedMiB).toBe(3);
    // Ordered by objects and code together: c.js's median is no objects and no code (two loads lack it).
    expect(heap.shares.map((share) => [share.script, share.mib, share.codeMiB])).toEqual([
      ['a.js', 0.7, 0.8],
      ['b.js', 0.01, 0],
      ['c.js', 0, 0],
    ]);
    // Code of no script, per load: 0.2, 0.1, 0.2 → 0.2.
    expect(heap.engineCodeMiB).toBeCloseTo(0.2, 5);
    // In use minus objects minus code, per load: 0.99, 1, 1.69 → 1.
    expect(heap.restMiB).toBeCloseTo(1, 5);
    const rows = heapTable(heap).split('\n');
    expect(rows[0]).toMatch(/^\| script +\| holds +\| objects \| code +\| MiB +\|$/);
    expect(rows[2]).toMatch(/^\| a\.js +\| react-dom 90% +\| 0\.70 +\| 0\.80 \| 1\.50 \|$/);
    expect(rows[3]).toMatch(/^\| other scripts \(2\) +\| +\| 0\.01 +\| 0\.00 \| 0\.01 \|$/);
    expect(rows[4]).toMatch(/engine's own code.*\| 0\.00 +\| 0\.20 \| 0\.20 \|$/);
    expect(rows[5]).toMatch(/the rest.*\| 1\.00 \|$/);
    expect(rows[6]).toMatch(/in use once quiet.*\| 3\.00 \|$/);
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
