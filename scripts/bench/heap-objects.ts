// The heap's objects by the script that made them, from a V8 heap snapshot taken with allocation
// tracking on (heap-snapshot.ts): each object still alive has the stack that allocated it, and goes
// to the innermost frame of that stack with a script URL. Objects made with no script on the stack
// (the document's parsing, the browser's own), or with no stack recorded (made before tracking began,
// off the main thread, or from the engine's start-up snapshot: among them strings a script's code
// holds) go to NO_SCRIPT. Code is left out: heap-code.ts gives it to the function it belongs to, not
// to whoever caused its compilation.
import { NO_SCRIPT } from './heap-attribution.ts';
import { inJsHeap, type HeapGraph, type HeapSnapshot } from './heap-snapshot.ts';
import { fileOf } from './levels.ts';

/** Each trace node's innermost script file (undefined: no frame of its stack has a script URL). */
function traceScripts(heap: HeapSnapshot): Map<number, string | undefined> {
  const meta = heap.snapshot.meta;
  const functionFields = meta.trace_function_info_fields ?? [];
  const nodeFields = meta.trace_node_fields ?? [];
  const infos = heap.trace_function_infos ?? [];
  const scriptField = functionFields.indexOf('script_name');
  const [idField, functionField, childrenField] = ['id', 'function_info_index', 'children'].map((name) =>
    nodeFields.indexOf(name),
  ) as [number, number, number];
  const scriptOfFunction = (index: number) => {
    const url = heap.strings[infos[index * functionFields.length + scriptField]!] ?? '';
    return /^https?:/.test(url) ? fileOf(url) : undefined;
  };
  const scripts = new Map<number, string | undefined>();
  // No stacks (a snapshot taken without allocation tracking), or none this reader can step through.
  if (nodeFields.length === 0) return scripts;
  // Iterative, outermost frames first: a frame without a script takes its caller's.
  const stack: [unknown[], string | undefined][] = [[heap.trace_tree ?? [], undefined]];
  while (stack.length > 0) {
    const [siblings, caller] = stack.pop()!;
    for (let at = 0; at < siblings.length; at += nodeFields.length) {
      const id = siblings[at + idField] as number;
      const script = scriptOfFunction(siblings[at + functionField] as number) ?? caller;
      scripts.set(id, script);
      stack.push([siblings[at + childrenField] as unknown[], script]);
    }
  }
  return scripts;
}

/** Bytes of the JavaScript heap's objects other than code, by the file name of the script that made them. */
export function objectsByScript(heap: HeapSnapshot, graph: HeapGraph): Map<string, number> {
  const scripts = traceScripts(heap);
  const bytes = new Map<string, number>();
  for (let node = 0; node < graph.count; node += 1) {
    const type = graph.typeOf(node);
    if (type === 'code' || !inJsHeap(type, graph.nameOf(node))) continue;
    const script = scripts.get(graph.traceOf(node)) ?? NO_SCRIPT;
    bytes.set(script, (bytes.get(script) ?? 0) + graph.sizeOf(node));
  }
  return bytes;
}

/** Bytes of every node of the JavaScript heap in the snapshot. */
export function jsHeapBytes(graph: HeapGraph): number {
  let bytes = 0;
  for (let node = 0; node < graph.count; node += 1)
    if (inJsHeap(graph.typeOf(node), graph.nameOf(node))) bytes += graph.sizeOf(node);
  return bytes;
}
