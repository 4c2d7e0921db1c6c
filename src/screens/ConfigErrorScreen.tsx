import { text } from '../i18n/en.ts';
import { AlertBanner } from '../ui/AlertBanner.tsx';

export interface ConfigProblem {
  field: string;
  message: string;
}

/** Shown instead of the form when the configuration cannot be used. */
export function ConfigErrorScreen({ problems }: { problems: ConfigProblem[] }) {
  if (problems.length === 1 && problems[0]?.message.startsWith('Error: ')) {
    return <AlertBanner variant="error">{problems[0].message}</AlertBanner>;
  }
  return (
    <AlertBanner variant="error">
      <div className="court-config-error">
        {text.invalidConfig}
        <ul>
          {problems.map((problem) => (
            <li key={`${problem.field}:${problem.message}`}>{problem.message}</li>
          ))}
        </ul>
      </div>
    </AlertBanner>
  );
}
