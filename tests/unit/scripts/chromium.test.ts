// @vitest-environment node
// How `npm test` finds its browser: each source found or not, on a fake file system and environment.
import { describe, expect, it } from 'vitest';
import { ChromiumNotFound, ensureChromium, findChromium, type Machine } from '../../../scripts/chromium.ts';

const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n';
const UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\n';
const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

function machine(options: {
  files?: string[];
  env?: Record<string, string>;
  platform?: NodeJS.Platform;
  osRelease?: string;
  root?: boolean;
  installWorks?: boolean;
} = {}) {
  const files = new Set(options.files ?? []);
  const calls = { installs: 0, lines: [] as string[] };
  const fake: Machine = {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...options.env },
    platform: options.platform ?? 'linux',
    isExecutable: (path) => files.has(path),
    playwrightChromium: () => PLAYWRIGHT,
    osRelease: () => options.osRelease,
    isRoot: () => options.root ?? false,
    aptInstallChromium() {
      calls.installs += 1;
      if (options.installWorks === false) return false;
      files.add('/usr/bin/chromium');
      return true;
    },
    log: (line) => calls.lines.push(line),
  };
  return { fake, calls };
}

describe('finding Chromium', () => {
  it('takes the path named in COURT_CHROMIUM_PATH before anything else', () => {
    const { fake } = machine({ files: ['/opt/my/chrome', PLAYWRIGHT, '/usr/bin/chromium'], env: { COURT_CHROMIUM_PATH: '/opt/my/chrome' } });
    expect(findChromium(fake)).toEqual({ path: '/opt/my/chrome', source: 'environment' });
  });

  it('reports a COURT_CHROMIUM_PATH that is not executable instead of silently using another browser', () => {
    const { fake } = machine({ files: ['/usr/bin/chromium'], env: { COURT_CHROMIUM_PATH: '/nowhere/chrome' } });
    expect(() => findChromium(fake)).toThrow(/COURT_CHROMIUM_PATH is set to "\/nowhere\/chrome"/);
  });

  it('uses a browser Playwright already downloaded before the system one', () => {
    const { fake } = machine({ files: [PLAYWRIGHT, '/usr/bin/chromium'] });
    expect(findChromium(fake)).toEqual({ path: PLAYWRIGHT, source: 'playwright' });
  });

  it('falls back to the system Chromium, then to Chrome, then to a browser on the PATH', () => {
    expect(findChromium(machine({ files: ['/usr/bin/chromium', '/usr/bin/google-chrome'] }).fake)?.path).toBe('/usr/bin/chromium');
    expect(findChromium(machine({ files: ['/usr/bin/google-chrome-stable'] }).fake)?.path).toBe('/usr/bin/google-chrome-stable');
    expect(findChromium(machine({ files: ['/usr/local/bin/chromium-browser'] }).fake)).toEqual({ path: '/usr/local/bin/chromium-browser', source: 'system' });
  });

  it('knows where Chrome lives on macOS', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findChromium(machine({ platform: 'darwin', files: [chrome] }).fake)?.path).toBe(chrome);
  });

  it('finds nothing on a machine without any browser', () => {
    expect(findChromium(machine().fake)).toBeUndefined();
  });
});

describe('ensuring Chromium', () => {
  it('installs nothing when a browser is there', () => {
    const { fake, calls } = machine({ files: ['/usr/bin/chromium'], osRelease: DEBIAN, root: true });
    expect(ensureChromium(fake).source).toBe('system');
    expect(calls.installs).toBe(0);
  });

  it.each([['Debian', DEBIAN], ['Ubuntu', UBUNTU]])('installs Debian\'s chromium as root on %s, with one progress line', (_, osRelease) => {
    const { fake, calls } = machine({ osRelease, root: true });
    expect(ensureChromium(fake)).toEqual({ path: '/usr/bin/chromium', source: 'installed' });
    expect(calls.installs).toBe(1);
    expect(calls.lines).toHaveLength(1);
    expect(calls.lines[0]).toMatch(/installing Debian's "chromium"/);
  });

  it('stops with the command to run when not root, on another system, or on another platform', () => {
    for (const { fake, calls } of [
      machine({ osRelease: DEBIAN, root: false }),
      machine({ osRelease: FEDORA, root: true }),
      machine({ osRelease: undefined, root: true }),
      machine({ platform: 'darwin', root: true, osRelease: DEBIAN }),
    ]) {
      expect(() => ensureChromium(fake)).toThrow(ChromiumNotFound);
      expect(() => ensureChromium(fake)).toThrow(/apt-get install -y chromium.*npx playwright install chromium.*COURT_CHROMIUM_PATH/);
      expect(calls.installs).toBe(0);
    }
  });

  it('says so when the installation fails', () => {
    const { fake } = machine({ osRelease: DEBIAN, root: true, installWorks: false });
    expect(() => ensureChromium(fake)).toThrow(/Installing Chromium with apt-get failed/);
  });
});
