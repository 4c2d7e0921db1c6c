// A press on a painted provider button (src/products/oauth/painted-start.ts) waits for the project
// settings court-login.js asked for early. If its element leaves the page meanwhile (and may come
// back with a new screen), the press starts nothing once they come: no navigation, and no PKCE pair
// that would replace the pair of a sign-in started since. A screen React rendered afresh is no reason.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintedStart } from '../../../../src/products/oauth/painted-start.ts';
import { BOOTSTRAP_DEFAULTS } from '../../../../src/provider/bootstrap-defaults.ts';
import { pkceKey } from '../../../../src/session/keys.ts';
import type { BootstrapData } from '../../../../src/types/index.ts';
import { widgetConfig } from '../../flows/support.ts';

const PUBLIC_TOKEN = 'public-token-test-painted-start';
const CONFIG = widgetConfig({ products: ['oauth'], oauthOptions: { providers: [{ type: 'github' }] } });
const SETTINGS: BootstrapData = { ...BOOTSTRAP_DEFAULTS, pkceRequiredForOauth: true };

/**
 * A host with a painted GitHub button, the settings held until `release`, the page's navigations,
 * and `leave`, which ends the element's mount as the page taking the element off does.
 */
function painted() {
  const host = document.createElement('div');
  const button = document.createElement('button');
  button.setAttribute('part', 'oauth-button oauth-button-github');
  host.append(button);
  document.body.append(host);
  let release!: (settings: BootstrapData) => void;
  const early = new Promise<BootstrapData | undefined>((resolve) => (release = resolve));
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  let mounted = true;
  const press = paintedStart(
    host,
    CONFIG,
    { publicToken: PUBLIC_TOKEN },
    early,
    () => Promise.reject(new Error('no Court in this test')),
    () => mounted,
  );
  return { host, button, press, release, assign, leave: () => (mounted = false) };
}

describe('a press on a painted provider button', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
    localStorage.clear();
  });

  it('starts the sign-in once the settings come, with the challenge of the pair it kept', async () => {
    const { button, press, release, assign } = painted();
    const pressed = press(button);
    release(SETTINGS);
    await pressed;
    expect(assign).toHaveBeenCalledTimes(1);
    const start = new URL(String(assign.mock.calls[0]![0]));
    expect(start.pathname).toBe('/v1/public/oauth/github/start');
    const kept = JSON.parse(localStorage.getItem(pkceKey(PUBLIC_TOKEN, 'oauth'))!);
    expect(start.searchParams.get('code_challenge')).toBe(kept.code_challenge);
  });

  it("starts the sign-in when React rendered its screen afresh meanwhile: the press is still the element's", async () => {
    const { host, button, press, release, assign } = painted();
    const pressed = press(button);
    button.remove();
    host.append(document.createElement('button'));
    release(SETTINGS);
    await pressed;
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('starts nothing, and keeps no pair, when its element left the page before the settings came', async () => {
    const { host, button, press, release, assign, leave } = painted();
    const pressed = press(button);
    // The page takes the element off (its mount ends), then puts it back with a new screen.
    host.remove();
    leave();
    button.remove();
    host.append(document.createElement('button'));
    document.body.append(host);
    release(SETTINGS);
    await expect(pressed).rejects.toThrow('court-login: the widget left the page before its sign-in started');
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(pkceKey(PUBLIC_TOKEN, 'oauth'))).toBeNull();
  });
});
