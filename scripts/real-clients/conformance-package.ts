// Runs the MCP conformance package's command line (pinned exactly, on Node 22, both fetched by npx from the
// npm registry) and reads back the checks it wrote: one folder per scenario under the output folder, each
// holding checks.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const CONFORMANCE_PACKAGE = '@modelcontextprotocol/conformance@0.2.0-alpha.12';

export interface Check {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'SKIPPED' | 'INFO';
  description?: string;
  errorMessage?: string;
}

/** Each scenario's checks, keyed by scenario name. */
export type ChecksByScenario = Map<string, Check[]>;

/** `server-ping-2026-…Z` → `ping`; `authorization-server-authorization-code-grant-2026-…Z` → `authorization-code-grant`. */
export function scenarioOfFolder(folder: string): string {
  return folder.replace(/^(authorization-)?server-/, '').replace(/-\d{4}-\d\d-\d\dT[\d-]+Z$/, '');
}

/** Runs `conformance <args…>`; `onLine` sees its output line by line; aborting `signal` stops it. */
export async function runConformance(
  args: string[],
  options: { onLine?: (line: string) => void; signal?: AbortSignal } = {},
): Promise<ChecksByScenario> {
  const output = mkdtempSync(join(tmpdir(), 'court-conformance-'));
  try {
    // Its own process group: npx runs the package in a child of its own, and stopping only npx would leave
    // that one waiting (for minutes, for a callback) with its callback port held.
    const child = spawn(
      'npx',
      ['-y', '-p', 'node@22', '-p', CONFORMANCE_PACKAGE, 'conformance', ...args, '--output-dir', output],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' }, detached: true },
    );
    const stop = () => {
      if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    };
    // Ctrl-C reaches only this process now, so it passes it on.
    const interrupt = () => {
      stop();
      process.exit(130);
    };
    options.signal?.addEventListener('abort', stop, { once: true });
    process.once('exit', stop).once('SIGINT', interrupt);
    createInterface({ input: child.stdout }).on('line', (line) => options.onLine?.(line));
    const errors: string[] = [];
    createInterface({ input: child.stderr }).on('line', (line) => errors.push(line));
    // The exit code only says whether some check failed; the checks themselves say which.
    await new Promise((resolve) => child.on('close', resolve));
    options.signal?.removeEventListener('abort', stop);
    process.off('exit', stop).off('SIGINT', interrupt);
    const checks: ChecksByScenario = new Map();
    for (const folder of readdirSync(output)) {
      // A scenario that was stopped leaves its folder without checks.json.
      const file = join(output, folder, 'checks.json');
      if (existsSync(file)) checks.set(scenarioOfFolder(folder), JSON.parse(readFileSync(file, 'utf8')) as Check[]);
    }
    if (checks.size === 0) throw new Error(`conformance ${args[0]} wrote no results:\n${errors.slice(-20).join('\n')}`);
    return checks;
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}
