// @vitest-environment node
// Short forms of figures of `npm run reliability`: a restart with --data in the middle of every flow
// loses nothing, and concurrent passcode sign-ins all succeed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type RunningProvider } from '../../local-provider/http/server.ts';
import { concurrentSignInFigures } from '../../scripts/reliability/concurrent-sign-ins.ts';
import { providerRestartFigures } from '../../scripts/reliability/provider-restart.ts';

let running: RunningProvider;

beforeAll(async () => {
  running = await startProvider({ port: 0 });
});

afterAll(async () => {
  await running.close();
});

describe('reliability, short forms', () => {
  it('loses nothing when the provider restarts with --data in the middle of OTP, magic-link and password flows', async () => {
    const figures = await providerRestartFigures();
    expect(figures.flows).toEqual({
      session: 'kept',
      otp: 'kept',
      magicLink: 'kept',
      passwordReset: 'kept',
      newPasswordSignIn: 'kept',
    });
    expect(figures.lost).toEqual([]);
  });

  it('completes 40 concurrent sign-ins by passcode', async () => {
    const figures = await concurrentSignInFigures(running, 40);
    expect(figures.succeeded).toBe(40);
    expect(figures.p50Ms).toBeGreaterThan(0);
  });
});
