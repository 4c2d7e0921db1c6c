// Which engines a test needs. A test that drives automation some engines lack (FedCM, Chromium's;
// media emulation, which WebKitGTK's WebDriver has not) is declared with `itIn(...)`: it runs in the
// engines named and is reported as skipped elsewhere, never silently dropped.
import { executeServerCommand } from '@web/test-runner-commands';

export type Engine = 'chromium' | 'firefox' | 'webkit';

export const engine = (await executeServerCommand('court-engine')) as Engine;

/** `it` in the listed engines, `it.skip` in the others. */
export function itIn(...engines: Engine[]): Mocha.TestFunction {
  return (engines.includes(engine) ? it : it.skip) as Mocha.TestFunction;
}

/**
 * `it` where the test page can cancel its own navigations (the Navigation API, which
 * `interceptNavigations` uses); `it.skip` elsewhere (WebKitGTK 2.50), where the test would leave
 * the page.
 */
export const itNavigating = ('navigation' in window ? it : it.skip) as Mocha.TestFunction;

/** `describe` in the listed engines, `describe.skip` in the others. */
export function describeIn(...engines: Engine[]): Mocha.SuiteFunction {
  return (engines.includes(engine) ? describe : describe.skip) as Mocha.SuiteFunction;
}
