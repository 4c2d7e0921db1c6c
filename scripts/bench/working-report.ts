// The printed table of when each page works for a person, one per profile: each control visible and
// its first working click, the passcode form's readiness and its button pressed once ready, the heap at the button and once quiet, with
// the growth over static HTML; then the targets <court-login> is held to against the hosted UI.
import { mib, ms, range, ratio, table } from './format.ts';
import { PAGE_TITLES, TIMED_PAGES, type PageTiming, type TimedPage } from './report.ts';
import type { Summary } from './stats.ts';
import { heapGrowthMiB, type ClickTiming, type PageClicks, type TargetCheck } from './working.ts';

/** "press → start" and "works at" of a control, or n/a where the page has none. */
function clickCells(click: ClickTiming | undefined): [string, string] {
  if (!click) return ['n/a', 'n/a'];
  const lost = click.lost > 0 ? `, ${click.lost} lost` : '';
  const cell = (summary: Summary) => (summary.runs > 0 ? range(summary, ms) : 'none worked');
  return [`${cell(click.clickToStart)}${lost}`, cell(click.worksAt)];
}

const signed = (n: number) => `${n >= 0 ? '+' : '−'}${mib(Math.abs(n))}`;

export function workingTable(
  pages: Record<TimedPage, PageTiming>,
  clicks: Partial<Record<TimedPage, PageClicks>>,
): string {
  const { hosted, staticHtml } = pages;
  const hostedGrowth = heapGrowthMiB(hosted, staticHtml);
  const rows = TIMED_PAGES.map((name) => {
    const page = pages[name];
    const growth = heapGrowthMiB(page, staticHtml);
    return [
      PAGE_TITLES[name],
      range(page.google, ms),
      ...clickCells(clicks[name]?.google),
      page.formShown ? range(page.formShown, ms) : 'n/a',
      page.form ? range(page.form, ms) : 'n/a',
      page.form && hosted.form ? ratio(page.form.median, hosted.form.median) : '',
      ...clickCells(clicks[name]?.continue),
      clickCells(clicks[name]?.continueWhenReady)[0],
      range(page.heapMiB, mib),
      range(page.heapQuietMiB, mib),
      name === 'staticHtml' ? '' : signed(growth),
      name === 'staticHtml' ? '' : ratio(growth, hostedGrowth),
    ];
  });
  return table(
    [
      `page (runs: ${staticHtml.google.runs})`,
      'Google visible',
      'Google press → start',
      'Google works at',
      'passcode form shown',
      'ready to send',
      'vs hosted',
      'Continue press → request',
      'Continue works at',
      'Continue pressed when ready → request',
      'heap at button, MiB',
      'heap quiet, MiB',
      'growth vs static',
      'vs hosted growth',
    ],
    rows,
  );
}

export function targetLines(checks: TargetCheck[]): string {
  const figure = (check: TargetCheck, n: number) => (check.unit === 'ms' ? `${ms(n)} ms` : `${n.toFixed(2)}×`);
  const value = (check: TargetCheck) => (Number.isFinite(check.value) ? figure(check, check.value) : 'lost');
  return checks
    .map(
      (check) =>
        `  ${check.pass ? 'PASS' : 'MISS'} ${PAGE_TITLES[check.page]}: ${check.what} ${value(check)} (target ≤ ${figure(check, check.target)})`,
    )
    .join('\n');
}
