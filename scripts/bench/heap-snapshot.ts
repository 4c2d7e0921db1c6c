// A V8 heap snapshot (.heapsnapshot JSON, as CDP's HeapProfiler sends it) read as a graph: each node's
// type, name, size, edges and allocation trace, by index. heap-code.ts and heap-objects.ts read it.

/** The parts of a .heapsnapshot file read here (see V8's heap snapshot format). */
export interface HeapSnapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[], ...unknown[]];
      trace_function_info_fields?: string[];
      trace_node_fields?: string[];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
  /** With allocation tracking on: each function of a trace node, its fields one after another. */
  trace_function_infos?: number[];
  /** With allocation tracking on: the allocation stacks' tree, outermost frame first, nested arrays. */
  trace_tree?: unknown[];
}

export interface HeapGraph {
  count: number;
  typeOf(node: number): string;
  nameOf(node: number): string;
  sizeOf(node: number): number;
  /** The node's edges as [edge name (undefined for an index), target node]. */
  edgesOf(node: number): Generator<[string | undefined, number]>;
  /** The target of the node's edge of that name. */
  target(node: number, name: string): number | undefined;
  /** The allocation trace node that made it (0: none, or made before tracking began). */
  traceOf(node: number): number;
}

/** What V8 names `system / …` and types native but holds outside its heap: external strings' and buffers' bytes. */
const OUTSIDE_THE_HEAP = ['system / ExternalStringData', 'system / JSArrayBufferData'];

/**
 * Whether a node is in V8's JavaScript heap. Nodes typed native are Blink's own objects, but also
 * V8's internal records (`system / FunctionTemplateInfo`, `PropertyCell`…), which are in its heap;
 * the roots the snapshot makes up (synthetic) are not objects.
 */
export const inJsHeap = (type: string, name: string) =>
  type === 'native' ? name.startsWith('system / ') && !OUTSIDE_THE_HEAP.includes(name) : type !== 'synthetic';

export function heapGraph(heap: HeapSnapshot): HeapGraph {
  const { meta } = heap.snapshot;
  const nodeWidth = meta.node_fields.length;
  const edgeWidth = meta.edge_fields.length;
  const field = (name: string) => meta.node_fields.indexOf(name);
  const [nodeType, nodeName, selfSize, edgeCount] = ['type', 'name', 'self_size', 'edge_count'].map(field) as [
    number,
    number,
    number,
    number,
  ];
  const traceField = field('trace_node_id');
  const edgeType = meta.edge_fields.indexOf('type');
  const edgeName = meta.edge_fields.indexOf('name_or_index');
  const edgeTarget = meta.edge_fields.indexOf('to_node');
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const count = heap.nodes.length / nodeWidth;
  const firstEdge = new Uint32Array(count + 1);
  for (let node = 0, edge = 0; node < count; node += 1) {
    edge += heap.nodes[node * nodeWidth + edgeCount]! * edgeWidth;
    firstEdge[node + 1] = edge;
  }
  const at = (node: number, offset: number) => heap.nodes[node * nodeWidth + offset]!;
  function* edgesOf(node: number): Generator<[string | undefined, number]> {
    for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += edgeWidth) {
      // These two edge types carry an index rather than a name.
      const named = !['element', 'hidden'].includes(edgeTypes[heap.edges[edge + edgeType]!]!);
      yield [
        named ? heap.strings[heap.edges[edge + edgeName]!] : undefined,
        heap.edges[edge + edgeTarget]! / nodeWidth,
      ];
    }
  }
  return {
    count,
    typeOf: (node) => nodeTypes[at(node, nodeType)]!,
    nameOf: (node) => heap.strings[at(node, nodeName)]!,
    sizeOf: (node) => at(node, selfSize),
    edgesOf,
    target(node, name) {
      for (const [edge, to] of edgesOf(node)) if (edge === name) return to;
      return undefined;
    },
    traceOf: (node) => (traceField < 0 ? 0 : at(node, traceField)),
  };
}
