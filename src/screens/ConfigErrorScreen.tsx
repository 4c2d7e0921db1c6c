import type { ConfigIssue } from '../config/types.ts';
import core from '../i18n/compiled/en/core.ts';
import { useText } from '../i18n/text.ts';
import { AlertBanner } from '../ui/AlertBanner.tsx';
import { Heading } from '../ui/Heading.tsx';

/** Shown instead of the form when the configuration cannot be used. */
export function ConfigErrorScreen({ problems }: { problems: ConfigIssue[] }) {
  const text = useText(core);
  const single = problems.length === 1 && problems[0]?.message.startsWith('Error: ') ? problems[0] : undefined;
  return (
    <>
      <Heading>{text.configErrorHeading()}</Heading>
      <AlertBanner variant="error">
        {single ? single.message : (
          <div className="court-config-error">
            {text.invalidConfig()}
            <ul>
              {problems.map((problem) => (
                <li key={`${problem.field}:${problem.message}`}>{problem.message}</li>
              ))}
            </ul>
          </div>
        )}
      </AlertBanner>
    </>
  );
}
