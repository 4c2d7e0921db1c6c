#!/usr/bin/env node
// court-login-provider [--port N] [--settings FILE] [--data FILE]: runs the local provider and prints
// {"url": "http://localhost:PORT"} as one JSON line once it listens. SIGINT or SIGTERM stops it.
import { startProvider, type ProviderOptions } from './provider.ts';

const USAGE = 'Usage: court-login-provider [--port N] [--settings FILE] [--data FILE]';

function parse(args: string[]): ProviderOptions {
  const options: ProviderOptions = {};
  for (let index = 0; index < args.length; index += 2) {
    const [flag, value] = [args[index]!, args[index + 1]];
    if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    if (value === undefined) throw new Error(`${flag} needs a value.\n${USAGE}`);
    if (flag === '--port') {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be 0-65535, not "${value}".`);
      options.port = port;
    } else if (flag === '--settings') options.settingsPath = value;
    else if (flag === '--data') options.dataFile = value;
    else throw new Error(`Unknown option ${flag}.\n${USAGE}`);
  }
  return options;
}

try {
  const running = await startProvider(parse(process.argv.slice(2)));
  console.log(JSON.stringify({ url: running.url }));
  const stop = () => void running.close().then(() => process.exit(0), () => process.exit(1));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(`court-login-provider: ${(error as Error).message}`);
  process.exit(1);
}
