import { afterEach, describe, expect, it, vi } from 'vitest';
import { flowOn } from '../../flows/support.ts';

const PASSWORDS = { products: ['passwords'] };
const STRONG = 'topspin-volley-baseline-42';

afterEach(() => {
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token')!;
}

describe('password flow against the local provider', () => {
  it('refuses a bad address before any request', async () => {
    const flow = flowOn(PASSWORDS);
    const state = await flow.send({ type: 'SUBMIT_EMAIL', method: 'password', email: 'nope@x' });
    expect(state.fieldError).toBe('invalidEmail');
    expect(state.screen.name).toBe('main');
  });

  it('creates an account once the strength check accepts the very password sent', async () => {
    const flow = flowOn(PASSWORDS);
    const found = await flow.send({ type: 'SUBMIT_EMAIL', method: 'password', email: ' new@court-login.local ' });
    expect(found.screen).toEqual({ name: 'password', email: 'new@court-login.local', userType: 'new' });
    const weak = await flow.send({ type: 'CHECK_PASSWORD', password: 'password' });
    expect(weak.screen.name === 'password' && weak.screen.strength).toMatchObject({
      validPassword: false,
      breached: true,
      policy: 'zxcvbn',
    });
    // Continue is refused for a password the check did not accept.
    expect((await flow.send({ type: 'SUBMIT_PASSWORD', password: 'password' })).pending).toBeNull();
    await flow.send({ type: 'CHECK_PASSWORD', password: STRONG });
    const done = await flow.send({ type: 'SUBMIT_PASSWORD', password: STRONG });
    expect(done.screen).toEqual({ name: 'passwordConfirmation', reason: 'signedIn' });
    expect(flow.court.session.getSnapshot().session).toBeTruthy();
  });

  it('ignores a late strength answer for an older value', async () => {
    const flow = flowOn(PASSWORDS);
    await flow.send({ type: 'SUBMIT_EMAIL', method: 'password', email: 'late@court-login.local' });
    flow.machine.send({ type: 'CHECK_PASSWORD', password: 'password' });
    flow.machine.send({ type: 'CHECK_PASSWORD', password: STRONG });
    await flow.machine.idle();
    const state = flow.machine.getState();
    expect(state.screen.name === 'password' && state.screen.strength?.password).toBe(STRONG);
  });

  it('logs in, and shows the provider message for a wrong password', async () => {
    const flow = flowOn(PASSWORDS);
    await flow.send({ type: 'SUBMIT_EMAIL', method: 'password', email: 'rally@court-login.local' });
    const wrong = await flow.send({ type: 'SUBMIT_PASSWORD', password: 'not-the-password' });
    expect(wrong.error?.errorType).toBe('unauthorized_credentials');
    const done = await flow.send({ type: 'SUBMIT_PASSWORD', password: 'clay-court-rally-2026' });
    expect(done.screen.name).toBe('passwordConfirmation');
  });

  it('sends a set-password email to a user without a password', async () => {
    const flow = flowOn(PASSWORDS);
    const state = await flow.send({ type: 'SUBMIT_EMAIL', method: 'password', email: 'ace@court-login.local' });
    expect(state.screen).toEqual({ name: 'passwordEmailSent', email: 'ace@court-login.local', reason: 'setNew' });
    expect(flow.provider.inbox.latest('ace@court-login.local')?.link).toContain('stytch_token_type=reset_password');
  });

  it('forgot password sends the options as the API names them, with PKCE when required, and the reset uses the verifier', async () => {
    const flow = flowOn(
      {
        ...PASSWORDS,
        passwordOptions: {
          resetPasswordRedirectURL: 'http://localhost:5174/reset-password.html',
          resetPasswordExpirationMinutes: 15,
          resetPasswordTemplateId: 'reset-template',
          loginRedirectURL: 'http://localhost:5174/passwords.html',
          loginExpirationMinutes: 20,
        },
      },
      { bootstrap: { pkce_required_for_password_resets: true } },
    );
    const start = vi.spyOn(flow.court.client.passwords, 'resetByEmailStart');
    await flow.send({ type: 'SUBMIT_EMAIL', method: 'password', email: 'rally@court-login.local' });
    const forgot = await flow.send({ type: 'FORGOT_PASSWORD' });
    expect(forgot.screen).toEqual({ name: 'passwordForgot', email: 'rally@court-login.local' });
    expect((await flow.send({ type: 'SEND_RESET_EMAIL', email: 'rally@' })).fieldError).toBe('invalidEmail');
    const sent = await flow.send({ type: 'SEND_RESET_EMAIL', email: 'rally@court-login.local' });
    expect(sent.screen).toEqual({ name: 'passwordEmailSent', email: 'rally@court-login.local', reason: 'forgot' });
    const message = flow.provider.inbox.latest('rally@court-login.local')!;
    expect(message.link).toMatch(/^http:\/\/localhost:5174\/reset-password\.html\?/);
    expect(message.text).toContain('15 minutes');
    expect(flow.court.pkce.get('passwords')).toBeDefined();
    expect(start).toHaveBeenCalledWith({
      email: 'rally@court-login.local',
      reset_password_redirect_url: 'http://localhost:5174/reset-password.html',
      reset_password_expiration_minutes: 15,
      reset_password_template_id: 'reset-template',
      login_redirect_url: 'http://localhost:5174/passwords.html',
      login_expiration_minutes: 20,
      code_challenge: flow.court.pkce.get('passwords')!.code_challenge,
    });

    await flow.send({ type: 'START_PASSWORD_RESET', token: tokenOf(message.link!), tokenType: 'reset_password' });
    await flow.send({ type: 'CHECK_PASSWORD', password: STRONG });
    const done = await flow.send({ type: 'SUBMIT_PASSWORD', password: STRONG });
    expect(done.screen).toEqual({ name: 'passwordConfirmation', reason: 'reset' });
    expect(flow.court.pkce.get('passwords')).toBeUndefined();
  });

  it('a link asked for in another browser says so, and offers to send a new one from here; the asking browser names the account', async () => {
    const flow = flowOn(PASSWORDS, { bootstrap: { pkce_required_for_password_resets: true } });
    await flow.send({ type: 'SUBMIT_EMAIL', method: 'password', email: 'rally@court-login.local' });
    await flow.send({ type: 'FORGOT_PASSWORD' });
    await flow.send({ type: 'SEND_RESET_EMAIL', email: 'rally@court-login.local' });
    expect(localStorage.getItem(`court-login:reset-account:${flow.court.client.publicToken}`)).toBe(
      'rally@court-login.local',
    );
    const link = flow.provider.inbox.latest('rally@court-login.local')!.link!;
    // Another browser: neither the verifier nor the account is there.
    flow.court.pkce.delete('passwords');
    await flow.send({ type: 'START_PASSWORD_RESET', token: tokenOf(link), tokenType: 'reset_password' });
    await flow.send({ type: 'CHECK_PASSWORD', password: STRONG });
    const refused = await flow.send({ type: 'SUBMIT_PASSWORD', password: STRONG });
    expect(refused.screen).toEqual({ name: 'passwordTokenProblem', problem: 'otherBrowser' });
    expect((await flow.send({ type: 'FORGOT_PASSWORD' })).screen).toEqual({
      name: 'passwordForgot',
      email: '',
      fromLink: true,
    });
    const sent = await flow.send({ type: 'SEND_RESET_EMAIL', email: 'rally@court-login.local' });
    expect(sent.screen).toMatchObject({ name: 'passwordEmailSent', reason: 'forgot' });
    // The new link works here, and the account is forgotten once the reset is done.
    await flow.send({
      type: 'START_PASSWORD_RESET',
      token: tokenOf(flow.provider.inbox.latest('rally@court-login.local')!.link!),
      tokenType: 'reset_password',
    });
    await flow.send({ type: 'CHECK_PASSWORD', password: STRONG });
    expect((await flow.send({ type: 'SUBMIT_PASSWORD', password: STRONG })).screen).toEqual({
      name: 'passwordConfirmation',
      reason: 'reset',
    });
    expect(localStorage.getItem(`court-login:reset-account:${flow.court.client.publicToken}`)).toBeNull();
  });

  it('a used reset token gets the token screen', async () => {
    const flow = flowOn(PASSWORDS);
    await flow.send({ type: 'START_PASSWORD_RESET', token: 'not-a-token', tokenType: 'reset_password' });
    await flow.send({ type: 'CHECK_PASSWORD', password: STRONG });
    const state = await flow.send({ type: 'SUBMIT_PASSWORD', password: STRONG });
    expect(state.screen).toMatchObject({ name: 'passwordTokenProblem', problem: 'refused' });
  });

  it('missing and wrong-type tokens say so', async () => {
    expect(
      (await flowOn(PASSWORDS).send({ type: 'START_PASSWORD_RESET', token: null, tokenType: null })).screen,
    ).toEqual({ name: 'passwordTokenProblem', problem: 'missing' });
    expect(
      (await flowOn(PASSWORDS).send({ type: 'START_PASSWORD_RESET', token: 'x', tokenType: 'oauth' })).screen,
    ).toMatchObject({ name: 'passwordTokenProblem', problem: 'type' });
  });

  it('the dedupe case: a password user who signed in by email link gets a reset email', async () => {
    const flow = flowOn({ products: ['passwords', 'emailMagicLinks'] });
    // The local provider requires PKCE for email links: the stored verifier finishes the exchange.
    const { code_challenge } = await flow.court.pkce.create('magic_links');
    await flow.court.client.magicLinks.email.loginOrCreate({ email: 'rally@court-login.local', code_challenge });
    const link = flow.provider.inbox.latest('rally@court-login.local')!.link!;
    expect((await flow.court.authenticateRedirectToken(tokenOf(link), 'magic_links', 60)).ok).toBe(true);
    await flow.send({ type: 'SUBMIT_EMAIL', method: 'password', email: 'rally@court-login.local' });
    const state = await flow.send({ type: 'SUBMIT_PASSWORD', password: 'clay-court-rally-2026' });
    expect(state.screen).toEqual({ name: 'passwordEmailSent', email: 'rally@court-login.local', reason: 'dedupe' });
  });

  it('a correct but breached password gets the breached screen and a reset email', async () => {
    const flow = flowOn(PASSWORDS, {
      test_users: [{ email: 'lob@court-login.local', first_name: 'Lob', last_name: 'Shot', password: 'password1' }],
    });
    await flow.send({ type: 'SUBMIT_EMAIL', method: 'password', email: 'lob@court-login.local' });
    const state = await flow.send({ type: 'SUBMIT_PASSWORD', password: 'password1' });
    expect(state.screen).toEqual({ name: 'passwordEmailSent', email: 'lob@court-login.local', reason: 'breached' });
    expect(flow.provider.inbox.latest('lob@court-login.local')?.link).toContain('stytch_token_type=reset_password');
  });

  it('a login token signs in through the magic-link call', async () => {
    const flow = flowOn(PASSWORDS);
    const { code_challenge } = await flow.court.pkce.create('magic_links');
    await flow.court.client.magicLinks.email.loginOrCreate({ email: 'ace@court-login.local', code_challenge });
    const link = flow.provider.inbox.latest('ace@court-login.local')!.link!;
    const state = await flow.send({ type: 'START_PASSWORD_RESET', token: tokenOf(link), tokenType: 'login' });
    expect(state.screen).toEqual({ name: 'passwordConfirmation', reason: 'loginLink' });
  });
});
