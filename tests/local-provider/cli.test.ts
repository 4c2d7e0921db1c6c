// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MAIN = 'local-provider/main.ts';

function run(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function waitFor(check: () => boolean, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('provider CLI', () => {
  it('exits with a clear message, not a stack trace, for a malformed settings file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'provider-cli-')), 'settings.json');
    writeFileSync(file, '{"rate_limits": {"sends_per_window": "five"}}');
    const cli = run(['--settings', file, '--port', '0']);
    expect(await cli.exited).toBe(1);
    const { stderr } = cli.output();
    expect(stderr).toContain(`Settings file ${file}: "rate_limits.sends_per_window" must be a number, not a string`);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('prints its URL, serves, and saves its data on SIGTERM', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'provider-cli-')), 'state.json');
    const cli = run(['--port', '0', '--data', dataFile]);
    await waitFor(() => /listening on http:\/\/localhost:\d+/.test(cli.output().stdout));
    const url = /http:\/\/localhost:\d+/.exec(cli.output().stdout)![0];
    expect((await fetch(`${url}/_dev/messages`)).status).toBe(200);
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    expect(existsSync(dataFile)).toBe(true);
    expect(JSON.parse(readFileSync(dataFile, 'utf8')).users).toHaveLength(2);
  });

  it('rejects unknown options', async () => {
    const cli = run(['--colour', 'blue']);
    expect(await cli.exited).toBe(1);
    expect(cli.output().stderr).toContain('Unknown option --colour');
  });
});
