// The bench's working-click load (scripts/bench/click-load.ts) on small made-up pages whose answer is
// known: a button that leaves at once, one that leaves 400 ms after the click, one that does nothing,
// one swapped for a working copy between press and release,
// a passcode form that sends only once the phone number has been typed into it, and one whose button
// is busy, doing nothing, for its first half second.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright';
import { startCdn, type Cdn } from '../../scripts/bench/cdn.ts';
import { clickLoad, PHONE_NUMBER } from '../../scripts/bench/click-load.ts';
import { BUTTON_LABEL, FORM_BUTTON_LABEL } from '../../scripts/bench/probe.ts';
import { PROFILES } from '../../scripts/bench/profiles.ts';
import { launchChromium } from './support/browser.ts';

const START = '/v1/public/oauth/google/start?public_token=test';

/** A page whose script adds `markup` 300 ms after it runs, so the control shows well after navigation start. */
const page =
  (markup: string, script = '') =>
  () =>
    `<!doctype html><html lang="en"><body><script>
  setTimeout(() => document.body.insertAdjacentHTML('beforeend', ${JSON.stringify(markup)}), 300);
  ${script}
</script></body></html>`;

const PAGES: Record<string, () => string> = {
  '/at-once.html': page(`<button onclick="location.assign('${START}')">${BUTTON_LABEL}</button>`),
  '/late.html': page(`<button onclick="setTimeout(() => location.assign('${START}'), 400)">${BUTTON_LABEL}</button>`),
  '/inert.html': page(`<button>${BUTTON_LABEL}</button>`),
  // Swapped for a working copy as it is pressed: the release lands on the copy, so no click reaches either.
  '/swapped.html': page(
    `<button onmousedown="this.replaceWith(Object.assign(this.cloneNode(true), { onmousedown: null, onclick: () => location.assign('${START}') }))">${BUTTON_LABEL}</button>`,
  ),
  '/form.html': page(
    `<input type="tel"><button onclick="send()">${FORM_BUTTON_LABEL}</button>`,
    `function send() {
      if (document.querySelector('input').value === '${PHONE_NUMBER}')
        fetch('/sdk/v1/otps/sms/login_or_create', { method: 'POST' });
    }`,
  ),
  '/busy-form.html': page(
    `<input type="tel"><button aria-busy="true" onclick="send(this)">${FORM_BUTTON_LABEL}</button>`,
    `setTimeout(() => document.querySelector('button').removeAttribute('aria-busy'), 800);
    function send(button) {
      if (!button.hasAttribute('aria-busy')) fetch('/sdk/v1/otps/sms/login_or_create', { method: 'POST' });
    }`,
  ),
};

describe("the bench's working-click load", () => {
  let cdn: Cdn;
  let browser: Browser;
  const noThrottling = PROFILES[0]!;

  before(async () => {
    cdn = await startCdn({ folders: {}, pages: PAGES });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await cdn?.close();
  });

  it('presses the Google button once it shows and times the navigation it starts, which is held', async () => {
    const load = await clickLoad(browser, `${cdn.url}/at-once.html`, noThrottling, 'google');
    assert.ok(load.visibleAt >= 300, `visible at ${load.visibleAt}`);
    assert.ok(load.clickAt >= load.visibleAt, `pressed at ${load.clickAt}`);
    assert.ok(load.startAt !== undefined && load.startAt >= load.clickAt, `started at ${load.startAt}`);
    // Leaving at once takes a few milliseconds; far less than the page below that waits 400 ms.
    assert.ok(load.startAt - load.clickAt < 300, `press → start ${load.startAt - load.clickAt}`);
  });

  it('times the start from the press, however late the page starts it', async () => {
    const load = await clickLoad(browser, `${cdn.url}/late.html`, noThrottling, 'google');
    assert.ok(load.startAt !== undefined);
    assert.ok(load.startAt - load.clickAt >= 400, `press → start ${load.startAt - load.clickAt}`);
  });

  it('counts a click that starts nothing as lost', async () => {
    const load = await clickLoad(browser, `${cdn.url}/inert.html`, noThrottling, 'google', { lostAfterMs: 1000 });
    assert.ok(load.clickAt >= load.visibleAt);
    assert.equal(load.startAt, undefined);
  });

  it('counts a press as lost when the button is swapped before the release', async () => {
    const load = await clickLoad(browser, `${cdn.url}/swapped.html`, noThrottling, 'google', { lostAfterMs: 1000 });
    assert.ok(load.clickAt >= load.visibleAt);
    assert.equal(load.startAt, undefined);
  });

  it('types the phone number into the passcode form and times the send request its button starts', async () => {
    const load = await clickLoad(browser, `${cdn.url}/form.html`, noThrottling, 'continue', { lostAfterMs: 5000 });
    assert.ok(load.visibleAt >= 300);
    assert.ok(load.startAt !== undefined && load.startAt >= load.clickAt, `started at ${load.startAt}`);
  });

  it('presses the passcode form as it shows, busy or not, and when ready only once it is ready', async () => {
    const url = `${cdn.url}/busy-form.html`;
    const early = await clickLoad(browser, url, noThrottling, 'continue', { lostAfterMs: 1500 });
    assert.ok(early.visibleAt >= 300 && early.visibleAt < 800, `shown at ${early.visibleAt}`);
    assert.equal(early.startAt, undefined);
    const ready = await clickLoad(browser, url, noThrottling, 'continueWhenReady', { lostAfterMs: 5000 });
    assert.ok(ready.visibleAt >= 800, `ready at ${ready.visibleAt}`);
    assert.ok(ready.startAt !== undefined && ready.startAt >= ready.clickAt, `started at ${ready.startAt}`);
  });
});
