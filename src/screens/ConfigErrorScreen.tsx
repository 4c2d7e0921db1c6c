import type { ConfigIssue } from '../config/types.ts';
import configErrors from '../i18n/compiled/en/config.ts';
import core from '../i18n/compiled/en/core.ts';
import { useText } from '../i18n/text.ts';
import { AlertBanner } from '../ui/AlertBanner.tsx';
import { Heading } from '../ui/Heading.tsx';

/**
 * The SPEC's configuration errors (src/config/rules.ts) are the English catalogue's texts, so they
 * are known by them and said in the language on screen; any other problem names a config field
 * for the integrator and is told as it is.
 */
const SPEC_ERRORS = Object.keys(configErrors) as Array<keyof typeof configErrors>;

/** Shown instead of the form when the configuration cannot be used. */
export function ConfigErrorScreen({ problems }: { problems: ConfigIssue[] }) {
  const text = useText(core);
  const said = useText(configErrors);
  const words = (message: string) => {
    const key = SPEC_ERRORS.find((candidate) => configErrors[candidate]() === message);
    return key ? said[key]() : message;
  };
  const single = problems.length === 1 && problems[0]?.message.startsWith('Error: ') ? problems[0] : undefined;
  return (
    <>
      <Heading>{text.configErrorHeading()}</Heading>
      <AlertBanner variant="error">
        {single ? words(single.message) : (
          <div className="court-config-error">
            {text.invalidConfig()}
            <ul>
              {problems.map((problem) => (
                <li key={`${problem.field}:${problem.message}`}>{words(problem.message)}</li>
              ))}
            </ul>
          </div>
        )}
      </AlertBanner>
    </>
  );
}
