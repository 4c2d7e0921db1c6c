// The heap's compiled code by script, from a V8 heap snapshot (heap-snapshot.ts). A function's
// bytecode, machine code (baseline, Maglev, TurboFan), scope and feedback tables are nodes of type
// "code" reached from its SharedFunctionInfo or its closure, and the SharedFunctionInfo names its
// script: the code goes to the script it runs for, whoever called it while it compiled. Code that no
// function of a script with a URL reaches (builtins' own, the scripts' records, code of `eval`) is
// left to the caller as the engine's.
import type { HeapGraph } from './heap-snapshot.ts';
import { fileOf } from './levels.ts';

export interface HeapCode {
  /** Bytes of code nodes by the file name of the script whose functions hold them. */
  byScript: Map<string, number>;
  /** Bytes of every code node, whoever holds it. */
  bytes: number;
}

const FUNCTION_INFO = 'system / SharedFunctionInfo';
const SCRIPT = 'system / Script';

export function codeByScript(graph: HeapGraph): HeapCode {
  const { count, typeOf, nameOf, sizeOf, edgesOf, target } = graph;
  const isFunctionInfo = (node: number) => nameOf(node).startsWith(FUNCTION_INFO);
  // What a function's code reaches but is not its own: another function's info and a script (each
  // claimed from itself), and builtins' code, which every function calls through.
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
