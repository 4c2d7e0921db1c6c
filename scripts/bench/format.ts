// How the bench's printed tables write their figures: markdown tables, medians with their range, ratios.
import type { Summary } from './stats.ts';

export const ms = (n: number) => n.toFixed(0);
// A figure that rounds to nothing is 0.00, whichever side of it it fell (a difference of medians can).
export const mib = (n: number) => (Math.abs(n) < 0.005 ? 0 : n).toFixed(2);
export const range = (summary: Summary, format: (n: number) => string) =>
  `${format(summary.median)} (${format(summary.min)}–${format(summary.max)})`;
export const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
