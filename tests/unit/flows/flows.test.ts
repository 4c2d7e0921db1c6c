import { afterEach, describe, expect, it } from 'vitest';
import type { FlowEvent } from '../../../src/flows/events.ts';
import { widgetEvents } from '../../../src/flows/telemetry.ts';
import { BOOTSTRAP_DEFAULTS } from '../../../src/provider/bootstrap.ts';
import { errorMessage } from '../../../src/i18n/describe-error.ts';
import { sendCode } from '../../../src/products/otp/send.ts';
import { flowOn, flowsFor, testMachine, widgetConfig } from './support.ts';

const GOOGLE_ONLY = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } };

const otpConfig = (methods: string[], extra: object = {}) => ({ products: ['otp'], otpOptions: { methods, ...extra } });
const phone = (number: string) => ({ isValid: true, number, national: number, international: number });

afterEach(() => {
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

describe('OTP flow against the local provider', () => {
  it('sends an email code with the configured expiry and signs in with it', async () => {
    const flow = flowOn(otpConfig(['email'], { expirationMinutes: 7 }));
    const sent = await flow.send({ type: 'SUBMIT_EMAIL', method: 'otp', email: ' player@court-login.local ' });
    expect(sent.screen.name).toBe('otpAuthenticate');
    if (sent.screen.name !== 'otpAuthenticate') return;
    expect(sent.screen.otp.destination).toBe('player@court-login.local');
    expect(sent.screen.otp.expiresAt).toBe(1_700_000_000_000 + 7 * 60_000);
    const message = flow.provider.inbox.latest('player@court-login.local')!;
    const done = await flow.send({ type: 'SUBMIT_CODE', code: message.code! });
    expect(done.screen.name).toBe('otpConfirmation');
    expect(flow.court.session.getSnapshot().user?.emails[0]?.email).toBe('player@court-login.local');
  });

  it.each(['sms', 'whatsapp'] as const)('signs in by %s', async (channel) => {
    const flow = flowOn(otpConfig([channel]));
    await flow.send({ type: 'SUBMIT_PHONE', channel, phone: phone('+12015550123') });
    const message = flow.provider.inbox.latest('+12015550123')!;
    expect(message.channel).toBe(channel);
    expect((await flow.send({ type: 'SUBMIT_CODE', code: message.code! })).screen.name).toBe('otpConfirmation');
    expect(flow.court.session.getSnapshot().status).toBe('signed-in');
  });

  it('takes over the send the painted form made: its passcode screen, with no second send', async () => {
    const flow = flowOn(otpConfig(['sms']));
    const to = { channel: 'sms' as const, destination: '+12015550124', displayDestination: '+1 201 555 0124' };
    const sent = sendCode({ court: flow.court, config: widgetConfig(otpConfig(['sms'])), now: () => 0 }, to);
    flow.machine.send({ type: 'TAKE_OVER_SEND', sent });
    expect(flow.machine.getState().pending?.intent, 'the form shows the send under way').toBe('TAKE_OVER_SEND');
    await flow.machine.idle();
    const state = flow.machine.getState();
    expect(state.screen.name).toBe('otpAuthenticate');
    if (state.screen.name !== 'otpAuthenticate') return;
    expect(state.screen.otp).toMatchObject({ ...to, methodKey: 'otp-sms' });
    expect(flow.provider.inbox.list('+12015550124')).toHaveLength(1);
    const code = flow.provider.inbox.latest('+12015550124')!.code!;
    expect((await flow.send({ type: 'SUBMIT_CODE', code })).screen.name).toBe('otpConfirmation');
  });

  it('shows why a send of the painted form failed, on the form', async () => {
    const flow = flowOn(otpConfig(['sms']));
    const failed = { type: 'FAILED' as const, error: { code: 'network' as const } };
    const state = await flow.send({ type: 'TAKE_OVER_SEND', sent: Promise.resolve(failed) });
    expect(state.screen.name).toBe('main');
    expect(errorMessage(state.error!)).toBe(
      'Could not reach the sign-in service. Check your connection and try again.',
    );
  });

  it('shows the wrong-passcode message for a wrong code', async () => {
    const flow = flowOn(otpConfig(['email']));
    await flow.send({ type: 'SUBMIT_EMAIL', method: 'otp', email: 'ace@court-login.local' });
    const code = flow.provider.inbox.latest('ace@court-login.local')!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    const state = await flow.send({ type: 'SUBMIT_CODE', code: wrong });
    expect(state.screen.name).toBe('otpAuthenticate');
    expect(errorMessage(state.error!)).toBe('Invalid passcode, please try again.');
    expect(flow.court.session.getSnapshot().status).toBe('signed-out');
  });

  it('shows a passcode guessing lockout as it shows every 429, with the wait from Retry-After', async () => {
    const flow = flowOn(otpConfig(['email']), { rate_limits: { failed_guesses_per_window: 2 } });
    await flow.send({ type: 'SUBMIT_EMAIL', method: 'otp', email: 'ace@court-login.local' });
    const code = flow.provider.inbox.latest('ace@court-login.local')!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    await flow.send({ type: 'SUBMIT_CODE', code: wrong }, { type: 'SUBMIT_CODE', code: wrong });
    const locked = await flow.send({ type: 'SUBMIT_CODE', code });
    expect(locked.screen.name).toBe('otpAuthenticate');
    expect(locked.error).toMatchObject({ code: 'http', errorType: 'too_many_requests', status: 429 });
    expect(errorMessage(locked.error!)).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(flow.court.session.getSnapshot().status).toBe('signed-out');
  });

  it('resends a new code and resets the expiry', async () => {
    const flow = flowOn(otpConfig(['email']));
    await flow.send({ type: 'SUBMIT_EMAIL', method: 'otp', email: 'ace@court-login.local' });
    flow.advance(4 * 60_000);
    const state = await flow.send({ type: 'RESEND_CODE' });
    if (state.screen.name !== 'otpAuthenticate') throw new Error('left the OTP screen');
    expect(state.screen.otp.expiresAt).toBe(1_700_000_000_000 + 4 * 60_000 + 5 * 60_000);
    expect(flow.provider.inbox.list('ace@court-login.local')).toHaveLength(2);
  });

  it('reports the provider error of an unusable email and a rate limit', async () => {
    const flow = flowOn(otpConfig(['email']), { rate_limits: { sends_per_window: 1, window_seconds: 60 } });
    await flow.send({ type: 'SUBMIT_EMAIL', method: 'otp', email: 'ace@court-login.local' }, { type: 'BACK' });
    const limited = await flow.send({ type: 'SUBMIT_EMAIL', method: 'otp', email: 'ace@court-login.local' });
    expect(limited.screen.name).toBe('main');
    expect(limited.error).toMatchObject({ code: 'http', errorType: 'too_many_requests', status: 429 });
  });
});

describe('magic-link flow against the local provider', () => {
  const redirect = 'http://localhost:5173/authenticate';

  it('sends a link to the configured redirect URL and logs email_sent', async () => {
    const seen: FlowEvent[] = [];
    const flow = flowOn(
      {
        products: ['emailMagicLinks'],
        emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
      },
      {},
      (event) => seen.push(event),
    );
    const state = await flow.send({ type: 'SUBMIT_EMAIL', method: 'magicLink', email: 'new@court-login.local' });
    expect(state.screen).toEqual({ name: 'emailConfirmation', email: 'new@court-login.local' });
    const link = new URL(flow.provider.inbox.latest('new@court-login.local')!.link!);
    expect(`${link.origin}${link.pathname}`).toBe(redirect);
    expect(link.searchParams.get('stytch_token_type')).toBe('magic_links');
    const sent = seen.find((event) => event.type === 'EMAIL_SENT')!;
    expect(widgetEvents(sent, state)).toEqual([
      { type: 'email_sent', data: { email: 'new@court-login.local', type: 'login_or_create' } },
    ]);
  });

  it('uses the stored magic_links PKCE pair when the project requires it, and the link completes with it', async () => {
    const flow = flowOn(
      {
        products: ['emailMagicLinks'],
        emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
      },
      { bootstrap: { pkce_required_for_email_magic_links: true } },
    );
    await flow.send({ type: 'SUBMIT_EMAIL', method: 'magicLink', email: 'ace@court-login.local' });
    expect(flow.court.pkce.get('magic_links')).toBeDefined();
    const token = new URL(flow.provider.inbox.latest('ace@court-login.local')!.link!).searchParams.get('token')!;
    const result = await flow.court.authenticateRedirectToken(token, 'magic_links', 30);
    expect(result.ok).toBe(true);
  });

  it('resends the email and goes back to Main on Try again', async () => {
    const flow = flowOn({
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
    });
    await flow.send(
      { type: 'SUBMIT_EMAIL', method: 'magicLink', email: 'ace@court-login.local' },
      { type: 'RESEND_EMAIL' },
    );
    expect(flow.provider.inbox.list('ace@court-login.local')).toHaveLength(2);
    expect((await flow.send({ type: 'TRY_AGAIN' })).screen).toEqual({ name: 'main' });
  });
});

describe('OAuth start', () => {
  const google = { type: 'google' as const, one_tap: false, custom_scopes: [], provider_params: {} };

  it('navigates to the start URL without PKCE when not required and drops an old OAuth pair', async () => {
    const flow = flowOn(
      {
        products: ['oauth'],
        oauthOptions: { providers: [{ type: 'google' }], loginRedirectURL: 'http://localhost:5173/authenticate' },
      },
      { bootstrap: { pkce_required_for_oauth: false } },
    );
    await flow.court.pkce.create('oauth');
    await flow.send({ type: 'START_OAUTH', provider: google });
    const url = new URL(flow.navigations[0]!);
    expect(url.pathname).toBe('/v1/public/oauth/google/start');
    expect(url.searchParams.get('login_redirect_url')).toBe('http://localhost:5173/authenticate');
    expect(url.searchParams.has('code_challenge')).toBe(false);
    expect(flow.court.pkce.get('oauth')).toBeUndefined();
  });

  it('sends a fresh code_challenge per start when the project requires PKCE', async () => {
    const flow = flowOn(
      { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } },
      { bootstrap: { pkce_required_for_oauth: true } },
    );
    await flow.send({ type: 'START_OAUTH', provider: google }, { type: 'START_OAUTH', provider: google });
    const [first, second] = flow.navigations.map((url) => new URL(url).searchParams.get('code_challenge'));
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    expect(flow.court.pkce.get('oauth')?.code_challenge).toBe(second);
  });

  it('starts on the CNAME host of the bootstrap the flow read, even when the client never fetched it', async () => {
    const cached = { ...BOOTSTRAP_DEFAULTS, cnameDomain: 'login.court.example' };
    const flow = flowOn({ products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } }, {}, undefined, {
      bootstrap: async () => cached,
    });
    await flow.send({ type: 'START_OAUTH', provider: google });
    expect(flow.navigations[0]).toMatch(
      /^https:\/\/login\.court\.example\/v1\/public\/oauth\/google\/start\?public_token=/,
    );
  });

  it('keeps a click pending while the Court is still loading, refuses a second one, and starts once it is there', async () => {
    const { court, navigations } = flowOn(GOOGLE_ONLY);
    const ports = {
      court,
      config: widgetConfig(GOOGLE_ONLY),
      bootstrap: () => court.bootstrap.get(),
      navigate: (url: string) => navigations.push(url),
      now: Date.now,
    };
    let courtArrives!: () => void;
    const loading = new Promise<typeof ports>((resolve) => (courtArrives = () => resolve(ports)));
    const waiting = testMachine(flowsFor(['oauth']), loading);
    waiting.send({ type: 'START_OAUTH', provider: google });
    waiting.send({ type: 'START_OAUTH', provider: google });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(waiting.getState().pending?.intent).toBe('START_OAUTH');
    expect(navigations).toEqual([]);
    courtArrives();
    await waiting.idle();
    expect(waiting.getState().pending).toBeNull();
    expect(navigations).toHaveLength(1);
    expect(new URL(navigations[0]!).pathname).toBe('/v1/public/oauth/google/start');
  });
});

describe('magic links and OTP by phone together', () => {
  const redirect = 'http://localhost:5173/authenticate';
  const both = (products: string[]) => ({
    products,
    otpOptions: { methods: ['sms'] },
    emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
  });

  it.each([
    ['emailMagicLinks', 'otp'],
    ['otp', 'emailMagicLinks'],
  ])('the Email tab sends a magic link with products %j', async (...products) => {
    const flow = flowOn(both(products));
    const state = await flow.send({ type: 'SUBMIT_EMAIL', method: 'magicLink', email: 'both@court-login.local' });
    expect(state.screen).toEqual({ name: 'emailConfirmation', email: 'both@court-login.local' });
    const messages = flow.provider.inbox.list('both@court-login.local');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.link).toBeTruthy();
    expect(messages[0]!.code).toBeFalsy();
  });

  it('the Text tab still sends a passcode and Back returns to it', async () => {
    const flow = flowOn(both(['emailMagicLinks', 'otp']));
    const state = await flow.send({ type: 'SUBMIT_PHONE', channel: 'sms', phone: phone('+12015550123') });
    expect(state.screen.name).toBe('otpAuthenticate');
    expect((await flow.send({ type: 'BACK' })).screen).toEqual({ name: 'main', methodKey: 'otp-sms' });
  });
});

describe('requests in flight', () => {
  it('keeps the passcode screen while the code is checked: Back is refused, the answer lands', async () => {
    const flow = flowOn(otpConfig(['email']));
    await flow.send({ type: 'SUBMIT_EMAIL', method: 'otp', email: 'race@court-login.local' });
    const code = flow.provider.inbox.latest('race@court-login.local')!.code!;
    flow.machine.send({ type: 'SUBMIT_CODE', code });
    flow.machine.send({ type: 'BACK' });
    expect(flow.machine.getState().screen.name).toBe('otpAuthenticate');
    await flow.machine.idle();
    expect(flow.machine.getState().screen.name).toBe('otpConfirmation');
  });

  it('refuses Try again while the email is resent, and a new submit afterwards lands on Email Confirmation', async () => {
    const redirect = 'http://localhost:5173/authenticate';
    const flow = flowOn({
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
    });
    await flow.send({ type: 'SUBMIT_EMAIL', method: 'magicLink', email: 'first@court-login.local' });
    flow.machine.send({ type: 'RESEND_EMAIL' });
    flow.machine.send({ type: 'TRY_AGAIN' });
    expect(flow.machine.getState().screen.name).toBe('emailConfirmation');
    await flow.machine.idle();
    await flow.send({ type: 'TRY_AGAIN' });
    const state = await flow.send({ type: 'SUBMIT_EMAIL', method: 'magicLink', email: 'second@court-login.local' });
    expect(state.screen).toEqual({ name: 'emailConfirmation', email: 'second@court-login.local' });
  });
});
