// What holds a page's JavaScript heap once it is quiet, by script, from one heap snapshot taken with
// allocation tracking on: the objects each script made (heap-objects.ts) and its functions' code
// (heap-code.ts), each byte counted once. Each of the element's chunks is named by what it holds.
// What is left is the engine's code that no script's function holds, and, as a check, the heap in use
// that no node of the snapshot accounts for (a few KiB either way: the snapshot is taken just after).
import type { BuiltChunk } from '../../demo/pages/build-element.ts';
import type { HeapCode } from './heap-code.ts';
import { mib, table } from './format.ts';
import { summarize } from './stats.ts';

/** Objects made with no script on the stack, or none recorded: the document's parsing, the browser's own objects. */
export const NO_SCRIPT = '(no script: the page and the browser)';

/** Who a module belongs to: its npm package, or its source folder (two levels below the project). */
export function ownerOf(moduleId: string, projectRoot: string): string {
  // A bundler's own modules (its runtime helpers) have ids that begin with a NUL character.
  moduleId = moduleId.replace(/^\0/, '');
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId);
  if (packaged) return packaged[1]!;
  const relative = moduleId.startsWith(projectRoot) ? moduleId.slice(projectRoot.length).replace(/^\//, '') : moduleId;
  const folders = relative.split('/').slice(0, -1);
  return folders.length > 0 ? folders.slice(0, 3).join('/') : relative;
}

/** What a chunk holds, by the owners of its modules with their share of its bytes, largest first (two at most). */
export function chunkHolds(chunk: Pick<BuiltChunk, 'moduleBytes'>, projectRoot: string): string {
  const byOwner = new Map<string, number>();
  let total = 0;
  for (const [id, bytes] of Object.entries(chunk.moduleBytes)) {
    const owner = ownerOf(id, projectRoot);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + bytes);
    total += bytes;
  }
  if (total === 0) return '';
  return [...byOwner]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([owner, bytes]) => `${owner} ${Math.round((100 * bytes) / total)}%`)
    .join(', ');
}

/** One load's heap once quiet: in use, in the snapshot, and its objects and code by script. */
export interface HeapLoad {
  usedBytes: number;
  /** The snapshot's nodes of the JavaScript heap, together. */
  snapshotBytes: number;
  objects: Map<string, number>;
  code: HeapCode;
}

export interface HeapShare {
  script: string;
  holds: string;
  /** The objects it made, median over the loads, MiB. */
  mib: number;
  /** Its functions' code, median over the loads, MiB. */
  codeMiB: number;
}

export interface PageHeap {
  usedMiB: number;
  /** Code that no script's function holds: the engine's own. */
  engineCodeMiB: number;
  /** In use and in no node of the snapshot: about nothing, a check of the reading. */
  outsideMiB: number;
  shares: HeapShare[];
}

const MIB = 1024 * 1024;

/** The medians of a page's loads, scripts holding the most first; `holds` names what a script file holds. */
export function pageHeap(loads: HeapLoad[], holds: (script: string) => string): PageHeap {
  const median = (values: number[]) => summarize(values).median;
  const scripts = new Set(loads.flatMap((load) => [...load.objects.keys(), ...load.code.byScript.keys()]));
  const shares = [...scripts]
    .map((script) => ({
      script,
      holds: holds(script),
      mib: median(loads.map((load) => load.objects.get(script) ?? 0)) / MIB,
      codeMiB: median(loads.map((load) => load.code.byScript.get(script) ?? 0)) / MIB,
    }))
    .sort((a, b) => b.mib + b.codeMiB - (a.mib + a.codeMiB));
  const sum = (bytes: Map<string, number>) => [...bytes.values()].reduce((total, one) => total + one, 0);
  return {
    usedMiB: median(loads.map((load) => load.usedBytes)) / MIB,
    engineCodeMiB: median(loads.map((load) => load.code.bytes - sum(load.code.byScript))) / MIB,
    outsideMiB: median(loads.map((load) => load.usedBytes - load.snapshotBytes)) / MIB,
    shares,
  };
}

/** Scripts holding less than this are summed in one row. */
const SMALLEST_ROW_MIB = 0.02;

/** The printed table of one page: each script's objects and code, the engine's, and the heap in use. */
export function heapTable(heap: PageHeap): string {
  const total = (share: HeapShare) => share.mib + share.codeMiB;
  const listed = heap.shares.filter((share) => total(share) >= SMALLEST_ROW_MIB);
  const rest = heap.shares.filter((share) => total(share) < SMALLEST_ROW_MIB);
  const row = (script: string, holds: string, objects: number, code: number) => [
    script,
    holds,
    mib(objects),
    mib(code),
    mib(objects + code),
  ];
  const rows = listed.map((share) => row(share.script, share.holds, share.mib, share.codeMiB));
  if (rest.length > 0) {
    const sum = (of: (share: HeapShare) => number) => rest.reduce((all, share) => all + of(share), 0);
    rows.push(
      row(
        `other scripts (${rest.length})`,
        '',
        sum((share) => share.mib),
        sum((share) => share.codeMiB),
      ),
    );
  }
  rows.push(row("(the engine's own code)", '', 0, heap.engineCodeMiB));
  rows.push(['(in use, in no node of the snapshot)', '', '', '', mib(heap.outsideMiB)]);
  rows.push(['in use once quiet', '', '', '', mib(heap.usedMiB)]);
  return table(['script', 'holds', 'objects', 'code', 'MiB'], rows);
}
