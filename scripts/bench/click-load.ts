// One cold-cache load where a person clicks a control the moment it shows: the Google button, or the
// passcode form's button once a valid phone number is typed into its field; or that form's button
// only once the form is ready to send (its button no longer busy). It times the press and
// what the press starts (click-probe.ts): the OAuth start navigation, held at the network (CDP's
// Fetch domain) so that the page never leaves, or the passcode send request. A load of its own,
// since a click changes what the page does next (the marks and heap of measure.ts stay undisturbed).
import type { Browser, CDPSession } from 'playwright';
import { clickProbe, OAUTH_START_PATH } from './click-probe.ts';
import { evaluate, openSession } from './page-session.ts';
import type { Profile } from './profiles.ts';
import { LOCATE_FUNCTION, visibilityProbe, type Control, type Mark, type Point } from './probe.ts';

/** A valid United States number (libphonenumber's example), the default country of both forms. */
export const PHONE_NUMBER = '2015550123';

/**
 * How long after the press a start may take before the click counts as lost: far beyond the slowest
 * profile's wait for React and the widget's chunks, which a click before them waits for.
 */
export const LOST_AFTER_MS = 10_000;

/**
 * The clicks the bench times: the Google button and the passcode form's button pressed the moment
 * they show, and the passcode form's button pressed once the form is ready to send.
 */
export const CLICK_KINDS = {
  google: { control: 'google', mark: 'google' },
  continue: { control: 'continue', mark: 'formShown' },
  continueWhenReady: { control: 'continue', mark: 'form' },
} as const satisfies Record<string, { control: Control; mark: Mark }>;
export type ClickKind = keyof typeof CLICK_KINDS;

export interface ClickLoad {
  kind: ClickKind;
  /** Navigation start → the first frame showing the control (ready to send, for continueWhenReady), ms. */
  visibleAt: number;
  /** Navigation start → the press on the control, in the page's clock. */
  clickAt: number;
  /** Navigation start → the click's effect starting; absent when nothing started (the click was lost). */
  startAt?: number;
}

/**
 * Presses and releases the left button at `point`. Sent together, so that the release does not wait
 * for a main thread busy with the press: the browser stamps both as it gets them, as it stamps a tap.
 */
async function press(cdp: CDPSession, { x, y }: Point): Promise<void> {
  const event = { x, y, button: 'left' as const, clickCount: 1 };
  await Promise.all([
    cdp.send('Input.dispatchMouseEvent', { ...event, type: 'mousePressed' }),
    cdp.send('Input.dispatchMouseEvent', { ...event, type: 'mouseReleased' }),
  ]);
}

export async function clickLoad(
  browser: Browser,
  url: string,
  profile: Profile,
  kind: ClickKind,
  { timeoutMs = 30_000, lostAfterMs = LOST_AFTER_MS } = {},
): Promise<ClickLoad> {
  const { control, mark } = CLICK_KINDS[kind];
  const { context, cdp, page, errors, onReport } = await openSession(browser, profile, [
    visibilityProbe([mark], true),
    clickProbe(),
  ]);
  try {
    // The OAuth start navigation is held, never continued: the page stays as it was.
    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `*${OAUTH_START_PATH}*`, requestStage: 'Request' }] });
    let visibleAt: number | undefined;
    let clickAt: number | undefined;
    let startAt: number | undefined;
    const done = new Promise<void>((resolve, reject) => {
      const timeout = (what: string) =>
        reject(new Error(`${url}: ${what} within ${timeoutMs} ms${errors.length ? `: ${errors.join('; ')}` : ''}`));
      let timer = setTimeout(() => timeout(`no ${mark}`), timeoutMs);
      onReport((report) => {
        if (report.kind === 'mark' && report.mark === mark && visibleAt === undefined) {
          visibleAt = report.time;
          clearTimeout(timer);
          timer = setTimeout(() => timeout('no press on a button received'), timeoutMs);
          void act(report.button, report.field).catch(reject);
        } else if (report.kind === 'press' && report.onButton && clickAt === undefined) {
          clickAt = report.time;
          clearTimeout(timer);
          // Nothing started by then: the click was lost.
          timer = setTimeout(resolve, lostAfterMs);
        } else if (report.kind === 'start' && report.control === control && startAt === undefined) {
          startAt = report.time;
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const act = async (button: Point, field: Point | undefined) => {
      if (!field) return press(cdp, button);
      await press(cdp, field);
      await cdp.send('Input.insertText', { text: PHONE_NUMBER });
      // What was typed may have moved the button (a formatted number, a hint): press it where it is now.
      const now = await evaluate<{ button: Point } | null>(
        cdp,
        `${LOCATE_FUNCTION}(${JSON.stringify(mark)})`,
        timeoutMs,
      );
      await press(cdp, now?.button ?? button);
    };
    await page.goto(url, { waitUntil: 'commit' });
    await done;
    return { kind, visibleAt: visibleAt!, clickAt: clickAt!, ...(startAt === undefined ? {} : { startAt }) };
  } finally {
    await context.close();
  }
}
