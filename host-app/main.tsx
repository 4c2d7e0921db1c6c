// Entry of the host app. The element module is imported first: <court-login> must be defined
// before React renders it.
import { loadSession, type CourtSession } from '../element/index.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readHostConfig } from './env.ts';
import { ServicesProvider } from './services.tsx';
import { App } from './App.tsx';
import { ConfigErrorPage } from './pages/ConfigErrorPage.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain an element with id "root".');
const root = createRoot(container);

async function start(): Promise<string[]> {
  const config = readHostConfig(import.meta.env);
  if (!config.ok) return config.error;
  let session: CourtSession;
  try {
    session = await loadSession({ publicToken: config.value.publicToken, providerUrl: config.value.providerUrl });
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  root.render(
    <StrictMode>
      <ServicesProvider services={{ session, config: config.value }}>
        <App />
      </ServicesProvider>
    </StrictMode>,
  );
  return [];
}

void start().then((problems) => {
  if (problems.length === 0) return;
  for (const problem of problems) console.error(`Configuration: ${problem}`);
  root.render(<ConfigErrorPage problems={problems} />);
});
