// From the click loads and the visibility loads to what a person gets: when each control first works
// (visible, then the press, then what it starts), the heap each page keeps once quiet over static
// HTML's, and the targets <court-login> is held to against the hosted provider's UI.
import { CLICK_KINDS, type ClickKind, type ClickLoad } from './click-load.ts';
import { TIMED_PAGES, type PageTiming, type ProfileTiming, type TimedPage } from './report.ts';
import { summarize, type Summary } from './stats.ts';

export interface ClickTiming {
  /** Navigation start → the control visible, in the click loads. */
  visible: Summary;
  /** Press → the navigation or request it started, over the clicks that started one. */
  clickToStart: Summary;
  /** Navigation start → that start: the first click that works, when a person clicks at once. */
  worksAt: Summary;
  /** Clicks after which nothing started. */
  lost: number;
}

export function clickTiming(loads: ClickLoad[]): ClickTiming {
  const worked = loads.filter((load) => load.startAt !== undefined);
  return {
    visible: summarize(loads.map((load) => load.visibleAt)),
    clickToStart: summarize(worked.map((load) => load.startAt! - load.clickAt)),
    worksAt: summarize(worked.map((load) => load.startAt!)),
    lost: loads.length - worked.length,
  };
}

export type PageClicks = Partial<Record<ClickKind, ClickTiming>>;

/** The page's heap once quiet minus static HTML's, medians, MiB: what the page keeps for its sign-in. */
export function heapGrowthMiB(page: PageTiming, staticHtml: PageTiming): number {
  return page.heapQuietMiB.median - staticHtml.heapQuietMiB.median;
}

/** The pages that are <court-login>, held to the targets. */
export const OWN_PAGES: readonly TimedPage[] = ['elementGoogle', 'elementForm'];

export const TARGETS = {
  /** Press on the Google button → the OAuth start navigation, at any moment after the paint, every run. */
  googleClickToStartMs: 100,
  /** The passcode form ready to send, median, over the hosted UI's. */
  readyToSendVsHosted: 0.85,
  /** Heap growth over static HTML once quiet, over the hosted UI's growth. */
  heapGrowthVsHosted: 1,
};

export interface TargetCheck {
  page: TimedPage;
  what: string;
  /** Milliseconds, or a ratio to the hosted UI's figure. */
  unit: 'ms' | 'ratio';
  /** Infinity: never reached (a click that started nothing). */
  value: number;
  target: number;
  pass: boolean;
}

export function targetChecks(
  pages: Record<TimedPage, PageTiming>,
  clicks: Partial<Record<TimedPage, PageClicks>>,
): TargetCheck[] {
  const { hosted, staticHtml } = pages;
  const checks: TargetCheck[] = [];
  const check = (page: TimedPage, what: string, unit: TargetCheck['unit'], value: number, target: number) =>
    checks.push({ page, what, unit, value, target, pass: Number.isFinite(value) && value <= target });
  for (const page of OWN_PAGES) {
    const google = clicks[page]?.google;
    if (google)
      // A lost click never starts: it fails the target whatever the others did.
      check(
        page,
        'Google press → start, slowest run',
        'ms',
        google.lost > 0 ? Number.POSITIVE_INFINITY : google.clickToStart.max,
        TARGETS.googleClickToStartMs,
      );
    const form = pages[page].form;
    if (form && hosted.form)
      check(page, 'ready to send ÷ hosted UI', 'ratio', form.median / hosted.form.median, TARGETS.readyToSendVsHosted);
    check(
      page,
      'heap growth over static HTML ÷ hosted UI',
      'ratio',
      heapGrowthMiB(pages[page], staticHtml) / heapGrowthMiB(hosted, staticHtml),
      TARGETS.heapGrowthVsHosted,
    );
  }
  return checks;
}

/** A page under one profile, as bench-results.json keeps it: its controls' clicks and its heap growth. */
export interface PageWorking extends PageClicks {
  /** Heap once quiet over static HTML's, medians, MiB. */
  heapGrowthMiB: number;
}

export interface ProfileWorking {
  profile: string;
  pages: Record<TimedPage, PageWorking>;
  targets: TargetCheck[];
}

/** One profile's working figures from its visibility timing and its click loads (none: no such control). */
export function profileWorking(
  timing: ProfileTiming,
  clickLoads: (page: TimedPage, kind: ClickKind) => ClickLoad[] | undefined,
): ProfileWorking {
  const pages = Object.fromEntries(
    TIMED_PAGES.map((page) => {
      const working: PageWorking = { heapGrowthMiB: heapGrowthMiB(timing.pages[page], timing.pages.staticHtml) };
      for (const kind of Object.keys(CLICK_KINDS) as ClickKind[]) {
        const loads = clickLoads(page, kind);
        if (loads) working[kind] = clickTiming(loads);
      }
      return [page, working];
    }),
  ) as Record<TimedPage, PageWorking>;
  return { profile: timing.profile, pages, targets: targetChecks(timing.pages, pages) };
}
