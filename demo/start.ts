// `npm start`: the whole local stack in one process — the tennis host app (Vite dev server), the
// local provider and the worker. Ctrl-C or SIGTERM stops all of them.
// startStack() is also what the end-to-end tests use, with free ports.
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { startPages } from './pages/server.ts';
import { startProvider, type RunningProvider } from './provider/server.ts';
import { startWorker, type RunningWorker } from './worker/server.ts';

export const DEFAULT_PORTS = { host: 5173, provider: 8788, worker: 8787, pages: 5174 } as const;

export interface StackOptions {
  /** 0 picks free ports. */
  hostPort?: number;
  providerPort?: number;
  workerPort?: number;
  /** Also serve the embedding pages (demo/pages) on this port and court-login.js on the next one. */
  pagesPort?: number;
  /** Vite's log level; the tests keep it quiet. */
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
  /** Worker log lines (never tokens). */
  workerLog?: (line: string) => void;
}

export interface RunningStack {
  hostUrl: string;
  providerUrl: string;
  workerUrl: string;
  pagesUrl?: string;
  provider: RunningProvider;
  worker: RunningWorker;
  close(): Promise<void>;
}

const hostAppConfig = fileURLToPath(new URL('../host-app/vite.config.ts', import.meta.url));

/** A port that was free a moment ago: the host app's origin must be known before the worker starts. */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const cleanups: Array<() => Promise<void> | void> = [];
  const closeAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const hostPort = options.hostPort === 0 ? await freePort() : (options.hostPort ?? DEFAULT_PORTS.host);
    const hostUrl = `http://localhost:${hostPort}`;

    const provider = await startProvider({ port: options.providerPort ?? DEFAULT_PORTS.provider });
    cleanups.push(() => provider.close());

    const { project_id: projectId, secret, public_token: publicToken } = provider.provider.settings;
    const worker = await startWorker({
      port: options.workerPort ?? DEFAULT_PORTS.worker,
      providerUrl: provider.url,
      projectId,
      secret,
      allowedOrigin: hostUrl,
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

    const pages = options.pagesPort === undefined ? undefined : await startPages({
      port: options.pagesPort, assetsPort: options.pagesPort && options.pagesPort + 1, providerUrl: provider.url, workerUrl: worker.url,
    });
    if (pages) cleanups.push(() => pages.close());

    return { hostUrl, providerUrl: provider.url, workerUrl: worker.url, pagesUrl: pages?.url, provider, worker, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

function describeStartError(error: unknown): string {
  const failure = error as NodeJS.ErrnoException & { port?: number };
  if (failure.code === 'EADDRINUSE') {
    return `A port of the local stack is already in use (${failure.message}). Stop the other process, then run npm start again.`;
  }
  return `The local stack could not start: ${failure.message ?? String(error)}`;
}

async function main(): Promise<void> {
  let stack: RunningStack;
  try {
    stack = await startStack({ logLevel: 'warn', pagesPort: DEFAULT_PORTS.pages, workerLog: (line) => console.log(`[worker] ${line}`) });
  } catch (error) {
    console.error(describeStartError(error));
    process.exit(1);
  }
  console.log(
    [
      '',
      `  Tennis court app:  ${stack.hostUrl}   <- open this`,
      `  Local provider:    ${stack.providerUrl}   (messages it sent: ${stack.providerUrl}/_dev/inbox)`,
      `  Worker:            ${stack.workerUrl}`,
      `  Embedding pages:   ${stack.pagesUrl}   (third-party page, strict CSP page)`,
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
  process.removeAllListeners('SIGTERM');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
