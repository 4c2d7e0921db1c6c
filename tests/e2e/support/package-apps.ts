// The framework apps of the package test (tests/e2e/package-fixture/<framework>/): each is installed
// from the packed tarball into a fresh folder, type-checked, built, served, and signed in as a
// visitor would: by passcode, by the Google stand-in, then out and in again without a reload.
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { Browser, Page } from 'playwright';
import { enterEmailCode, newEmail } from './embedding.ts';

export interface Command {
  status: number | null;
  output: string;
}

export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Command {
  const child = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 300_000 });
  return { status: child.status, output: `${child.stdout}\n${child.stderr}` };
}

/** Copies a fixture to `folder`, points its court-login dependency at the tarball and installs it. */
export function installFixture(fixture: string, folder: string, tarball: string): void {
  cpSync(fixture, folder, { recursive: true });
  const manifest = join(folder, 'package.json');
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('COURT_LOGIN_TARBALL', `file:${tarball}`));
  const installed = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], folder);
  assert.equal(installed.status, 0, installed.output);
}

/** A running app server. */
export interface Served {
  stop(): void;
  /** What it printed, for failure messages. */
  output(): string;
}

/** Runs an installed bin until `stop()`; the output is kept for failure messages. */
export function startBin(folder: string, bin: string, args: string[], env: NodeJS.ProcessEnv): Served {
  let output = '';
  const child: ChildProcess = spawn(join(folder, 'node_modules/.bin', bin), args, {
    cwd: folder,
    env: { ...process.env, ...env },
  });
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  return { stop: () => void child.kill('SIGTERM'), output: () => output };
}

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves a built app's folder as a static host would, index.html for every other path. */
export function serveFolder(folder: string, port: number): Served {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = normalize(join(folder, path));
    const found = file.startsWith(folder) && extname(file) ? file : join(folder, 'index.html');
    let body: Buffer;
    try {
      body = readFileSync(found);
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(found)] ?? 'application/octet-stream' }).end(body);
  });
  // A port taken meanwhile: the wait for the app's page fails, naming why.
  let failure = '';
  server.once('error', (error) => (failure = `: ${error.message}`));
  server.listen(port, '127.0.0.1');
  return { stop: () => void server.close(), output: () => `serving ${folder}${failure}` };
}

/** Waits until `url` answers 200 (the app's server is up); gives its HTML. */
export async function pageWhenUp(url: string, describe: () => string, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return await response.text();
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function signInByCode(page: Page, providerUrl: string, email: string): Promise<void> {
  await enterEmailCode(page, providerUrl, email);
  await page.getByTestId('status').getByText(`signed-in:${email}`).waitFor();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByTestId('status').getByText('signed-out').waitFor();
  // The element is on its first screen again (the same element, or a new one the framework rendered).
  await page.getByLabel('Email', { exact: true }).waitFor();
}

const successes = (page: Page) => page.getByTestId('success').allTextContents();

/**
 * The visitor's journey on an app that shows the session (`data-testid="status"`), the court-success
 * methods it received (`data-testid="success"`) and a Sign out button beside the element.
 */
export async function signInJourney(
  browser: Browser,
  appUrl: string,
  providerUrl: string,
  label: string,
): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    // The browser asks every app for /favicon.ico, which none of them has.
    if (message.location().url.endsWith('/favicon.ico')) return;
    if (message.type() === 'error' || /hydrat/i.test(message.text()))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  try {
    await page.goto(appUrl);
    await page.getByTestId('status').getByText('signed-out').waitFor();

    const byCode = newEmail(`${label}-code`);
    await signInByCode(page, providerUrl, byCode);
    await page.getByTestId('success').first().waitFor();
    await signOut(page);
    assert.deepEqual(await successes(page), ['otp'], 'court-success once for the passcode sign-in');

    const byGoogle = newEmail(`${label}-google`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${providerUrl}/v1/public/oauth/google/start`));
    await page.getByLabel('Email address').fill(byGoogle);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.href.startsWith(appUrl));
    await page.getByTestId('status').getByText(`signed-in:${byGoogle}`).waitFor();
    await page.getByTestId('success').first().waitFor();
    assert.doesNotMatch(page.url(), /token/, 'the token left the address');

    await page.evaluate(() => void ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await signOut(page);
    const again = newEmail(`${label}-again`);
    await signInByCode(page, providerUrl, again);
    await page.getByTestId('success').nth(1).waitFor();
    assert.equal(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      true,
      'no reload',
    );
    assert.deepEqual(await successes(page), ['oauth', 'otp'], 'court-success once for each sign-in');
    assert.deepEqual(problems, [], 'no console error and no hydration warning');
  } finally {
    await context.close();
  }
}
