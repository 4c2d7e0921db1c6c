// What holds a page's JavaScript heap once it is quiet, by the script that allocated it: V8's sampling
// heap profile (a sample of the allocations still alive, each with the stack that made it) summed by
// the innermost frame that has a script URL, and each of the element's chunks named by what it holds.
// What no sample accounts for (compiled code, bytecode and the engine's own tables) is the heap in use
// minus the sampled total.
import type { BuiltChunk } from '../../demo/pages/build-element.ts';
import { fileOf } from './levels.ts';
import { mib, table } from './format.ts';
import { summarize } from './stats.ts';

/** The parts of CDP's HeapProfiler.SamplingHeapProfileNode read here. */
export interface ProfileNode {
  callFrame: { url: string };
  /** Bytes of the sampled allocations made at this stack that are still alive. */
  selfSize: number;
  children: ProfileNode[];
}

/** Allocations made with no script on the stack: the document's parsing, the browser's own objects. */
export const NO_SCRIPT = '(no script: the page and the browser)';

/** Live sampled bytes by script file name (NO_SCRIPT for none), walking the profile's tree. */
export function bytesByScript(head: ProfileNode): Map<string, number> {
  const bytes = new Map<string, number>();
  const visit = (node: ProfileNode, script: string) => {
    const here = node.callFrame.url ? fileOf(node.callFrame.url) : script;
    if (node.selfSize > 0) bytes.set(here, (bytes.get(here) ?? 0) + node.selfSize);
    for (const child of node.children) visit(child, here);
  };
  visit(head, NO_SCRIPT);
  return bytes;
}

/** Who a module belongs to: its npm package, or its source folder (two levels below the project). */
export function ownerOf(moduleId: string, projectRoot: string): string {
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

/** One load's heap once quiet: in use, and the sampled part by script. */
export interface HeapLoad {
  usedBytes: number;
  byScript: Map<string, number>;
}

export interface HeapShare {
  script: string;
  holds: string;
  /** Median over the loads, MiB. */
  mib: number;
}

export interface PageHeap {
  usedMiB: number;
  /** In use and not in any sample: compiled code, bytecode, the engine's tables. */
  unsampledMiB: number;
  shares: HeapShare[];
}

const MIB = 1024 * 1024;

/** The medians of a page's loads, scripts largest first; `holds` names what a script file holds. */
export function pageHeap(loads: HeapLoad[], holds: (script: string) => string): PageHeap {
  const median = (values: number[]) => summarize(values).median;
  const scripts = new Set(loads.flatMap((load) => [...load.byScript.keys()]));
  const shares = [...scripts]
    .map((script) => ({
      script,
      holds: holds(script),
      mib: median(loads.map((load) => load.byScript.get(script) ?? 0)) / MIB,
    }))
    .sort((a, b) => b.mib - a.mib);
  const sampled = (load: HeapLoad) => [...load.byScript.values()].reduce((sum, bytes) => sum + bytes, 0);
  return {
    usedMiB: median(loads.map((load) => load.usedBytes)) / MIB,
    unsampledMiB: median(loads.map((load) => load.usedBytes - sampled(load))) / MIB,
    shares,
  };
}

/** Scripts holding less than this are summed in one row: a sample is a few hundred bytes. */
const SMALLEST_ROW_MIB = 0.02;

/** The printed table of one page: each script's share, the unsampled rest, and the total in use. */
export function heapTable(heap: PageHeap): string {
  const listed = heap.shares.filter((share) => share.mib >= SMALLEST_ROW_MIB);
  const rest = heap.shares.filter((share) => share.mib < SMALLEST_ROW_MIB);
  const rows = listed.map((share) => [share.script, share.holds, mib(share.mib)]);
  if (rest.length > 0)
    rows.push([`other scripts (${rest.length})`, '', mib(rest.reduce((sum, share) => sum + share.mib, 0))]);
  rows.push(['(not sampled: compiled code, bytecode, engine tables)', '', mib(heap.unsampledMiB)]);
  rows.push(['in use once quiet', '', mib(heap.usedMiB)]);
  return table(['script', 'holds', 'MiB'], rows);
}
