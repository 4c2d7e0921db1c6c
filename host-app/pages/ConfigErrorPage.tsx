// Shown instead of the app when its configuration is unusable, so a deployment mistake is obvious.
import { APP_TITLE } from '../PageHeading.tsx';

export function ConfigErrorPage({ problems }: { problems: string[] }) {
  return (
    <main className="app-main">
      <h1>{APP_TITLE}</h1>
      <div role="alert">
        <h2>The app is not configured correctly</h2>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    </main>
  );
}
