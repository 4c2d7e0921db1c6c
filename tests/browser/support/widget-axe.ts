// axe-core on a part of the test page that holds widgets: each violation as one line naming its
// rule, its targets and what to fix.
import axe from 'axe-core';

// Rules about a whole page (landmarks, h1) do not apply to a widget.
const PAGE_RULES = {
  region: { enabled: false },
  'landmark-one-main': { enabled: false },
  'page-has-heading-one': { enabled: false },
};

export async function widgetViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { rules: PAGE_RULES, resultTypes: ['violations'] });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`).join('; ')}`,
  );
}
