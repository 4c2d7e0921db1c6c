// Figures of the reliability report travel from a scenario (which may run under Vitest) to
// `npm run reliability` through a JSON file named by COURT_FIGURES_FILE. Without it nothing is written.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export function recordFigures(name: string, figures: Record<string, unknown>): void {
  const file = process.env.COURT_FIGURES_FILE;
  if (!file) return;
  const all = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  all[name] = figures;
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
}

/** A whole number from the environment, or `fallback`. */
export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
