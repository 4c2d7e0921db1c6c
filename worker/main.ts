// Runs the worker on its own: `npx tsx worker/main.ts`. Settings come from the environment;
// the defaults are the local stack's.
import { startWorker } from './server.ts';

const env = process.env;
const port = Number(env.WORKER_PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`WORKER_PORT must be a port number, got "${env.WORKER_PORT}".`);
  process.exit(1);
}

try {
  const worker = await startWorker({
    port,
    // Behind a proxy: the address clients reach it at, and the address to listen on.
    publicUrl: env.COURT_WORKER_PUBLIC_URL?.trim() || undefined,
    host: env.COURT_WORKER_HOST?.trim() || undefined,
    providerUrl: env.COURT_PROVIDER_URL ?? 'http://localhost:8788',
    projectId: env.COURT_PROJECT_ID ?? 'project-test-court-login-local',
    secret: env.COURT_SECRET ?? 'secret-test-court-login-local',
    allowedOrigin: env.COURT_ALLOWED_ORIGIN ?? 'http://localhost:5173',
    // Access tokens must name the provider's issuer, its origin unless set apart.
    issuer: env.COURT_PROVIDER_ISSUER || undefined,
    redisUrl: env.COURT_REDIS_URL?.trim() || undefined,
    // The inbox of texted codes (/_dev/inbox) only when asked for: it is for a machine of one's own.
    devTools: env.COURT_WORKER_DEV_TOOLS === '1',
    log: (line) => console.log(`[worker] ${line}`),
  });
  console.log(`Worker listening on ${worker.url} (MCP endpoint: ${worker.resourceUrl})`);
  const stop = () => void worker.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(`The worker could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
