// @vitest-environment node
// How `npm test` finds its browsers: each source found or not, on a fake file system and environment.
import { describe, expect, it } from 'vitest';
import { BrowserNotFound, ensureBrowser, findBrowser, type Machine } from '../../../scripts/browsers.ts';

const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n';
const UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\n';
const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

function machine(
  options: {
    files?: string[];
    env?: Record<string, string>;
    platform?: NodeJS.Platform;
    osRelease?: string;
    root?: boolean;
    installWorks?: boolean;
  } = {},
) {
  const files = new Set(options.files ?? []);
  const calls = { installs: 0, packages: [] as string[], lines: [] as string[] };
  const fake: Machine = {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...options.env },
    platform: options.platform ?? 'linux',
    isExecutable: (path) => files.has(path),
    playwrightChromium: () => PLAYWRIGHT,
    osRelease: () => options.osRelease,
    isRoot: () => options.root ?? false,
    aptInstall(packages) {
      calls.installs += 1;
      calls.packages.push(...packages);
      if (options.installWorks === false) return false;
      const installs: Record<string, string> = {
        chromium: '/usr/bin/chromium',
        'firefox-esr': '/usr/bin/firefox-esr',
        'webkit2gtk-driver': '/usr/bin/WebKitWebDriver',
        xvfb: '/usr/bin/xvfb-run',
      };
      for (const name of packages) files.add(installs[name]!);
      return true;
    },
    log: (line) => calls.lines.push(line),
  };
  return { fake, calls };
}

describe('finding Chromium', () => {
  it('takes the path named in COURT_CHROMIUM_PATH before anything else', () => {
    const { fake } = machine({
      files: ['/opt/my/chrome', PLAYWRIGHT, '/usr/bin/chromium'],
      env: { COURT_CHROMIUM_PATH: '/opt/my/chrome' },
    });
    expect(findBrowser('chromium', fake)).toEqual({ path: '/opt/my/chrome', source: 'environment' });
  });

  it('reports a COURT_CHROMIUM_PATH that is not executable instead of silently using another browser', () => {
    const { fake } = machine({ files: ['/usr/bin/chromium'], env: { COURT_CHROMIUM_PATH: '/nowhere/chrome' } });
    expect(() => findBrowser('chromium', fake)).toThrow(/COURT_CHROMIUM_PATH is set to "\/nowhere\/chrome"/);
  });

  it('uses a browser Playwright already downloaded before the system one', () => {
    const { fake } = machine({ files: [PLAYWRIGHT, '/usr/bin/chromium'] });
    expect(findBrowser('chromium', fake)).toEqual({ path: PLAYWRIGHT, source: 'playwright' });
  });

  it('falls back to the system Chromium, then to Chrome, then to a browser on the PATH', () => {
    expect(
      findBrowser('chromium', machine({ files: ['/usr/bin/chromium', '/usr/bin/google-chrome'] }).fake)?.path,
    ).toBe('/usr/bin/chromium');
    expect(findBrowser('chromium', machine({ files: ['/usr/bin/google-chrome-stable'] }).fake)?.path).toBe(
      '/usr/bin/google-chrome-stable',
    );
    expect(findBrowser('chromium', machine({ files: ['/usr/local/bin/chromium-browser'] }).fake)).toEqual({
      path: '/usr/local/bin/chromium-browser',
      source: 'system',
    });
  });

  it('knows where Chrome lives on macOS', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findBrowser('chromium', machine({ platform: 'darwin', files: [chrome] }).fake)?.path).toBe(chrome);
  });

  it('finds nothing on a machine without any browser', () => {
    expect(findBrowser('chromium', machine().fake)).toBeUndefined();
  });
});

describe('ensuring Chromium', () => {
  it('installs nothing when a browser is there', () => {
    const { fake, calls } = machine({ files: ['/usr/bin/chromium'], osRelease: DEBIAN, root: true });
    expect(ensureBrowser('chromium', fake).source).toBe('system');
    expect(calls.installs).toBe(0);
  });

  it.each([
    ['Debian', DEBIAN],
    ['Ubuntu', UBUNTU],
  ])("installs Debian's chromium as root on %s, with one progress line", (_, osRelease) => {
    const { fake, calls } = machine({ osRelease, root: true });
    expect(ensureBrowser('chromium', fake)).toEqual({ path: '/usr/bin/chromium', source: 'installed' });
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
      expect(() => ensureBrowser('chromium', fake)).toThrow(BrowserNotFound);
      expect(() => ensureBrowser('chromium', fake)).toThrow(
        /apt-get install -y chromium.*npx playwright install chromium.*COURT_CHROMIUM_PATH/,
      );
      expect(calls.installs).toBe(0);
    }
  });

  it('says so when the installation fails', () => {
    const { fake } = machine({ osRelease: DEBIAN, root: true, installWorks: false });
    expect(() => ensureBrowser('chromium', fake)).toThrow(/Installing Chromium with apt-get failed/);
  });
});

describe('Firefox and WebKit', () => {
  it("finds Debian's Firefox ESR, or the one named in COURT_FIREFOX_PATH", () => {
    expect(findBrowser('firefox', machine({ files: ['/usr/bin/firefox-esr'] }).fake)).toEqual({
      path: '/usr/bin/firefox-esr',
      source: 'system',
    });
    const named = machine({
      files: ['/opt/ff/firefox', '/usr/bin/firefox-esr'],
      env: { COURT_FIREFOX_PATH: '/opt/ff/firefox' },
    }).fake;
    expect(findBrowser('firefox', named)).toEqual({ path: '/opt/ff/firefox', source: 'environment' });
  });

  it('needs xvfb-run for WebKitWebDriver only where no display exists', () => {
    const driver = '/usr/bin/WebKitWebDriver';
    expect(findBrowser('webkit', machine({ files: [driver] }).fake)).toBeUndefined();
    expect(findBrowser('webkit', machine({ files: [driver, '/usr/bin/xvfb-run'] }).fake)?.path).toBe(driver);
    expect(findBrowser('webkit', machine({ files: [driver], env: { DISPLAY: ':0' } }).fake)?.path).toBe(driver);
  });

  it('installs firefox-esr, and webkit2gtk-driver with xvfb, as root on Debian, one progress line each', () => {
    const { fake, calls } = machine({ osRelease: DEBIAN, root: true, files: ['/usr/bin/chromium'] });
    expect(ensureBrowser('firefox', fake)).toEqual({ path: '/usr/bin/firefox-esr', source: 'installed' });
    expect(ensureBrowser('webkit', fake)).toEqual({ path: '/usr/bin/WebKitWebDriver', source: 'installed' });
    expect(calls.packages).toEqual(['firefox-esr', 'webkit2gtk-driver', 'xvfb']);
    expect(calls.lines).toHaveLength(2);
    expect(calls.lines[0]).toMatch(/no Firefox found; installing Debian's "firefox-esr"/);
    expect(calls.lines[1]).toMatch(/no WebKit found; installing Debian's "webkit2gtk-driver" and "xvfb"/);
  });

  it('names the command to run elsewhere', () => {
    const { fake, calls } = machine({ osRelease: FEDORA, root: true });
    expect(() => ensureBrowser('firefox', fake)).toThrow(
      /No Firefox found.*apt-get install -y firefox-esr.*COURT_FIREFOX_PATH/,
    );
    expect(() => ensureBrowser('webkit', fake)).toThrow(
      /No WebKit found.*apt-get install -y webkit2gtk-driver xvfb.*COURT_WEBKIT_DRIVER_PATH/,
    );
    expect(calls.installs).toBe(0);
  });
});
