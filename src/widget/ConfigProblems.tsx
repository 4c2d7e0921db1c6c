// What the widget shows and tells when its configuration cannot be used, from a chunk of its own
// loaded only then: the configuration-error screen, and each problem as `court-error`, in English
// for the page's developer (the screen speaks the visitor's language).
import { useEffect } from 'react';
import type { ConfigIssue } from '../config/types.ts';
import { ConfigErrorScreen, configIssueText } from '../screens/ConfigErrorScreen.tsx';
import type { WidgetOutputs } from './types.ts';

/**
 * The problems listed and told as events: a config wrong in thousands of places (a generated list) is
 * told in part, not with thousands of list items and events; the console says how many more there are.
 */
export const LISTED_PROBLEMS = 20;

export function ConfigProblems({ problems, outputs }: { problems: ConfigIssue[]; outputs: WidgetOutputs }) {
  const listed = problems.slice(0, LISTED_PROBLEMS);
  const unlisted = problems.length - listed.length;
  const signature = JSON.stringify([listed, unlisted]);
  useEffect(() => {
    for (const problem of listed)
      outputs.onError({ code: 'config', message: configIssueText(problem), field: problem.field });
    if (unlisted > 0)
      console.warn(
        `court-login: ${unlisted} more configuration problems are not listed; fix the first ones and look again.`,
      );
    // Each distinct set of problems is told once.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the problems are compared by their text (signature), so an equal new list is not told again
  }, [signature]);
  return <ConfigErrorScreen problems={listed} />;
}
