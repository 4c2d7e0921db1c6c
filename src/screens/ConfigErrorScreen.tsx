import { useEffect, useRef } from 'react';
import type { ConfigIssue } from '../config/types.ts';
import config from '../i18n/compiled/en/config.ts';
import firstScreen from '../i18n/compiled/en/firstScreen.ts';
import { useText } from '../i18n/text.ts';
import { AlertBanner } from '../ui/AlertBanner.tsx';
import { Heading } from '../ui/Heading.tsx';
import { useProductRules } from '../ui/use-product-rules.ts';

/** The combinations docs/specification.md#validation forbids: their message is shown alone, worded as there. */
const SPEC_ERRORS: ReadonlySet<string> = new Set(['configEmlAndEmailOtp', 'configPasskeysAlone']);

type ConfigText = typeof config;

/**
 * Said in the console when there is no config at all. The likeliest cause is the bare tag in a
 * server-rendered React page: React does not set properties while it hydrates. (Here, in this lazy
 * chunk, it costs the first load nothing.)
 */
export const NO_CONFIG_HINT =
  'court-login: no config. React does not set the config property while hydrating server HTML; use <CourtLogin> from court-login/react there.';

/** One problem in words; English unless another language's texts are given. */
export function configIssueText(issue: ConfigIssue, text: ConfigText = config): string {
  return (text[issue.code] as (values: Record<string, string | number>) => string)({
    field: issue.field,
    ...issue.values,
  });
}

/**
 * Shown instead of the form when the configuration cannot be used. The list's rules are among the
 * products' (which come with this chunk): adopted before it paints.
 */
export function ConfigErrorScreen({ problems }: { problems: ConfigIssue[] }) {
  const list = useRef<HTMLDivElement>(null);
  useProductRules(list);
  const text = useText(firstScreen);
  const issues = useText(config);
  const single = problems.length === 1 && SPEC_ERRORS.has(problems[0]!.code) ? problems[0] : undefined;
  const missing = problems.some((problem) => problem.code === 'configMissing');
  useEffect(() => {
    if (missing) console.warn(NO_CONFIG_HINT);
  }, [missing]);
  return (
    <>
      <Heading>{text.configErrorHeading()}</Heading>
      <AlertBanner variant="error">
        {single ? (
          configIssueText(single, issues)
        ) : (
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
