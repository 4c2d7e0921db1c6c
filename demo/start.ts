// `npm start`: the whole local stack in one process — the tennis host app (Vite dev server), the
// local provider and the worker. Ctrl-C or SIGTERM stops all of them. Each port can be moved with
// an environment variable (PORT_VARIABLES); 0 picks a free port.
// startStack() is also what the end-to-end tests use, with free ports.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { startPages } from './pages/server.ts';
import { startProvider, type RunningProvider } from '../local-provider/http/server.ts';
import { startWorker, type RunningWorker } from '../worker/server.ts';
import { stackProviderSettings } from './stack-settings.ts';
import { freePort, isPortTaken, retryOnTakenPort } from './free-port.ts';

const LOCAL_GOOGLE_CLIENT_ID = 'court-login-local.apps.googleusercontent.com';

const DEFAULT_PORTS = { host: 5173, provider: 8788, worker: 8787, pages: 5174 } as const;

const PORT_VARIABLES = {
  host: 'COURT_HOST_PORT',
  provider: 'COURT_PROVIDER_PORT',
  worker: 'COURT_WORKER_PORT',
  pages: 'COURT_PAGES_PORT',
  element: 'COURT_ELEMENT_PORT',
} as const;

type StartPorts = Record<keyof typeof PORT_VARIABLES, number>;

export interface StackOptions {
  /** 0 picks free ports. */
  hostPort?: number;
  providerPort?: number;
  workerPort?: number;
  /** Also serve the embedding pages (demo/pages) on this port. */
  pagesPort?: number;
  /** Port of the origin serving court-login.js to the pages; default the one after pagesPort (0 when that is 0). */
  elementPort?: number;
  /** Vite's log level; the tests keep it quiet. */
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
  /** Worker log lines (never tokens). */
  workerLog?: (line: string) => void;
  /** Keep the worker's sessions, holds and bookings in this Redis (redis://…) instead of in memory. */
  redisUrl?: string;
  /** How long the worker trusts the provider's word on a token (default and cap 30 s); tests of a revoke shorten it. */
  introspectionCacheMs?: number;
}

export interface RunningStack {
  hostUrl: string;
  providerUrl: string;
  workerUrl: string;
  pagesUrl?: string;
  /** Origin serving court-login.js to the third-party page. */
  elementUrl?: string;
  provider: RunningProvider;
  worker: RunningWorker;
  close(): Promise<void>;
}

const hostAppConfig = fileURLToPath(new URL('../host-app/vite.config.ts', import.meta.url));

/** The stack on its ports; when it picks free ones (0) and loses one to another process, it starts again on others. */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const picksFreePorts = [options.hostPort, options.workerPort, options.pagesPort].includes(0);
  return picksFreePorts ? retryOnTakenPort(() => startStackOnce(options)) : startStackOnce(options);
}

async function startStackOnce(options: StackOptions): Promise<RunningStack> {
  const cleanups: Array<() => Promise<void> | void> = [];
  const closeAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const hostPort = options.hostPort === 0 ? await freePort() : (options.hostPort ?? DEFAULT_PORTS.host);
    const hostUrl = `http://localhost:${hostPort}`;
    // Known before the provider starts: its redirect URLs and developer-tool origins name these pages.
    const pagesPort = options.pagesPort === 0 ? await freePort() : options.pagesPort;
    const pagesUrl = pagesPort === undefined ? undefined : `http://localhost:${pagesPort}`;
    // The worker's port too: the provider issues tokens only for the worker's MCP endpoint.
    const workerPort = options.workerPort === 0 ? await freePort() : (options.workerPort ?? DEFAULT_PORTS.worker);
    const workerUrl = `http://localhost:${workerPort}`;

    // The local project's Google client for One Tap: the provider's stand-in of Google's script knows it.
    const oneTap = { one_tap: { google_client_id: LOCAL_GOOGLE_CLIENT_ID } };
    const provider = await startProvider({
      port: options.providerPort ?? DEFAULT_PORTS.provider,
      settings: { ...stackProviderSettings({ hostUrl, pagesUrl, workerUrl }), groups: oneTap },
    });
    cleanups.push(() => provider.close());

    const { project_id: projectId, secret, public_token: publicToken } = provider.provider.settings;
    const worker = await startWorker({
      port: workerPort,
      providerUrl: provider.url,
      projectId,
      secret,
      allowedOrigin: hostUrl,
      // The provider's issuer is its origin: access tokens name it, and the worker points clients to it.
      issuer: provider.url,
      redisUrl: options.redisUrl,
      introspectionCacheMs: options.introspectionCacheMs,
      // The local stack shows the texted booking codes at /_dev/inbox, as the provider shows its messages.
      devTools: true,
      log: options.workerLog,
    });
    cleanups.push(() => worker.close());

    const vite: ViteDevServer = await createViteServer({
      configFile: hostAppConfig,
      logLevel: options.logLevel ?? 'info',
      server: { host: '127.0.0.1', port: hostPort, strictPort: true },
      define: {
        'import.meta.env.VITE_COURT_PUBLIC_TOKEN': JSON.stringify(publicToken),
        'import.meta.env.VITE_COURT_PROVIDER_URL': JSON.stringify(provider.url),
        'import.meta.env.VITE_COURT_WORKER_URL': JSON.stringify(worker.url),
      },
    });
    cleanups.push(() => vite.close());
    await vite.listen();

    const pages =
      pagesPort === undefined
        ? undefined
        : await startPages({
            port: pagesPort,
            assetsPort: options.elementPort ?? (options.pagesPort && options.pagesPort + 1),
            providerUrl: provider.url,
            workerUrl: worker.url,
            hostUrl,
          });
    if (pages) cleanups.push(() => pages.close());

    return {
      hostUrl,
      providerUrl: provider.url,
      workerUrl: worker.url,
      pagesUrl: pages?.url,
      elementUrl: pages?.assetsUrl,
      provider,
      worker,
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/** The ports of `npm start`: the defaults, each replaced by its variable when set; a clear message for a bad value. */
function portsFromEnv(env: NodeJS.ProcessEnv): { ok: true; ports: StartPorts } | { ok: false; message: string } {
  const read = (name: string, fallback: number): number | string => {
    const text = env[name]?.trim();
    if (!text) return fallback;
    const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
    return port <= 65_535 ? port : `${name} must be a port number from 0 to 65535 (0 = any free port), not "${text}".`;
  };
  const pages = read(PORT_VARIABLES.pages, DEFAULT_PORTS.pages);
  const values = {
    host: read(PORT_VARIABLES.host, DEFAULT_PORTS.host),
    provider: read(PORT_VARIABLES.provider, DEFAULT_PORTS.provider),
    worker: read(PORT_VARIABLES.worker, DEFAULT_PORTS.worker),
    pages,
    element: read(PORT_VARIABLES.element, typeof pages === 'number' && pages !== 0 ? pages + 1 : 0),
  };
  const problems = Object.values(values).filter((value): value is string => typeof value === 'string');
  return problems.length > 0 ? { ok: false, message: problems.join('\n') } : { ok: true, ports: values as StartPorts };
}

function describeStartError(error: unknown): string {
  const failure = error as NodeJS.ErrnoException & { port?: number };
  if (isPortTaken(failure)) {
    return `A port of the local stack is already in use (${failure.message}). Stop the other process, then run npm start again.`;
  }
  return `The local stack could not start: ${failure.message ?? String(error)}`;
}

async function main(): Promise<void> {
  const ports = portsFromEnv(process.env);
  if (!ports.ok) {
    console.error(ports.message);
    process.exit(1);
  }
  const { host, provider, worker, pages, element } = ports.ports;
  let stack: RunningStack;
  try {
    stack = await startStack({
      hostPort: host,
      providerPort: provider,
      workerPort: worker,
      pagesPort: pages,
      elementPort: element,
      logLevel: 'warn',
      workerLog: (line) => console.log(`[worker] ${line}`),
      redisUrl: process.env.COURT_REDIS_URL?.trim() || undefined,
    });
  } catch (error) {
    console.error(describeStartError(error));
    process.exit(1);
  }
  console.log(
    [
      '',
      `  Tennis court app:  ${stack.hostUrl}   <- open this`,
      `  Local provider:    ${stack.providerUrl}   (messages it sent: ${stack.providerUrl}/_dev/inbox)`,
      `  Worker:            ${stack.workerUrl}   (assistant tools: ${stack.worker.resourceUrl}, text messages: ${stack.workerUrl}/_dev/inbox)`,
      `  Embedding pages:   ${stack.pagesUrl}   (third-party page, strict CSP page, wallet page, passkeys page, One Tap, captcha)`,
      `  Passwords demo:    ${stack.pagesUrl}/passwords.html   (reset links open ${stack.pagesUrl}/reset-password.html)`,
      `  court-login.js:    ${stack.elementUrl}   (the widget as the third-party page loads it)`,
      `  Gallery:           ${stack.pagesUrl}/gallery/   (every screen of the widget)`,
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    stack.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Stopping failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  // Vite's own SIGTERM handler closes only Vite and exits with 143; this process stops all three instead.
  for (const listener of process.listeners('SIGTERM')) process.off('SIGTERM', listener);
  // A signal can arrive twice (sent to the process group, and by a parent that relays it): the repeat
  // must not end the process halfway through stopping.
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
