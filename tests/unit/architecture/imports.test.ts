// The import graph of src/: no cycle (types and lazy imports included), and flows never reach
// into the widget (docs/decisions.md#3-imports-point-down).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../../src');
const SPECIFIER = /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each file of src/ (relative) and the files of src/ it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(SPECIFIER)]
      .map((match) => (match[1] ?? match[2] ?? match[3] ?? '').split('?')[0] ?? '')
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => relative(SRC, resolve(dirname(file), specifier)))
      .filter((target) => /\.tsx?$/.test(target));
    graph.set(relative(SRC, file), targets);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the files along it. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  function visit(file: string) {
    if (onPath.has(file)) {
      cycles.push([...path.slice(path.indexOf(file)), file]);
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    onPath.add(file);
    for (const target of graph.get(file) ?? []) visit(target);
    onPath.delete(file);
    path.pop();
    done.add(file);
  }
  for (const file of graph.keys()) visit(file);
  return cycles;
}

describe('imports of src/', () => {
  const graph = importGraph();

  it('reads the graph (the scan finds type, value and lazy imports)', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('flows/events.ts')).toContain('flows/values.ts');
    expect(graph.get('widget/products.tsx')).toContain('widget/views/otp.tsx');
    expect(graph.get('widget/products.tsx')).toContain('widget/view-types.ts');
  });

  it('finds a cycle when there is one', () => {
    const cyclic = new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', ['a.ts']], ['d.ts', ['a.ts']]]);
    expect(findCycles(cyclic)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('has no import cycle', () => {
    expect(findCycles(graph)).toEqual([]);
  });

  it('flows never import the widget, screens or ui', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      file.startsWith('flows/') ? targets.filter((target) => /^(widget|screens|ui)\//.test(target)).map((target) => `${file} → ${target}`) : [],
    );
    expect(upward).toEqual([]);
  });
});
