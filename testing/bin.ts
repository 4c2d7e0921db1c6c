#!/usr/bin/env node
// court-login-provider [--port N] [--settings FILE] [--data FILE]: runs the local provider (a free port
// by default) and prints {"url": "http://localhost:PORT"} as one JSON line once it listens.
import { runProviderCli } from '../local-provider/http/cli.ts';

void runProviderCli(process.argv.slice(2), {
  usage: 'Usage: court-login-provider [--port N] [--settings FILE] [--data FILE]',
  defaultPort: 0,
  announce: (url) => JSON.stringify({ url }),
});
