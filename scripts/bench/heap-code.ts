// The heap's compiled code by script, from a V8 heap snapshot: what the sampling heap profiler never
// sees (heap-attribution.ts). A function's bytecode, machine code (baseline, Maglev, TurboFan), scope
// and feedback tables are nodes of type "code" reached from its SharedFunctionInfo or its closure,
// and the SharedFunctionInfo names its script. Code that no script's function reaches (the engine's
// own stubs and tables, builtins) is left to the caller as the remainder.
import { fileOf } from './levels.ts';

/** The parts of a .heapsnapshot file read here (see V8's heap snapshot format). */
export interface HeapSnapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[], ...unknown[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

export interface HeapCode {
  /** Bytes of code nodes by the file name of the script whose functions hold them. */
  byScript: Map<string, number>;
  /** Bytes of every code node, whoever holds it. */
  bytes: number;
}

const FUNCTION_INFO = 'system / SharedFunctionInfo';
const SCRIPT = 'system / Script';

export function codeByScript(heap: HeapSnapshot): HeapCode {
  const { meta } = heap.snapshot;
  const nodeWidth = meta.node_fields.length;
  const edgeWidth = meta.edge_fields.length;
  const [nodeType, nodeName, selfSize, edgeCount] = ['type', 'name', 'self_size', 'edge_count'].map((field) =>
    meta.node_fields.indexOf(field),
  ) as [number, number, number, number];
  const [edgeName, edgeTarget] = ['name_or_index', 'to_node'].map((field) => meta.edge_fields.indexOf(field)) as [
    number,
    number,
  ];
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const edgeType = meta.edge_fields.indexOf('type');
  const count = heap.nodes.length / nodeWidth;

  const firstEdge = new Uint32Array(count + 1);
  for (let node = 0, edge = 0; node < count; node += 1) {
    firstEdge[node] = edge;
    edge += heap.nodes[node * nodeWidth + edgeCount]! * edgeWidth;
    firstEdge[node + 1] = edge;
  }
  const typeOf = (node: number) => nodeTypes[heap.nodes[node * nodeWidth + nodeType]!];
  const nameOf = (node: number) => heap.strings[heap.nodes[node * nodeWidth + nodeName]!]!;
  const sizeOf = (node: number) => heap.nodes[node * nodeWidth + selfSize]!;
  /** The node's edges as [edge name (undefined for an index), target node]. */
  function* edgesOf(node: number): Generator<[string | undefined, number]> {
    for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += edgeWidth) {
      const named = !['element', 'hidden'].includes(edgeTypes[heap.edges[edge + edgeType]!]!);
      const name = named ? heap.strings[heap.edges[edge + edgeName]!] : undefined;
      yield [name, heap.edges[edge + edgeTarget]! / nodeWidth];
    }
  }
  const target = (node: number, name: string) => {
    for (const [edge, to] of edgesOf(node)) if (edge === name) return to;
    return undefined;
  };
  const isFunctionInfo = (node: number) => nameOf(node).startsWith(FUNCTION_INFO);
  // Builtins' code is the engine's, shared by every function that calls through it.
  const isOwnCode = (node: number) =>
    typeOf(node) === 'code' &&
    !isFunctionInfo(node) &&
    !nameOf(node).startsWith(SCRIPT) &&
    !/\(builtin\)$/.test(nameOf(node));

  const scriptFiles = new Map<number, string | undefined>();
  const scriptOf = (functionInfo: number): string | undefined => {
    const script = target(functionInfo, 'script');
    if (script === undefined) return undefined;
    if (!scriptFiles.has(script)) {
      const name = target(script, 'name');
      const url = name === undefined ? '' : nameOf(name);
      scriptFiles.set(script, /^https?:/.test(url) ? fileOf(url) : undefined);
    }
    return scriptFiles.get(script);
  };

  const byScript = new Map<string, number>();
  const claimed = new Uint8Array(count);
  /** Adds the unclaimed code reached from these nodes, through code nodes only, to the script. */
  const claim = (file: string, from: number[]) => {
    const stack = [...from];
    let bytes = 0;
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (claimed[node]) continue;
      claimed[node] = 1;
      bytes += sizeOf(node);
      for (const [, to] of edgesOf(node)) if (!claimed[to] && isOwnCode(to)) stack.push(to);
    }
    byScript.set(file, (byScript.get(file) ?? 0) + bytes);
  };
  let bytes = 0;
  for (let node = 0; node < count; node += 1) {
    if (typeOf(node) === 'code') bytes += sizeOf(node);
    const file = isFunctionInfo(node) ? scriptOf(node) : undefined;
    if (file !== undefined) claim(file, [node]);
  }
  // Optimized code and the feedback (its cell and vector) hang from the closure, not the shared info.
  for (let node = 0; node < count; node += 1) {
    if (typeOf(node) !== 'closure') continue;
    const shared = target(node, 'shared');
    const file = shared === undefined ? undefined : scriptOf(shared);
    if (file !== undefined) claim(file, [...edgesOf(node)].map(([, to]) => to).filter(isOwnCode));
  }
  return { byScript, bytes };
}
