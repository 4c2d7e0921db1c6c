// Runs axe-core in the page and returns the accessibility violations it finds, as readable lines.
import { createRequire } from 'node:module';
import type { Page } from 'playwright';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }>;
}

/** `exclude`: CSS selectors of parts checked elsewhere (e.g. the widget, which has its own tests). */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<AxeResult> } }).axe;
    const { violations } = await axe.run({ include: [['html']], exclude: excluded.map((selector) => [selector]) });
    return violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
    );
  }, exclude);
}
