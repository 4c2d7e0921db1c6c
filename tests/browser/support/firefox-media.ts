// The test runner's `emulateMedia` in Firefox. The runner hands colour scheme and reduced motion to
// Puppeteer's `page.emulateMediaFeatures`, which speaks CDP, and Firefox over WebDriver BiDi has no
// CDP. Firefox's own switches are on the tab's top browsing context (what its developer tools'
// colour-scheme simulation sets): `prefersColorSchemeOverride` and `prefersReducedMotionOverride`,
// set from the chrome window (./firefox-chrome.ts). The overrides end with the tab.
import type { MediaFeature, Page } from 'puppeteer';
import { firefoxChrome } from './firefox-chrome.ts';

const OVERRIDES: Record<string, { property: string; values: string[] }> = {
  'prefers-color-scheme': { property: 'prefersColorSchemeOverride', values: ['light', 'dark'] },
  'prefers-reduced-motion': { property: 'prefersReducedMotionOverride', values: ['reduce', 'no-preference'] },
};

/** Sets each feature on the page's tab; an empty value clears its override, no features clear both. */
export async function emulateFirefoxMedia(page: Page, features?: MediaFeature[]): Promise<void> {
  const given = features ?? Object.keys(OVERRIDES).map((name) => ({ name, value: '' }));
  const assignments = given.map(({ name, value }) => {
    const override = OVERRIDES[name];
    if (!override) throw new Error(`Firefox emulates ${Object.keys(OVERRIDES).join(' and ')}, not ${name}.`);
    if (value && !override.values.includes(value))
      throw new Error(`${name} is ${override.values.join(' or ')}, not "${value}".`);
    return `context.${override.property} = ${JSON.stringify(value || 'none')};`;
  });
  const evaluate = await firefoxChrome(page, "Firefox's media emulation");
  const found = await evaluate(`((url) => {
    const browser = gBrowser.browsers.find((candidate) => candidate.currentURI.spec === url);
    if (!browser) return false;
    const context = browser.browsingContext;
    ${assignments.join('\n    ')}
    return true;
  })(${JSON.stringify(page.url())})`);
  if (!found) throw new Error(`Firefox shows no tab at ${page.url()}.`);
}
