// @vitest-environment node
// What the passcode form waits for (scripts/bench/need-arrivals.ts): a need counts only when every load
// fetched all its files; it is requested with its first file and arrived with its last, medians over
// the loads; the table places the form's marks among the arrivals by time.
import { describe, expect, it } from 'vitest';
import { arrivalsTable, needArrivals } from '../../../scripts/bench/need-arrivals.ts';
import type { PageLoad } from '../../../scripts/bench/measure.ts';

const fetchOf = (file: string, startTime: number, responseEnd: number) => ({
  url: `https://cdn.test/element/${file}`,
  initiatorType: 'script',
  startTime,
  responseEnd,
});
const load = (fetches: PageLoad['fetches']): PageLoad => ({ marks: {}, heapUsedBytes: 0, heapQuietBytes: 0, fetches });
const gzipOf = (file: string) => ({ raw: Buffer.alloc(0), gzip: Buffer.alloc(file === 'big.js' ? 2048 : 512) });

describe('needArrivals', () => {
  const manifest = {
    renderer: ['big.js', 'shared.js'],
    court: ['court.js', 'shared.js'],
    phone: ['phone.js'],
    never: ['absent.js'],
  };
  const loads = [
    load([
      fetchOf('big.js', 100, 900),
      fetchOf('shared.js', 110, 300),
      fetchOf('court.js', 120, 400),
      fetchOf('phone.js', 130, 700),
    ]),
    load([fetchOf('big.js', 200, 1100), fetchOf('shared.js', 210, 350), fetchOf('court.js', 220, 500)]),
    load([
      fetchOf('big.js', 150, 1000),
      fetchOf('shared.js', 160, 320),
      fetchOf('court.js', 170, 450),
      fetchOf('phone.js', 180, 800),
    ]),
  ];

  it('gives each need whose files every load fetched its first request and last arrival, in arrival order', () => {
    const arrivals = needArrivals(loads, manifest, gzipOf);
    expect(arrivals).toEqual([
      { need: 'court', files: ['court.js', 'shared.js'], gzipBytes: 1024, requestedMs: 160, arrivedMs: 450 },
      { need: 'renderer', files: ['big.js', 'shared.js'], gzipBytes: 2560, requestedMs: 150, arrivedMs: 1000 },
    ]);
  });

  it('places the marks among the arrivals', () => {
    const rows = arrivalsTable(needArrivals(loads, manifest, gzipOf), [
      { title: 'ready to send', ms: 1200 },
      { title: 'form shown', ms: 200 },
    ])
      .split('\n')
      .slice(2)
      .map((row) => row.split('|')[1]!.trim());
    expect(rows).toEqual(['**form shown**', 'court', 'renderer', '**ready to send**']);
  });
});
