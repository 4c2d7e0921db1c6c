// @vitest-environment node
// When each bench page works for a person: the first working click's summaries, the heap growth over
// static HTML, the targets held against the hosted UI, and the printed table.
import { describe, expect, it } from 'vitest';
import type { ClickLoad } from '../../../scripts/bench/click-load.ts';
import type { PageTiming, TimedPage } from '../../../scripts/bench/report.ts';
import { summarize } from '../../../scripts/bench/stats.ts';
import {
  clickTiming,
  heapGrowthMiB,
  profileWorking,
  targetChecks,
  type PageClicks,
} from '../../../scripts/bench/working.ts';
import { targetLines, workingTable } from '../../../scripts/bench/working-report.ts';

const click = (visibleAt: number, clickAt: number, startAt?: number): ClickLoad => ({
  kind: 'google',
  visibleAt,
  clickAt,
  ...(startAt === undefined ? {} : { startAt }),
});

/** A page's timing with one run: the Google button at `google`, its heap quiet at `heapQuiet` MiB. */
function page(google: number, heapQuiet: number, form?: number): PageTiming {
  return {
    google: summarize([google]),
    ...(form === undefined ? {} : { formShown: summarize([form - 100]), form: summarize([form]) }),
    // Above the quiet heap, and not by a constant: the growth must come from the quiet heap.
    heapMiB: summarize([heapQuiet * 2]),
    heapQuietMiB: summarize([heapQuiet]),
    requests: 1,
    scriptLevels: 0,
  };
}

const PAGES: Record<TimedPage, PageTiming> = {
  staticHtml: page(400, 0.7),
  react: page(800, 1.1),
  hosted: page(1100, 1.7, 1800),
  elementGoogle: page(500, 1.6),
  elementForm: page(550, 2.7, 1500),
};

describe('clickTiming', () => {
  it('times each working click from its press, and its start from navigation start', () => {
    const timing = clickTiming([click(500, 510, 560), click(600, 640, 700), click(520, 530, 1530)]);
    expect(timing.clickToStart).toEqual({ median: 60, min: 50, max: 1000, runs: 3 });
    expect(timing.worksAt).toEqual({ median: 700, min: 560, max: 1530, runs: 3 });
    expect(timing.visible.median).toBe(520);
    expect(timing.lost).toBe(0);
  });

  it('counts a click that started nothing as lost and leaves it out of the times', () => {
    const timing = clickTiming([click(500, 510, 560), click(600, 640)]);
    expect(timing.lost).toBe(1);
    expect(timing.clickToStart).toEqual({ median: 50, min: 50, max: 50, runs: 1 });
    expect(timing.visible.runs).toBe(2);
  });
});

describe('heapGrowthMiB', () => {
  it('is the heap once quiet over static HTML, not the heap at the button', () => {
    expect(heapGrowthMiB(PAGES.hosted, PAGES.staticHtml)).toBeCloseTo(1.0);
    expect(heapGrowthMiB(PAGES.elementForm, PAGES.staticHtml)).toBeCloseTo(2.0);
  });
});

describe('targetChecks', () => {
  const fast: PageClicks = { google: clickTiming([click(500, 510, 540), click(500, 510, 560)]) };
  const clicks: Partial<Record<TimedPage, PageClicks>> = {
    staticHtml: fast,
    hosted: { google: clickTiming([click(1100, 1110, 5000)]) },
    elementGoogle: fast,
    elementForm: { google: clickTiming([click(500, 510, 540), click(500, 510, 650)]) },
  };
  const checks = targetChecks(PAGES, clicks);
  const find = (page: TimedPage, what: string) => checks.find((one) => one.page === page && one.what.startsWith(what));

  it('holds only <court-login> to the targets', () => {
    expect(new Set(checks.map((check) => check.page))).toEqual(new Set(['elementGoogle', 'elementForm']));
  });

  it("holds every run's Google press → start to 100 ms, not the median", () => {
    expect(find('elementGoogle', 'Google')).toMatchObject({ value: 50, target: 100, pass: true });
    expect(find('elementForm', 'Google')).toMatchObject({ value: 140, pass: false });
  });

  it('fails a lost Google click whatever the other runs did', () => {
    const lost = targetChecks(PAGES, {
      elementGoogle: { google: clickTiming([click(500, 510, 520), click(500, 510)]) },
    });
    expect(lost.find((one) => one.what.startsWith('Google'))).toMatchObject({ value: Infinity, pass: false });
  });

  it('compares ready to send with the hosted UI, where the page has the form', () => {
    expect(find('elementForm', 'ready')).toMatchObject({ value: 1500 / 1800, target: 0.85, pass: true });
    expect(find('elementGoogle', 'ready')).toBeUndefined();
    const slower = targetChecks({ ...PAGES, elementForm: page(550, 2.7, 1600) }, {});
    expect(slower.find((one) => one.what.startsWith('ready'))).toMatchObject({ pass: false });
  });

  it("compares the heap growth over static HTML with the hosted UI's", () => {
    expect(find('elementGoogle', 'heap')!.value).toBeCloseTo(0.9);
    expect(find('elementGoogle', 'heap')!.pass).toBe(true);
    expect(find('elementForm', 'heap')!.value).toBeCloseTo(2.0);
    expect(find('elementForm', 'heap')!.pass).toBe(false);
  });
});

describe('profileWorking', () => {
  it("gives each page its controls' clicks (only those it has) and its heap growth, with the targets", () => {
    const working = profileWorking({ profile: 'Slow 4G', pages: PAGES }, (page, kind) =>
      kind === 'google' || page === 'hosted' ? [click(500, 510, 530)] : undefined,
    );
    expect(working.profile).toBe('Slow 4G');
    expect(Object.keys(working.pages.hosted).sort()).toEqual([
      'continue',
      'continueWhenReady',
      'google',
      'heapGrowthMiB',
    ]);
    expect(Object.keys(working.pages.react).sort()).toEqual(['google', 'heapGrowthMiB']);
    expect(working.pages.react.google!.clickToStart.median).toBe(20);
    expect(working.pages.react.heapGrowthMiB).toBeCloseTo(0.4);
    expect(working.pages.staticHtml.heapGrowthMiB).toBe(0);
    expect(working.targets.map((check) => check.page)).toContain('elementGoogle');
  });
});

describe('workingTable and targetLines', () => {
  const clicks: Partial<Record<TimedPage, PageClicks>> = {
    staticHtml: { google: clickTiming([click(400, 405, 410)]) },
    hosted: {
      google: clickTiming([click(1100, 1110, 1200)]),
      continue: clickTiming([click(1800, 1850, 2900)]),
    },
    elementForm: {
      google: clickTiming([click(550, 560, 600)]),
      continue: clickTiming([click(1400, 1410)]),
      continueWhenReady: clickTiming([click(1500, 1510, 1530)]),
    },
  };
  const rows = workingTable(PAGES, clicks).split('\n');
  const cells = (title: string) =>
    rows
      .find((row) => row.startsWith(`| ${title}`))!
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());

  it('writes one row per page under a header, each control as press → start and works at', () => {
    expect(rows).toHaveLength(2 + 5);
    expect(cells('static HTML').slice(1, 4)).toEqual(['400 (400–400)', '5 (5–5)', '410 (410–410)']);
    expect(cells('hosted').slice(7, 9)).toEqual(['1050 (1050–1050)', '2900 (2900–2900)']);
  });

  it('says n/a where a page has no such control or form, and when a click was lost', () => {
    expect(cells('React').slice(2, 9)).toEqual(['n/a', 'n/a', 'n/a', 'n/a', '', 'n/a', 'n/a']);
    expect(cells('<court-login>, Google +').slice(7, 10)).toEqual(['none worked, 1 lost', 'none worked', '20 (20–20)']);
    expect(cells('hosted')[9]).toBe('n/a');
  });

  it('gives the heaps, the growth over static HTML and its ratio to the hosted UI', () => {
    expect(cells('<court-login>, Google only').slice(10)).toEqual([
      '3.20 (3.20–3.20)',
      '1.60 (1.60–1.60)',
      '+0.90',
      '0.90×',
    ]);
    expect(cells('static HTML').slice(12)).toEqual(['', '']);
    expect(cells('<court-login>, Google +')[6]).toBe('0.83×');
  });

  it('prints each target as PASS or MISS with its value, a lost click as lost', () => {
    const lines = targetLines([
      {
        page: 'elementGoogle',
        what: 'Google press → start, slowest run',
        unit: 'ms',
        value: 40,
        target: 100,
        pass: true,
      },
      {
        page: 'elementForm',
        what: 'Google press → start, slowest run',
        unit: 'ms',
        value: Infinity,
        target: 100,
        pass: false,
      },
      { page: 'elementForm', what: 'ready to send ÷ hosted UI', unit: 'ratio', value: 1.23, target: 0.85, pass: false },
    ]).split('\n');
    expect(lines[0]).toBe(
      '  PASS <court-login>, Google only: Google press → start, slowest run 40 ms (target ≤ 100 ms)',
    );
    expect(lines[1]).toContain(
      'MISS <court-login>, Google + passcodes + magic links: Google press → start, slowest run lost',
    );
    expect(lines[2]).toContain('ready to send ÷ hosted UI 1.23× (target ≤ 0.85×)');
  });
});
