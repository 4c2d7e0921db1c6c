// `npm run real-mcp-clients`: a real MCP client signs a person in against the local stack, outside `npm test`
// (it installs a client from the npm registry). mcp-remote, the stdio bridge desktop assistants use for remote
// servers, meets the worker's 401, discovers the provider, registers, and prints the consent page's address;
// Chromium plays the person (the Google stand-in, then Allow); mcp-remote catches the code on its loopback
// callback, and this script, speaking MCP on its stdin, lists the tools and calls check_tennis_courts.
// Exits 0 when the tool's answer names the person who signed in.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startStack } from '../demo/start.ts';
import { freePort } from '../demo/free-port.ts';
import { launchChromium } from './bench/browser.ts';
import { allowInChromium } from './real-clients/person.ts';

const MCP_REMOTE = 'mcp-remote@0.15.1';
const folder = mkdtempSync(join(tmpdir(), 'court-real-clients-'));
const email = `real-client-${Date.now()}@example.com`;

function log(line: string): void {
  console.log(`[real-mcp-clients] ${line}`);
}

async function main(): Promise<void> {
  log(`installing ${MCP_REMOTE} into ${folder}`);
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', folder, MCP_REMOTE], {
    stdio: 'inherit',
  });
  if (install.status !== 0) throw new Error(`npm could not install ${MCP_REMOTE}.`);

  const stack = await startStack({ hostPort: 0, providerPort: 0, workerPort: 0, logLevel: 'silent' });
  const browser = await launchChromium();
  const callbackPort = await freePort();
  // Its own HOME: mcp-remote keeps clients and tokens under ~/.mcp-auth, and this run starts from nothing.
  const bridge = spawn(join(folder, 'node_modules/.bin/mcp-remote'), [`${stack.workerUrl}/mcp`, String(callbackPort)], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, HOME: folder, BROWSER: 'true' },
  });
  try {
    const answers = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
    createInterface({ input: bridge.stdout }).on('line', (line) => {
      let message: { id?: number; result?: unknown; error?: unknown };
      try {
        message = JSON.parse(line);
      } catch {
        return;
      }
      if (typeof message.id === 'number') answers.get(message.id)?.(message);
    });
    const request = (id: number, method: string, params: unknown) =>
      new Promise<{ result?: unknown; error?: unknown }>((resolve) => {
        answers.set(id, resolve);
        bridge.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
      });

    // The consent page's address, as mcp-remote prints it for the person to open.
    const authorizationUrl = new Promise<string>((resolve) => {
      createInterface({ input: bridge.stderr }).on('line', (line) => {
        const found = line.match(/(http:\/\/localhost:\d+\/oauth\/authorize\?\S+)/);
        if (found) resolve(found[1]!);
      });
    });
    const initialized = request(1, 'initialize', {
      protocolVersion: '2025-11-25',
      capabilities: {},
      clientInfo: { name: 'court-real-clients', version: '1.0.0' },
    });

    const url = await authorizationUrl;
    log(
      `consent page: ${new URL(url).origin}${new URL(url).pathname} (scope ${new URL(url).searchParams.get('scope')}, prompt ${new URL(url).searchParams.get('prompt')})`,
    );
    await allowInChromium(browser, url, { providerUrl: stack.providerUrl, email, callbackPort });
    log('allowed; mcp-remote received the code');

    const init = await initialized;
    if (!init.result) throw new Error(`initialize failed: ${JSON.stringify(init.error)}`);
    bridge.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    const tools = (await request(2, 'tools/list', {})).result as { tools: Array<{ name: string }> };
    log(`tools: ${tools.tools.map((tool) => tool.name).join(', ')}`);
    const call = (await request(3, 'tools/call', { name: 'check_tennis_courts', arguments: {} })).result as {
      content: Array<{ text?: string }>;
    };
    const text = call.content.map((part) => part.text ?? '').join('\n');
    log(`check_tennis_courts: ${text.split('\n')[0]}`);
    if (!text.includes(email)) throw new Error('The tool did not name the person who signed in.');
    log('mcp-remote: passed');
  } finally {
    bridge.kill();
    await browser.close();
    await stack.close();
  }
}

main().then(
  () => rmSync(folder, { recursive: true, force: true }),
  (error: unknown) => {
    console.error(`[real-mcp-clients] failed: ${error instanceof Error ? error.message : String(error)}`);
    rmSync(folder, { recursive: true, force: true });
    process.exitCode = 1;
  },
);
