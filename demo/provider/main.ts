// CLI: npx tsx demo/provider/main.ts [--port N] [--settings FILE] [--data FILE]
import { runProviderCli } from './cli.ts';
import { DEFAULT_PORT } from './server.ts';

void runProviderCli(process.argv.slice(2), {
  usage: 'Usage: npx tsx demo/provider/main.ts [--port N] [--settings FILE] [--data FILE]',
  defaultPort: DEFAULT_PORT,
  announce: (url) => `Local provider listening on ${url} (inbox: ${url}/_dev/inbox)`,
});
