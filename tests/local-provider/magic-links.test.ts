// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectError, latestMessage, makeProvider, pkcePair, post, tokenOf } from './helpers.ts';

const START = '/sdk/v1/magic_links/email/login_or_create';
const FINISH = '/sdk/v1/magic_links/authenticate';

describe('email magic links', () => {
  it('emails a login link to the given URL and signs in with its token', async () => {
    const { provider } = makeProvider();
    const pair = pkcePair();
    const sent = await post(provider, START, {
      email: 'ace@court-login.local',
      login_magic_link_url: 'http://localhost:5173/authenticate?from=mail&resource=http://localhost:8787/mcp&token=old',
      code_challenge: pair.code_challenge,
    });
    expect(sent.status).toBe(200);
    const message = latestMessage(provider, 'ace@court-login.local');
    const link = new URL(message.link!);
    expect(link.origin + link.pathname).toBe('http://localhost:5173/authenticate');
    expect(link.searchParams.get('from')).toBe('mail');
    expect(link.searchParams.get('stytch_token_type')).toBe('magic_links');
    // The address's own parameters as written (not re-encoded), an old token replaced.
    expect(link.search).toMatch(
      /^\?from=mail&resource=http:\/\/localhost:8787\/mcp&stytch_token_type=magic_links&token=[^&]+$/,
    );
    expect(message.text).toContain(message.link);

    const signedIn = await post(provider, FINISH, {
      token: tokenOf(message.link),
      session_duration_minutes: 60,
      code_verifier: pair.code_verifier,
    });
    expect(signedIn.status).toBe(200);
    const data = signedIn.body.data;
    expect(data.user.emails[0].email).toBe('ace@court-login.local');
    expect(data.session.authentication_factors[0]).toMatchObject({
      type: 'magic_link',
      delivery_method: 'email',
      email_factor: { email_address: 'ace@court-login.local' },
    });
    expect(Date.parse(data.session.expires_at) - Date.parse(data.session.started_at)).toBe(60 * 60_000);
  });

  it('sends a new address to the signup URL', async () => {
    const { provider } = makeProvider({ allowed_redirect_urls: ['http://localhost:5173/welcome'] });
    await post(provider, START, {
      email: 'new@court-login.local',
      signup_magic_link_url: 'http://localhost:5173/welcome',
      code_challenge: pkcePair().code_challenge,
    });
    expect(latestMessage(provider, 'new@court-login.local').link).toMatch(
      /^http:\/\/localhost:5173\/welcome\?stytch_token_type=magic_links&token=/,
    );
  });

  it('refuses a reused token and an expired one (30 minutes by default)', async () => {
    const { provider, clock } = makeProvider();
    const { code_challenge, code_verifier } = pkcePair();
    await post(provider, START, { email: 'ace@court-login.local', code_challenge });
    const token = tokenOf(latestMessage(provider, 'ace@court-login.local').link);
    expect((await post(provider, FINISH, { token, session_duration_minutes: 30, code_verifier })).status).toBe(200);
    expectError(
      await post(provider, FINISH, { token, session_duration_minutes: 30, code_verifier }),
      404,
      'magic_link_not_found',
    );

    await post(provider, START, { email: 'ace@court-login.local', code_challenge });
    const late = tokenOf(latestMessage(provider, 'ace@court-login.local').link);
    clock.advance(30);
    expectError(
      await post(provider, FINISH, { token: late, session_duration_minutes: 30, code_verifier }),
      401,
      'unable_to_auth_magic_link',
    );
  });

  it('requires PKCE by default, verifies it and keeps the token after a wrong verifier, as the SDK retries', async () => {
    const { provider } = makeProvider();
    const pair = pkcePair();
    expectError(await post(provider, START, { email: 'ace@court-login.local' }), 400, 'pkce_expected_code_challenge');
    await post(provider, START, { email: 'ace@court-login.local', code_challenge: pair.code_challenge });
    const token = tokenOf(latestMessage(provider, 'ace@court-login.local').link);
    const wrong = await post(provider, FINISH, {
      token,
      session_duration_minutes: 30,
      code_verifier: 'another-verifier',
    });
    expectError(wrong, 400, 'pkce_mismatch');
    expectError(
      await post(provider, FINISH, { token, session_duration_minutes: 30 }),
      400,
      'pkce_expected_code_verifier',
    );
    expect(
      (await post(provider, FINISH, { token, session_duration_minutes: 30, code_verifier: pair.code_verifier })).status,
    ).toBe(200);
  });

  it('refuses a verifier for a token issued without a challenge, in a project that does not require PKCE', async () => {
    const { provider } = makeProvider({ bootstrap: { pkce_required_for_email_magic_links: false } });
    await post(provider, START, { email: 'ace@court-login.local' });
    const token = tokenOf(latestMessage(provider, 'ace@court-login.local').link);
    const answer = await post(provider, FINISH, {
      token,
      session_duration_minutes: 30,
      code_verifier: pkcePair().code_verifier,
    });
    expectError(answer, 400, 'pkce_did_not_expect_code_verifier');
  });

  it("never links to a URL that is not one of the project's redirect URLs, another localhost port included", async () => {
    const { provider } = makeProvider();
    const refused = [
      'https://evil.example/authenticate',
      'javascript:alert(1)',
      '/relative',
      'http://user:pw@localhost:5173/authenticate',
      'http://localhost:9999/steal',
      'http://localhost:5174/authenticate',
      'http://localhost:5173/steal',
      'http://127.0.0.1:5173/authenticate',
      'http://localhost:5173/authenticate#fragment',
    ];
    for (const url of refused) {
      const answer = await post(provider, START, {
        email: 'ace@court-login.local',
        login_magic_link_url: url,
        code_challenge: pkcePair().code_challenge,
      });
      expectError(answer, 400, 'invalid_magic_link_url');
    }
    expect(provider.inbox.list()).toHaveLength(0);
  });
});
