import { useRef } from 'react';
import type { ConfigIssue } from '../config/types.ts';
import config from '../i18n/compiled/en/config.ts';
import core from '../i18n/compiled/en/core.ts';
import { useText } from '../i18n/text.ts';
import { AlertBanner } from '../ui/AlertBanner.tsx';
import { Heading } from '../ui/Heading.tsx';
import { useProductRules } from '../ui/use-product-rules.ts';

/** The combinations the SPEC forbids: their message is shown alone, as the SPEC words it. */
const SPEC_ERRORS: ReadonlySet<string> = new Set(['configEmlAndEmailOtp', 'configPasskeysAlone']);

type ConfigText = typeof config;

/** One problem in words; English unless another language's texts are given. */
export function configIssueText(issue: ConfigIssue, text: ConfigText = config): string {
  return (text[issue.code] as (values: Record<string, string | number>) => string)({ field: issue.field, ...issue.values });
}

/**
 * Shown instead of the form when the configuration cannot be used. The list's rules are among the
 * products' (which come with this chunk): adopted before it paints.
 */
export function ConfigErrorScreen({ problems }: { problems: ConfigIssue[] }) {
  const list = useRef<HTMLDivElement>(null);
  useProductRules(list);
  const text = useText(core);
  const issues = useText(config);
  const single = problems.length === 1 && SPEC_ERRORS.has(problems[0]!.code) ? problems[0] : undefined;
  return (
    <>
      <Heading>{text.configErrorHeading()}</Heading>
      <AlertBanner variant="error">
        {single ? configIssueText(single, issues) : (
          <div ref={list} className="court-config-error">
            {issues.invalidConfig()}
            <ul>
              {problems.map((problem) => (
                <li key={`${problem.field}:${problem.code}`}>{configIssueText(problem, issues)}</li>
              ))}
            </ul>
          </div>
        )}
      </AlertBanner>
    </>
  );
}
