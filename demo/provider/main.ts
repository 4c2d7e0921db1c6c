// CLI: npx tsx demo/provider/main.ts [--port N] [--settings FILE] [--data FILE]
import { SettingsError } from './settings.ts';
import { DEFAULT_PORT, startProvider, type StartOptions } from './server.ts';
import { StateFileError } from './state.ts';

const USAGE = 'Usage: npx tsx demo/provider/main.ts [--port N] [--settings FILE] [--data FILE]';

function parseArguments(args: string[]): StartOptions {
  const options: StartOptions = { port: DEFAULT_PORT };
  for (let index = 0; index < args.length; index += 2) {
    const flag = args[index]!;
    const value = args[index + 1];
    if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    if (value === undefined || value.startsWith('--')) throw new SettingsError(`${flag} needs a value.\n${USAGE}`);
    if (flag === '--port') {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new SettingsError(`--port must be 0-65535, not "${value}".`);
      options.port = port;
    } else if (flag === '--settings') options.settingsPath = value;
    else if (flag === '--data') options.dataFile = value;
    else throw new SettingsError(`Unknown option ${flag}.\n${USAGE}`);
  }
  return options;
}

function describe(error: unknown): string {
  if (error instanceof SettingsError || error instanceof StateFileError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return 'The port is already in use; choose another with --port.';
  return `The local provider could not start: ${(error as Error).message}`;
}

async function main(): Promise<void> {
  let running;
  try {
    running = await startProvider(parseArguments(process.argv.slice(2)));
  } catch (error) {
    console.error(describe(error));
    process.exit(1);
  }
  console.log(`Local provider listening on ${running.url} (inbox: ${running.url}/_dev/inbox)`);
  const stop = () => {
    running
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(`Could not save state: ${(error as Error).message}`);
        process.exit(1);
      });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();
