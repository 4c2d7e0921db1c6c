// The local provider as a command: `npx tsx local-provider/main.ts` here, `court-login-provider` in the
// package. Both take [--port N] [--settings FILE] [--data FILE].
import { SettingsError } from '../settings/settings.ts';
import { startProvider, type StartOptions } from './server.ts';
import { StateFileError } from '../state/state.ts';

function parseArguments(args: string[], usage: string, defaultPort: number): StartOptions {
  const options: StartOptions = { port: defaultPort };
  for (let index = 0; index < args.length; index += 2) {
    const flag = args[index]!;
    const value = args[index + 1];
    if (flag === '--help' || flag === '-h') {
      console.log(usage);
      process.exit(0);
    }
    if (value === undefined || value.startsWith('--')) throw new SettingsError(`${flag} needs a value.\n${usage}`);
    if (flag === '--port') {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new SettingsError(`--port must be 0-65535, not "${value}".`);
      options.port = port;
    } else if (flag === '--settings') options.settingsPath = value;
    else if (flag === '--data') options.dataFile = value;
    else throw new SettingsError(`Unknown option ${flag}.\n${usage}`);
  }
  return options;
}

function describe(error: unknown): string {
  if (error instanceof SettingsError || error instanceof StateFileError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return 'The port is already in use; choose another with --port.';
  return `The local provider could not start: ${(error as Error).message}`;
}

export interface ProviderCli {
  usage: string;
  defaultPort: number;
  /** What the command prints once the provider listens. */
  announce(url: string): string;
}

/** Parses the arguments, starts the provider, prints `announce(url)`, and stops on SIGINT or SIGTERM. */
export async function runProviderCli(args: string[], cli: ProviderCli): Promise<void> {
  let running;
  try {
    running = await startProvider(parseArguments(args, cli.usage, cli.defaultPort));
  } catch (error) {
    console.error(describe(error));
    process.exit(1);
  }
  console.log(cli.announce(running.url));
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
