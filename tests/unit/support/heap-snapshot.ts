// Heap snapshots in V8's format, written by a test as nodes by key: what scripts/bench/heap-snapshot.ts reads.
import type { HeapSnapshot } from '../../../scripts/bench/heap-snapshot.ts';

const NODE_TYPES = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'native', 'synthetic'];
const EDGE_TYPES = ['context', 'element', 'property', 'internal', 'hidden', 'shortcut', 'weak'];

export interface Node {
  type: string;
  name: string;
  size: number;
  /**
   * [name, target's key] for a named edge. A hidden edge has an index, not a name: `{ index: text }`
   * gives it the number of the string `text` in the snapshot's strings, the number a reader taking
   * the index for a name would read as that text.
   */
  edges?: [name: string | { index: string }, to: string][];
  /** The allocation trace node that made it (0 or none: untracked). */
  trace?: number;
}

/** A frame of an allocation stack: its trace node's id, its function and the frames it called. */
export interface TraceFrame {
  id: number;
  /** The function: frames of one function share its entry in the snapshot's function infos. */
  name: string;
  /** The script's URL ('' for a builtin or native function). */
  script: string;
  calls?: TraceFrame[];
}

/**
 * A snapshot of these nodes by key (edges name their target's key), with these allocation stacks;
 * `null` for a snapshot taken without allocation tracking, which has no trace field at all.
 */
export function snapshot(nodes: Record<string, Node>, traces: TraceFrame[] | null = []): HeapSnapshot {
  const keys = Object.keys(nodes);
  const strings: string[] = [];
  const string = (text: string) => (strings.includes(text) ? strings.indexOf(text) : strings.push(text) - 1);
  const tracked = traces !== null;
  const fields = [
    'type',
    'name',
    'id',
    'self_size',
    'edge_count',
    ...(tracked ? ['trace_node_id'] : []),
    'detachedness',
  ];
  const flatNodes: number[] = [];
  const flatEdges: number[] = [];
  keys.forEach((key, index) => {
    const node = nodes[key]!;
    const edges = node.edges ?? [];
    flatNodes.push(
      NODE_TYPES.indexOf(node.type),
      string(node.name),
      index * 2 + 1,
      node.size,
      edges.length,
      ...(tracked ? [node.trace ?? 0] : []),
      0,
    );
    for (const [name, to] of edges) {
      const target = keys.indexOf(to) * fields.length;
      if (typeof name === 'string') flatEdges.push(EDGE_TYPES.indexOf('internal'), string(name), target);
      else flatEdges.push(EDGE_TYPES.indexOf('hidden'), string(name.index), target);
    }
  });
  const functionInfos: number[] = [];
  const functions: string[] = [];
  const tree = (frames: TraceFrame[]): unknown[] =>
    frames.flatMap((frame) => {
      const key = `${frame.name} ${frame.script}`;
      if (!functions.includes(key)) {
        functions.push(key);
        functionInfos.push(functions.length, string(frame.name), string(frame.script), 0, 0, 0);
      }
      return [frame.id, functions.indexOf(key), 1, 0, tree(frame.calls ?? [])];
    });
  const traceTree = tree(traces ?? []);
  return {
    snapshot: {
      meta: {
        node_fields: fields,
        node_types: [NODE_TYPES],
        edge_fields: ['type', 'name_or_index', 'to_node'],
        edge_types: [EDGE_TYPES],
        ...(tracked && {
          trace_function_info_fields: ['function_id', 'name', 'script_name', 'script_id', 'line', 'column'],
          trace_node_fields: ['id', 'function_info_index', 'count', 'size', 'children'],
        }),
      },
    },
    nodes: flatNodes,
    edges: flatEdges,
    strings,
    ...(tracked && { trace_function_infos: functionInfos, trace_tree: traceTree }),
  };
}
