// How many requests a page needed before a moment, and in how many levels its scripts came: a script
// is one level after the latest-level script that had fully arrived before it was requested (the first
// scripts are level 1). Each level pays the network's round trip again. On an emulated network the
// round trip is much longer than the gap between requests of one level, so arrival order tells levels
// apart; with no throttling, scripts of one level may arrive before the last of them is sent, and
// the count can only come out higher. This describes the timed runs' tables only: a clock depends on
// the machine's speed, so the levels gate counts by cause instead (held-load.ts).
import type { Fetch } from './measure.ts';

export interface RequestCount {
  /** Requests started before the moment, the document included. */
  requests: number;
  /** Levels of scripts started before the moment (0: no script). */
  scriptLevels: number;
}

const isScript = (fetch: Fetch) => new URL(fetch.url).pathname.endsWith('.js') || fetch.initiatorType === 'script';

export function requestsBefore(fetches: Fetch[], time: number): RequestCount {
  const before = fetches.filter((fetch) => fetch.startTime < time);
  const scripts = before.filter(isScript).sort((a, b) => a.startTime - b.startTime);
  const levels: number[] = [];
  scripts.forEach((script, index) => {
    const arrived = scripts
      .slice(0, index)
      .map((earlier, at) => (earlier.responseEnd <= script.startTime ? levels[at]! : 0));
    levels.push(1 + Math.max(0, ...arrived));
  });
  return { requests: before.length + 1, scriptLevels: Math.max(0, ...levels) };
}
