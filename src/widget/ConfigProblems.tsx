// What the widget shows and tells when its configuration cannot be used, from a chunk of its own
// loaded only then: the configuration-error screen, and each problem as `court-error`, in English
// for the page's developer (the screen speaks the visitor's language).
import { useEffect } from 'react';
import type { ConfigIssue } from '../config/types.ts';
import { ConfigErrorScreen, configIssueText } from '../screens/ConfigErrorScreen.tsx';
import type { WidgetOutputs } from './types.ts';

export function ConfigProblems({ problems, outputs }: { problems: ConfigIssue[]; outputs: WidgetOutputs }) {
  const signature = JSON.stringify(problems);
  useEffect(() => {
    for (const problem of problems)
      outputs.onError({ code: 'config', message: configIssueText(problem), field: problem.field });
    // Each distinct set of problems is told once.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the problems are compared by their text (signature), so an equal new list is not told again
  }, [signature]);
  return <ConfigErrorScreen problems={problems} />;
}
