// Finds the browsers every launcher of the project uses (web-test-runner, the end-to-end tests, the
// benchmark, the packaging test), so that no launcher hard-codes a path of its own: Chromium, Firefox
// and WebKit (WebKitGTK's WebDriver, which starts WebKit's MiniBrowser, under Xvfb without a display).
//
// Order for each engine: its COURT_*_PATH variable, (Chromium only) a browser Playwright already
// downloaded, the system's own. `ensureBrowser` (run once by `npm test` and `npm run bench` before any
// suite) may also install Debian's package when it runs as root on Debian or Ubuntu; anywhere else it
// stops with one message that names the command to run.
import { spawn, spawnSync, type ChildProcess, type SpawnSyncOptions } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { freePort } from '../demo/free-port.ts';

export type Engine = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: readonly Engine[] = ['chromium', 'firefox', 'webkit'];

interface EngineSpec {
  label: string;
  env: string;
  names: string[];
  paths: Partial<Record<NodeJS.Platform, string[]>>;
  /** Debian packages that provide it. */
  packages: string[];
  howTo: string;
}

export const ENGINE_SPECS: Record<Engine, EngineSpec> = {
  chromium: {
    label: 'Chromium',
    env: 'COURT_CHROMIUM_PATH',
    names: ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'],
    paths: {
      linux: [
        '/usr/bin/chromium',
        '/usr/bin/chromium-browser',
        '/snap/bin/chromium',
        '/usr/bin/google-chrome',
        '/usr/bin/google-chrome-stable',
        '/opt/google/chrome/chrome',
      ],
      darwin: [
        '/Applications/Chromium.app/Contents/MacOS/Chromium',
        '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      ],
      win32: [
        'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
        'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
      ],
    },
    packages: ['chromium'],
    howTo:
      'Install Chromium (Debian or Ubuntu: "sudo apt-get install -y chromium"; elsewhere: "npx playwright install chromium"), or set COURT_CHROMIUM_PATH to a Chromium or Chrome executable, then run the command again.',
  },
  firefox: {
    label: 'Firefox',
    env: 'COURT_FIREFOX_PATH',
    names: ['firefox-esr', 'firefox'],
    paths: {
      linux: ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
      darwin: ['/Applications/Firefox.app/Contents/MacOS/firefox'],
      win32: ['C:\\Program Files\\Mozilla Firefox\\firefox.exe'],
    },
    packages: ['firefox-esr'],
    howTo:
      'Install Firefox (Debian: "sudo apt-get install -y firefox-esr"), or set COURT_FIREFOX_PATH to a Firefox executable.',
  },
  webkit: {
    label: 'WebKit',
    env: 'COURT_WEBKIT_DRIVER_PATH',
    names: ['WebKitWebDriver'],
    paths: { linux: ['/usr/bin/WebKitWebDriver'] },
    packages: ['webkit2gtk-driver', 'xvfb'],
    howTo:
      'Install WebKitGTK\'s WebDriver and Xvfb (Debian or Ubuntu: "sudo apt-get install -y webkit2gtk-driver xvfb"), or set COURT_WEBKIT_DRIVER_PATH to a WebKitWebDriver executable.',
  },
};

/** What the resolution reads of the machine; the real one below, a fake one in the unit test. */
export interface Machine {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  isExecutable(path: string): boolean;
  /** Where Playwright keeps the Chromium it downloaded (whether or not it is there). */
  playwrightChromium(): string | undefined;
  /** /etc/os-release, or undefined where there is none. */
  osRelease(): string | undefined;
  isRoot(): boolean;
  /** Runs the installer for these Debian packages; true when it exited 0. */
  aptInstall(packages: string[]): boolean;
  log(line: string): void;
}

export type Found = { path: string; source: 'environment' | 'playwright' | 'system' | 'installed' };

export class BrowserNotFound extends Error {}

function onPath(machine: Machine, names: string[]): string[] {
  return (machine.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((folder) => names.map((name) => join(folder, machine.platform === 'win32' ? `${name}.exe` : name)));
}

/** WebKitGTK needs a display: the machine's own, or Xvfb through xvfb-run. */
function needsXvfb(machine: Machine): boolean {
  return !machine.env.DISPLAY && !machine.env.WAYLAND_DISPLAY;
}

function xvfbRun(machine: Machine): string | undefined {
  return ['/usr/bin/xvfb-run', ...onPath(machine, ['xvfb-run'])].find((path) => machine.isExecutable(path));
}

/** The engine's executable (for WebKit, its WebDriver) without installing anything, or undefined. */
export function findBrowser(engine: Engine, machine: Machine): Found | undefined {
  const spec = ENGINE_SPECS[engine];
  const given = machine.env[spec.env]?.trim();
  let found: Found | undefined;
  if (given) {
    // A path the user named that does not work is an error to report, not a reason to pick another.
    if (!machine.isExecutable(given))
      throw new BrowserNotFound(`${spec.env} is set to "${given}", which is not an executable file.`);
    found = { path: given, source: 'environment' };
  }
  if (!found && engine === 'chromium') {
    const downloaded = machine.playwrightChromium();
    if (downloaded && machine.isExecutable(downloaded)) found = { path: downloaded, source: 'playwright' };
  }
  if (!found) {
    const system = [...(spec.paths[machine.platform] ?? []), ...onPath(machine, spec.names)].find((path) =>
      machine.isExecutable(path),
    );
    if (system) found = { path: system, source: 'system' };
  }
  if (found && engine === 'webkit' && needsXvfb(machine) && !xvfbRun(machine)) return undefined;
  return found;
}

export function isDebianLike(osRelease: string | undefined): boolean {
  if (!osRelease) return false;
  const field = (name: string) => osRelease.match(new RegExp(`^${name}="?([^"\\n]*)"?$`, 'm'))?.[1] ?? '';
  return /\b(debian|ubuntu)\b/.test(`${field('ID')} ${field('ID_LIKE')}`);
}

/** Finds the engine, installing Debian's packages where that is possible; throws BrowserNotFound otherwise. */
export function ensureBrowser(engine: Engine, machine: Machine): Found {
  const spec = ENGINE_SPECS[engine];
  const found = findBrowser(engine, machine);
  if (found) return found;
  const canInstall = machine.platform === 'linux' && machine.isRoot() && isDebianLike(machine.osRelease());
  if (!canInstall) throw new BrowserNotFound(`No ${spec.label} found for the browser tests. ${spec.howTo}`);
  const names = spec.packages.map((name) => `"${name}"`).join(' and ');
  machine.log(`court-login: no ${spec.label} found; installing Debian's ${names} with apt-get (once, about a minute)…`);
  if (!machine.aptInstall(spec.packages))
    throw new BrowserNotFound(`Installing ${spec.label} with apt-get failed. ${spec.howTo}`);
  const installed = findBrowser(engine, machine);
  if (!installed) throw new BrowserNotFound(`apt-get installed ${names}, but no executable was found. ${spec.howTo}`);
  return { path: installed.path, source: 'installed' };
}

export const realMachine: Machine = {
  env: process.env,
  platform: process.platform,
  isExecutable(path) {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  playwrightChromium() {
    // Playwright names the path of its own download even when it was never downloaded.
    try {
      return createRequire(import.meta.url)('playwright').chromium.executablePath() as string;
    } catch {
      return undefined;
    }
  },
  osRelease() {
    try {
      return readFileSync('/etc/os-release', 'utf8');
    } catch {
      return undefined;
    }
  },
  isRoot: () => process.getuid?.() === 0,
  aptInstall(packages) {
    const quiet: SpawnSyncOptions = {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    };
    return (
      spawnSync('apt-get', ['update', '-qq'], quiet).status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', ...packages], quiet).status === 0
    );
  },
  log: (line) => console.log(line),
};

/**
 * The path for a launcher. `npm test` and `npm run bench` resolve once and pass the paths on in the
 * COURT_*_PATH variables; a launcher started on its own finds them the same way, without installing.
 */
export function browserPath(engine: Engine): string {
  const found = findBrowser(engine, realMachine);
  if (!found) throw new BrowserNotFound(`No ${ENGINE_SPECS[engine].label} found. ${ENGINE_SPECS[engine].howTo}`);
  return found.path;
}

export const chromiumPath = (): string => browserPath('chromium');

/**
 * For scripts: ensures each engine and exports its path to child processes. Chromium is required (the
 * end-to-end tests and the benchmark use it): without it the script exits with the message. Another
 * engine that cannot be had is left out, with one line saying why and what to run.
 */
export function prepareBrowsers(engines: readonly Engine[] = ENGINES): {
  ready: Engine[];
  missing: Map<Engine, string>;
} {
  const ready: Engine[] = [];
  const missing = new Map<Engine, string>();
  for (const engine of engines) {
    try {
      const found = ensureBrowser(engine, realMachine);
      process.env[ENGINE_SPECS[engine].env] = found.path;
      ready.push(engine);
      console.log(`${ENGINE_SPECS[engine].label}: ${found.path}`);
    } catch (error) {
      if (!(error instanceof BrowserNotFound)) throw error;
      if (engine === 'chromium') {
        console.error(`court-login: ${error.message}`);
        process.exit(1);
      }
      missing.set(engine, error.message);
      console.log(`court-login: ${ENGINE_SPECS[engine].label} tests skipped: ${error.message}`);
    }
  }
  return { ready, missing };
}

export function prepareChromium(): string {
  prepareBrowsers(['chromium']);
  return process.env[ENGINE_SPECS.chromium.env]!;
}

/** What a WebDriver session asks WebKitWebDriver for: its MiniBrowser, over classic WebDriver (no BiDi). */
export const WEBKIT_CAPABILITIES = {
  browserName: 'MiniBrowser',
  'webkitgtk:browserOptions': { args: ['--automation'] },
  'wdio:enforceWebDriverClassic': true,
};

/**
 * Starts WebKitGTK's WebDriver on a free loopback port (under xvfb-run where there is no display) and
 * resolves once it answers; it is stopped when this process exits.
 */
export async function startWebKitDriver(): Promise<{ port: number; stop(): void }> {
  const driver = browserPath('webkit');
  const port = await freePort();
  const [command, ...args] = needsXvfb(realMachine)
    ? [xvfbRun(realMachine)!, '-a', driver, `--port=${port}`]
    : [driver, `--port=${port}`];
  const child: ChildProcess = spawn(command!, args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  // In a process group of its own (to stop Xvfb with it), so a Ctrl-C does not reach it: pass it on.
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop();
      process.kill(process.pid, signal);
    });
  }
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new BrowserNotFound(`WebKitWebDriver exited at once (status ${child.exitCode}).`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return { port, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      stop();
      throw new BrowserNotFound('WebKitWebDriver did not answer within 30 s.');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
