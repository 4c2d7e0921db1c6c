// The hosted provider's own SDK (@stytch/vanilla-js 6.3, headless) against the local provider: it signs
// in by email passcode and finds an RBAC policy in bootstrap that defines the role its users carry.
import { expect } from 'chai';
import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { latestMessage } from './support/inbox.ts';
import { PUBLIC_TOKEN, freshEmail, providerUrl, resetBrowser } from './support/session.ts';

describe("the hosted provider's SDK 6.3 against the local provider", () => {
  const errors: unknown[][] = [];
  const originalError = console.error;

  beforeEach(async () => {
    await resetBrowser();
    errors.length = 0;
    console.error = (...args: unknown[]) => {
      errors.push(args);
      originalError(...args);
    };
  });
  afterEach(async () => {
    console.error = originalError;
    await resetBrowser();
  });

  it('signs in by email passcode, and its RBAC client reads the bootstrap policy without an error', async () => {
    const base = await providerUrl();
    const sdk = new StytchHeadlessClient(PUBLIC_TOKEN, {
      endpoints: { testAPIURL: base, liveAPIURL: base },
      keepSessionAlive: false,
    } as ConstructorParameters<typeof StytchHeadlessClient>[1]);
    const email = freshEmail();

    const sent = await sdk.otps.email.loginOrCreate(email, { expiration_minutes: 5 });
    const { code } = await latestMessage(email);
    const signedIn = await sdk.otps.authenticate(code!, sent.method_id, { session_duration_minutes: 30 });

    expect(signedIn.user.emails[0]?.email).to.equal(email);
    expect(signedIn.user.roles).to.deep.equal(['stytch_user']);
    expect(sdk.session.getSync()?.session_id).to.equal(signedIn.session.session_id);

    // The policy arrives with bootstrap; the role every user carries grants the courts (what an
    // assistant's courts:read and courts:book scopes stand for) and nothing else.
    expect(await sdk.rbac.allPermissions()).to.deep.equal({ courts: { read: true, book: true } });
    expect(await sdk.rbac.isAuthorized('courts', 'book')).to.equal(true);
    expect(await sdk.rbac.isAuthorized('documents', 'read')).to.equal(false);
    expect(sdk.rbac.isAuthorizedSync('documents', 'read')).to.equal(false);

    const rbacErrors = errors.filter((args) => args.some((arg) => typeof arg === 'string' && /RBAC policy/.test(arg)));
    expect(rbacErrors).to.deep.equal([]);
    await sdk.session.revoke();
  });
});
