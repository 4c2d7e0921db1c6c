// Code run in Firefox's own chrome window (privileged, where `gBrowser`, `Services` and XPCOM live),
// over the Puppeteer launcher's WebDriver BiDi connection: `browsingContext.getTree` with
// `moz:scope: 'chrome'` names that window, `script.evaluate` runs there. Firefox allows it only when
// started with -remote-allow-system-access (tests/browser/support/launchers.ts).
import type { Page } from 'puppeteer';

interface BidiConnection {
  send(method: string, params: object): Promise<{ result: BidiResult }>;
}

type BidiResult = {
  contexts?: { context: string }[];
  type?: 'success' | 'exception';
  result?: { value?: unknown };
  exceptionDetails?: { text: string };
};

/** Evaluates an expression in Firefox's chrome window; `what` names the caller in its errors. */
export type ChromeEvaluate = (expression: string) => Promise<unknown>;

export async function firefoxChrome(page: Page, what: string): Promise<ChromeEvaluate> {
  const connection = (page.browser() as unknown as { connection: BidiConnection }).connection;
  const tree = await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' });
  const chromeWindow = tree.result.contexts?.[0]?.context;
  if (!chromeWindow)
    throw new Error('Firefox showed no chrome window: is it started with -remote-allow-system-access?');
  return async (expression) => {
    const { result } = await connection.send('script.evaluate', {
      expression,
      target: { context: chromeWindow },
      awaitPromise: false,
      resultOwnership: 'none',
    });
    if (result.type === 'exception') throw new Error(`${what}: ${result.exceptionDetails?.text}`);
    return result.result?.value;
  };
}
