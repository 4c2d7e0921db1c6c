// Turns the runs into the results object (written as JSON) and the printed table.
import { summarize, type Summary } from './stats.ts';
import { KIB, type ScriptSizes } from './sizes.ts';

export const BUDGETS = {
  googleOnlyInitialGzip: 81 * KIB,
  allProductsInitialGzip: 95 * KIB,
  /** Element time-to-button relative to the React page: reported, not a gate. */
  timeRatioToReact: 1.2,
};

export interface SizeResult {
  initialRaw: Summary;
  initialGzip: Summary;
  totalRaw: Summary;
  totalGzip: Summary;
  /** Files requested before the button was visible, in the run with the most of them. */
  initialFiles: string[];
  totalFiles: string[];
  budgetGzip: number;
  pass: boolean;
}

export function sizeResult(runs: ScriptSizes[], budgetGzip: number): SizeResult {
  const initialGzip = summarize(runs.map((run) => run.initial.gzip));
  const widest = (pick: (run: ScriptSizes) => string[]) =>
    runs.map(pick).reduce((most, files) => (files.length > most.length ? files : most), [] as string[]).map(fileName);
  return {
    initialRaw: summarize(runs.map((run) => run.initial.raw)),
    initialGzip,
    totalRaw: summarize(runs.map((run) => run.total.raw)),
    totalGzip: summarize(runs.map((run) => run.total.gzip)),
    initialFiles: widest((run) => run.initialFiles),
    totalFiles: widest((run) => run.totalFiles),
    budgetGzip,
    // Every run must be within budget, not only the median.
    pass: runs.length > 0 && initialGzip.max <= budgetGzip,
  };
}

export interface TimingResult {
  element: Summary;
  elementAllProducts: Summary;
  staticHtml: Summary;
  react: Summary;
  ratioElementToStatic: number;
  ratioElementToReact: number;
  pass: boolean;
}

export function timingResult(ms: { element: number[]; elementAllProducts: number[]; staticHtml: number[]; react: number[] }): TimingResult {
  const element = summarize(ms.element);
  const react = summarize(ms.react);
  const staticHtml = summarize(ms.staticHtml);
  const ratioElementToReact = element.median / react.median;
  return {
    element,
    elementAllProducts: summarize(ms.elementAllProducts),
    staticHtml,
    react,
    ratioElementToStatic: element.median / staticHtml.median,
    ratioElementToReact,
    pass: ratioElementToReact <= BUDGETS.timeRatioToReact,
  };
}

function fileName(url: string): string {
  return new URL(url).pathname.split('/').pop() ?? url;
}

const kib = (bytes: number) => (bytes / KIB).toFixed(1);
const range = (summary: Summary, format: (n: number) => string) =>
  `${format(summary.median)} (${format(summary.min)}–${format(summary.max)})`;
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

export function sizeTable(sizes: { googleOnly: SizeResult; allProducts: SizeResult }): string {
  const row = (name: string, result: SizeResult) => [
    name,
    range(result.initialRaw, kib),
    range(result.initialGzip, kib),
    range(result.totalGzip, kib),
    `≤ ${kib(result.budgetGzip)}`,
    verdict(result.pass),
  ];
  return table(
    ['config', 'JS before button, raw KiB', 'JS before button, gzip KiB', 'all JS after settle, gzip KiB', 'budget gzip KiB', 'result'],
    [row('Google only', sizes.googleOnly), row('all products', sizes.allProducts)],
  );
}

export function timingTable(timing: TimingResult): string {
  const ms = (n: number) => n.toFixed(0);
  const limit = BUDGETS.timeRatioToReact;
  return table(
    ['page', `navigation → Google button visible, ms (runs: ${timing.element.runs})`, 'ratio'],
    [
      ['<court-login>, Google only', range(timing.element, ms), ''],
      ['<court-login>, all products', range(timing.elementAllProducts, ms), ''],
      ['static HTML', range(timing.staticHtml, ms), `element/static ${timing.ratioElementToStatic.toFixed(2)}`],
      ['React 19 (Vite production)', range(timing.react, ms), `element/React ${timing.ratioElementToReact.toFixed(2)} (≤ ${limit}: ${verdict(timing.pass)})`],
    ],
  );
}

/** JavaScript heap in use when the button was visible, per page. */
export interface HeapResult {
  element: Summary;
  elementAllProducts: Summary;
  staticHtml: Summary;
  react: Summary;
}

export function heapResult(bytes: { element: number[]; elementAllProducts: number[]; staticHtml: number[]; react: number[] }): HeapResult {
  return {
    element: summarize(bytes.element),
    elementAllProducts: summarize(bytes.elementAllProducts),
    staticHtml: summarize(bytes.staticHtml),
    react: summarize(bytes.react),
  };
}

export function heapTable(heap: HeapResult): string {
  const mib = (bytes: number) => (bytes / (1024 * 1024)).toFixed(2);
  return table(
    ['page', `JS heap used when the button is visible, MiB (runs: ${heap.element.runs})`],
    [
      ['<court-login>, Google only', range(heap.element, mib)],
      ['<court-login>, all products', range(heap.elementAllProducts, mib)],
      ['static HTML', range(heap.staticHtml, mib)],
      ['React 19 (Vite production)', range(heap.react, mib)],
    ],
  );
}
