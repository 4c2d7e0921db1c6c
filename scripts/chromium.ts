// Finds the Chromium every browser launcher of the project uses (web-test-runner, the end-to-end
// tests, the benchmark, the packaging test), so that no launcher hard-codes a path of its own.
//
// Order: COURT_CHROMIUM_PATH, a browser Playwright already downloaded, the system's Chromium or
// Chrome. `ensureChromium` (run once by `npm test` and `npm run bench` before any suite) may also
// install Debian's `chromium` when it runs as root on Debian or Ubuntu; anywhere else it stops with
// one message that names the command to run.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

export const CHROMIUM_ENV = 'COURT_CHROMIUM_PATH';

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
  /** Runs the installer; true when it exited 0. */
  aptInstallChromium(): boolean;
  log(line: string): void;
}

export type Found = { path: string; source: 'environment' | 'playwright' | 'system' | 'installed' };

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];
const SYSTEM_PATHS: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium', '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable', '/opt/google/chrome/chrome'],
  darwin: ['/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'],
  win32: ['C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe'],
};

export class ChromiumNotFound extends Error {}

function systemChromium(machine: Machine): string | undefined {
  const onPath = (machine.env.PATH ?? '').split(delimiter).filter(Boolean)
    .flatMap((folder) => SYSTEM_NAMES.map((name) => join(folder, machine.platform === 'win32' ? `${name}.exe` : name)));
  return [...(SYSTEM_PATHS[machine.platform] ?? []), ...onPath].find((path) => machine.isExecutable(path));
}

/** The first usable Chromium without installing anything, or undefined. */
export function findChromium(machine: Machine): Found | undefined {
  const given = machine.env[CHROMIUM_ENV]?.trim();
  if (given) {
    // A path the user named that does not work is an error to report, not a reason to pick another.
    if (!machine.isExecutable(given)) throw new ChromiumNotFound(`${CHROMIUM_ENV} is set to "${given}", which is not an executable file.`);
    return { path: given, source: 'environment' };
  }
  const downloaded = machine.playwrightChromium();
  if (downloaded && machine.isExecutable(downloaded)) return { path: downloaded, source: 'playwright' };
  const system = systemChromium(machine);
  return system ? { path: system, source: 'system' } : undefined;
}

function isDebianLike(osRelease: string | undefined): boolean {
  if (!osRelease) return false;
  const field = (name: string) => osRelease.match(new RegExp(`^${name}="?([^"\\n]*)"?$`, 'm'))?.[1] ?? '';
  return /\b(debian|ubuntu)\b/.test(`${field('ID')} ${field('ID_LIKE')}`);
}

const HOW_TO = `Install Chromium (Debian or Ubuntu: "sudo apt-get install -y chromium"; elsewhere: "npx playwright install chromium"), or set ${CHROMIUM_ENV} to a Chromium or Chrome executable, then run the command again.`;

/** Finds Chromium, installing Debian's package where that is possible; throws ChromiumNotFound otherwise. */
export function ensureChromium(machine: Machine): Found {
  const found = findChromium(machine);
  if (found) return found;
  const canInstall = machine.platform === 'linux' && machine.isRoot() && isDebianLike(machine.osRelease());
  if (!canInstall) throw new ChromiumNotFound(`No Chromium found for the browser tests. ${HOW_TO}`);
  machine.log('court-login: no Chromium found; installing Debian\'s "chromium" package with apt-get (once, about a minute)…');
  if (!machine.aptInstallChromium()) throw new ChromiumNotFound(`Installing Chromium with apt-get failed. ${HOW_TO}`);
  const installed = findChromium(machine);
  if (!installed) throw new ChromiumNotFound(`apt-get installed "chromium", but no executable was found. ${HOW_TO}`);
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
  aptInstallChromium() {
    const quiet: SpawnSyncOptions = { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
    return spawnSync('apt-get', ['update', '-qq'], quiet).status === 0
      && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], quiet).status === 0;
  },
  log: (line) => console.log(line),
};

/**
 * The path for a launcher. `npm test` and `npm run bench` resolve once and pass the path on in
 * COURT_CHROMIUM_PATH; a launcher started on its own finds it the same way, without installing.
 */
export function chromiumPath(): string {
  const found = findChromium(realMachine);
  if (!found) throw new ChromiumNotFound(`No Chromium found. ${HOW_TO}`);
  return found.path;
}

/** For scripts: ensures Chromium, exports its path to child processes, or exits with the message. */
export function prepareChromium(): string {
  try {
    const found = ensureChromium(realMachine);
    process.env[CHROMIUM_ENV] = found.path;
    return found.path;
  } catch (error) {
    if (!(error instanceof ChromiumNotFound)) throw error;
    console.error(`court-login: ${error.message}`);
    process.exit(1);
  }
}
