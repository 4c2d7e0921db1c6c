// Turns the runs into the results object (written as JSON) and the printed tables.
import type { HeldLoad } from './held-load.ts';
import { fileOf } from './levels.ts';
import type { PageLoad } from './measure.ts';
import type { Mark } from './probe.ts';
import { requestsBefore } from './requests.ts';
import { summarize, type Summary } from './stats.ts';
import { KIB, type ScriptSizes } from './sizes.ts';
import type { LanguageChunks } from './language-chunks.ts';
import { ms, range, ratio, table } from './format.ts';

export const BUDGETS = {
  googleOnlyInitialGzip: 81 * KIB,
  allProductsInitialGzip: 95 * KIB,
  /** Levels of script requests before the passcode form can be sent, court-login.js being level 1. */
  passcodeFormScriptLevels: 2,
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
    runs
      .map(pick)
      .reduce((most, files) => (files.length > most.length ? files : most), [] as string[])
      .map(fileOf);
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

export interface LevelsResult {
  /** Levels of script requests released when the passcode form could be sent. */
  levels: number;
  requests: number;
  budget: number;
  /** File names of the scripts of each level, level 1 first. */
  scriptsPerLevel: string[][];
  pass: boolean;
}

/** Script levels before the passcode form, by cause: scripts held and released level by level (held-load.ts). */
export function levelsResult(load: HeldLoad): LevelsResult {
  const budget = BUDGETS.passcodeFormScriptLevels;
  return {
    levels: load.levels,
    requests: load.requests,
    budget,
    scriptsPerLevel: load.scriptsPerLevel,
    pass: load.levels >= 1 && load.levels <= budget,
  };
}

const MIB = 1024 * 1024;

export const TIMED_PAGES = ['staticHtml', 'react', 'hosted', 'elementGoogle', 'elementForm'] as const;
export type TimedPage = (typeof TIMED_PAGES)[number];

export const PAGE_TITLES: Record<TimedPage, string> = {
  staticHtml: 'static HTML',
  react: 'React 19 (Vite production)',
  hosted: "hosted provider's pre-built UI (Stytch 6.3)",
  elementGoogle: '<court-login>, Google only',
  elementForm: '<court-login>, Google + passcodes + magic links',
};

/** Pages that show a passcode form besides the Google button. */
export const FORM_PAGES: readonly TimedPage[] = ['hosted', 'elementForm'];

export interface PageTiming {
  google: Summary;
  formShown?: Summary;
  form?: Summary;
  /** Passcode form (shown; ready) minus the same run's Google button. */
  formShownAfterGoogle?: Summary;
  formAfterGoogle?: Summary;
  heapMiB: Summary;
  /** JavaScript heap once the page is quiet, after a forced garbage collection. */
  heapQuietMiB: Summary;
  /** Medians over the runs, up to the page's last mark. */
  requests: number;
  scriptLevels: number;
}

export interface ProfileTiming {
  profile: string;
  pages: Record<TimedPage, PageTiming>;
}

export function pageTiming(loads: PageLoad[], lastMark: Mark): PageTiming {
  const at = (mark: Mark) => loads.map((load) => load.marks[mark] ?? Number.NaN);
  const counts = loads.map((load) => requestsBefore(load.fetches, load.marks[lastMark] ?? Number.POSITIVE_INFINITY));
  const hasForm = lastMark === 'form';
  const afterGoogle = (mark: Mark) =>
    summarize(loads.map((load) => (load.marks[mark] ?? Number.NaN) - (load.marks.google ?? Number.NaN)));
  return {
    google: summarize(at('google')),
    ...(hasForm
      ? {
          formShown: summarize(at('formShown')),
          form: summarize(at('form')),
          formShownAfterGoogle: afterGoogle('formShown'),
          formAfterGoogle: afterGoogle('form'),
        }
      : {}),
    heapMiB: summarize(loads.map((load) => load.heapUsedBytes / MIB)),
    heapQuietMiB: summarize(loads.map((load) => load.heapQuietBytes / MIB)),
    requests: summarize(counts.map((count) => count.requests)).median,
    scriptLevels: summarize(counts.map((count) => count.scriptLevels)).median,
  };
}

export const kib = (bytes: number) => (bytes / KIB).toFixed(1);
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

export function sizeTable(sizes: { googleOnly: SizeResult; allProducts: SizeResult }, levels: LevelsResult): string {
  const row = (name: string, result: SizeResult) => [
    name,
    range(result.initialRaw, kib),
    range(result.initialGzip, kib),
    range(result.totalGzip, kib),
    `≤ ${kib(result.budgetGzip)}`,
    verdict(result.pass),
  ];
  return [
    table(
      [
        'config',
        'JS before button, raw KiB',
        'JS before button, gzip KiB',
        'all JS once quiet, gzip KiB',
        'budget gzip KiB',
        'result',
      ],
      [row('Google only', sizes.googleOnly), row('all products', sizes.allProducts)],
    ),
    '',
    table(
      [
        'Google + passcodes + magic links',
        'script levels before the passcode form (scripts held, released level by level)',
        'scripts per level',
        'requests',
        'budget',
        'result',
      ],
      [
        [
          '<court-login>',
          String(levels.levels),
          levels.scriptsPerLevel.map((scripts) => scripts.length).join(' + '),
          String(levels.requests),
          `≤ ${levels.budget}`,
          verdict(levels.pass),
        ],
      ],
    ),
  ].join('\n');
}

const NEED_TITLES: Record<string, string> = {
  language: 'language table (merges a locale and overrides)',
  strings: "overrides (a page's strings, checked at run time)",
};

/** What a language other than plain English loads after court-login.js, per locale. */
export function languageTable(chunks: LanguageChunks[]): string {
  return table(
    ['chunk', 'files', 'raw KiB', 'gzip KiB', 'with the language table, gzip KiB'],
    chunks.map(({ need, files, bytes, withTable }) => [
      NEED_TITLES[need] ?? need.replace(/^locale-/, ''),
      files.join(', '),
      kib(bytes.raw),
      kib(bytes.gzip),
      withTable ? kib(withTable.gzip) : '',
    ]),
  );
}

/** One table per profile: times, ratios to static HTML, React and the hosted UI, requests and levels. */
export function timingTable({ pages }: ProfileTiming): string {
  const { staticHtml, react, hosted } = pages;
  const rows = TIMED_PAGES.map((name) => {
    const page = pages[name];
    return [
      PAGE_TITLES[name],
      range(page.google, ms),
      ratio(page.google.median, staticHtml.google.median),
      ratio(page.google.median, react.google.median),
      ratio(page.google.median, hosted.google.median),
      page.formShown ? range(page.formShown, ms) : '',
      page.formShownAfterGoogle ? `+${ms(page.formShownAfterGoogle.median)}` : '',
      page.formShown && hosted.formShown ? ratio(page.formShown.median, hosted.formShown.median) : '',
      page.form ? range(page.form, ms) : '',
      page.formAfterGoogle ? `+${ms(page.formAfterGoogle.median)}` : '',
      page.form && hosted.form ? ratio(page.form.median, hosted.form.median) : '',
      String(page.requests),
      String(page.scriptLevels),
    ];
  });
  return table(
    [
      `page (runs: ${staticHtml.google.runs})`,
      'Google button, ms',
      'vs static',
      'vs React',
      'vs hosted',
      'passcode form shown, ms',
      'after own Google',
      'vs hosted',
      'form ready to send, ms',
      'after own Google',
      'vs hosted',
      'requests',
      'script levels',
    ],
    rows,
  );
}
