// CLI: npx tsx local-provider/main.ts [--port N] [--settings FILE] [--data FILE]
import { runProviderCli } from './http/cli.ts';
import { DEFAULT_PORT } from './http/server.ts';

void runProviderCli(process.argv.slice(2), {
  usage: 'Usage: npx tsx local-provider/main.ts [--port N] [--settings FILE] [--data FILE]',
  defaultPort: DEFAULT_PORT,
  announce: (url) => `Local provider listening on ${url} (inbox: ${url}/_dev/inbox)`,
});
