// What the passcode form waits for, step by step: for each need of the build's preload manifest that a
// page loaded whole, when its first file was requested and when its last one had arrived (Resource
// Timing, navigation start = 0), medians over the timed loads, with its gzip bytes. Beside the form's
// marks it shows which arrival the form was ready after, and so which step to cut next.
import type { Body } from './cdn.ts';
import { fileOf } from './levels.ts';
import type { PageLoad } from './measure.ts';
import { kib } from './report.ts';
import { ms, table } from './format.ts';
import { summarize } from './stats.ts';

export interface NeedArrival {
  need: string;
  files: string[];
  gzipBytes: number;
  requestedMs: number;
  arrivedMs: number;
}

/**
 * The needs whose every file each load fetched, in the order they arrived. `bytesOf` reads a file's
 * gzip size by its file name.
 */
export function needArrivals(
  loads: PageLoad[],
  manifest: Record<string, string[]>,
  bytesOf: (file: string) => Body | undefined,
): NeedArrival[] {
  const median = (values: number[]) => summarize(values).median;
  const timesOf = (load: PageLoad) =>
    new Map(load.fetches.map((fetch) => [fileOf(fetch.url), fetch] as const).reverse());
  const loadTimes = loads.map(timesOf);
  const arrivals: NeedArrival[] = [];
  for (const [need, files] of Object.entries(manifest)) {
    if (files.length === 0 || !loadTimes.every((times) => files.every((file) => times.has(file)))) continue;
    const per = (pick: (times: Map<string, PageLoad['fetches'][number]>) => number) => median(loadTimes.map(pick));
    arrivals.push({
      need,
      files,
      gzipBytes: files.reduce((sum, file) => sum + (bytesOf(file)?.gzip.length ?? 0), 0),
      requestedMs: per((times) => Math.min(...files.map((file) => times.get(file)!.startTime))),
      arrivedMs: per((times) => Math.max(...files.map((file) => times.get(file)!.responseEnd))),
    });
  }
  return arrivals.sort((a, b) => a.arrivedMs - b.arrivedMs);
}

/** The steps as a table, with the page's marks (navigation → first frame) placed among them by time. */
export function arrivalsTable(arrivals: NeedArrival[], marks: Array<{ title: string; ms: number }>): string {
  const rows: Array<{ at: number; cells: string[] }> = arrivals.map((arrival) => ({
    at: arrival.arrivedMs,
    cells: [
      arrival.need,
      String(arrival.files.length),
      kib(arrival.gzipBytes),
      ms(arrival.requestedMs),
      ms(arrival.arrivedMs),
    ],
  }));
  for (const mark of marks) rows.push({ at: mark.ms, cells: [`**${mark.title}**`, '', '', '', ms(mark.ms)] });
  return table(
    ['need (chunks it loads)', 'files', 'gzip KiB', 'first requested, ms', 'all arrived, ms'],
    rows.sort((a, b) => a.at - b.at).map((row) => row.cells),
  );
}
