// The element's session bridge: started by the element once its Court is in, restarted by a new
// Court alone, stopped with the element, and what it says shown through the element's callback.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionBridgeOptions } from '../../../element/session-bridge.ts';

const bridges: Array<{ options: SessionBridgeOptions; stopped: boolean }> = [];
const courts: Array<{ publicToken: string; resolve: () => void }> = [];

vi.mock('../../../element/session-bridge.ts', () => ({
  bridgeSession: (options: SessionBridgeOptions) => {
    const bridge = { options, stopped: false };
    bridges.push(bridge);
    return () => (bridge.stopped = true);
  },
}));
vi.mock('../../../src/loading/court-loader.ts', () => ({
  courtLoader: (options: { publicToken: string }) => () =>
    new Promise<void>((resolve) => courts.push({ publicToken: options.publicToken, resolve })),
}));

const { elementSession } = await import('../../../element/element-session.ts');

const CONFIG = JSON.stringify({ products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } });
const values = (publicToken: string, mode = 'login') => ({ publicToken, config: CONFIG, mode });
/** Lets every promise callback queued so far run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  bridges.length = 0;
  courts.length = 0;
});

describe('elementSession', () => {
  it('starts the bridge once the Court is in, and not again for the same Court', async () => {
    const session = elementSession(document.createElement('court-login'), undefined, () => {});
    session.follow(values('public-token-test-a'));
    await settle();
    expect(bridges).toHaveLength(0);
    courts[0]!.resolve();
    await settle();
    expect(bridges.map(({ options }) => options.setup.courtOptions.publicToken)).toEqual(['public-token-test-a']);

    session.follow(values('public-token-test-a'));
    session.follow(values('public-token-test-a', 'reset-password'));
    await settle();
    expect(courts).toHaveLength(1);
    expect(bridges).toHaveLength(1);
  });

  it('restarts with a new Court, and stops for a setup with problems and with the element', async () => {
    const session = elementSession(document.createElement('court-login'), undefined, () => {});
    session.follow(values('public-token-test-a'));
    courts[0]!.resolve();
    await settle();
    session.follow(values('public-token-test-b'));
    courts[1]!.resolve();
    await settle();
    expect(bridges.map(({ stopped }) => stopped)).toEqual([true, false]);
    expect(bridges[1]!.options.setup.courtOptions.publicToken).toBe('public-token-test-b');

    session.follow(values(''));
    expect(bridges[1]!.stopped).toBe(true);
    session.follow(values('public-token-test-c'));
    session.stop();
    courts[2]!.resolve();
    await settle();
    expect(bridges, 'stopped before its Court came: no bridge').toHaveLength(2);
  });

  it('waits for what comes first (a painted phone form’s chunks) before it loads its Court', async () => {
    let first!: () => void;
    const session = elementSession(
      document.createElement('court-login'),
      new Promise<void>((resolve) => (first = resolve)),
      () => {},
    );
    session.follow(values('public-token-test-a'));
    await settle();
    expect(courts).toHaveLength(0);
    first();
    await settle();
    expect(courts).toHaveLength(1);
  });

  it('shows what the bridge says: a redirect’s success, and each start over', async () => {
    const shown: unknown[] = [];
    const session = elementSession(document.createElement('court-login'), undefined, (screen) => shown.push(screen));
    session.follow(values('public-token-test-a'));
    courts[0]!.resolve();
    await settle();
    const { showRedirectSuccess, startOver } = bridges[0]!.options;
    showRedirectSuccess(true);
    showRedirectSuccess(false);
    startOver();
    startOver();
    expect(shown).toEqual([
      { signOuts: 0, signedInByRedirect: true },
      { signOuts: 0, signedInByRedirect: false },
      { signOuts: 1, signedInByRedirect: false },
      { signOuts: 2, signedInByRedirect: false },
    ]);
  });
});
