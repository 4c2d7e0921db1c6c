// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LocalProvider } from '../../local-provider/http/app.ts';
import { BASE, expectError, makeProvider, pkcePair, post } from './helpers.ts';

const PROVIDERS = [
  'google',
  'apple',
  'microsoft',
  'github',
  'gitlab',
  'facebook',
  'discord',
  'salesforce',
  'slack',
  'amazon',
  'bitbucket',
  'linkedin',
  'coinbase',
  'twitch',
  'twitter',
  'tiktok',
  'snapchat',
  'figma',
  'yahoo',
];

/** The proof key of every sign-in below (PKCE is required by default); `code_challenge: ''` starts without one. */
const PAIR = pkcePair();
const verifier = { code_verifier: PAIR.code_verifier };
/** A project whose sign-ups land on a page of their own. */
const WELCOME = { allowed_redirect_urls: ['http://localhost:5173/welcome'] };

function startUrl(provider: LocalProvider, name: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    public_token: provider.settings.public_token,
    code_challenge: PAIR.code_challenge,
    ...extra,
  });
  for (const [key, value] of [...query]) if (value === '') query.delete(key);
  return `${BASE}/v1/public/oauth/${name}/start?${query}`;
}

/** Opens the consent page and submits its form for `email`, as a browser would. */
async function consent(provider: LocalProvider, name: string, email: string, extra: Record<string, string> = {}) {
  const page = await provider.fetch(new Request(startUrl(provider, name, extra)));
  const html = await page.text();
  const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html)!;
  const fields = new URLSearchParams();
  for (const [, field, value] of form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(
      field!,
      value!.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))),
    );
  }
  fields.set('email', email);
  return provider.fetch(
    new Request(`${BASE}${form[1]}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: BASE },
      body: fields.toString(),
    }),
  );
}

describe('OAuth start page', () => {
  it('renders a consent page for every provider type with the test accounts and an email field', async () => {
    const { provider } = makeProvider();
    for (const name of PROVIDERS) {
      const page = await provider.fetch(new Request(startUrl(provider, name)));
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(
        '<button type="submit" name="email" value="ace@court-login.local">ace@court-login.local</button>',
      );
      expect(html).toContain('<input id="other-email" type="email"');
      expect(html).toContain('>Continue</button>');
    }
    expect((await provider.fetch(new Request(startUrl(provider, 'myspace')))).status).toBe(404);
  });

  it('escapes everything it renders', async () => {
    const { provider } = makeProvider({ test_users: [{ email: '"><script>alert(1)</script>@x.co' }] });
    const html = await (
      await provider.fetch(new Request(startUrl(provider, 'google', { custom_scopes: '"><b>x</b>' })))
    ).text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
  });

  it("refuses redirect URLs that are not the project's, another localhost port included, and a wrong public token", async () => {
    const { provider } = makeProvider();
    for (const url of [
      'https://evil.example/cb',
      '//evil.example/cb',
      'javascript:alert(1)',
      'http://localhost:9999/steal',
      'http://localhost:5173/steal',
    ]) {
      const page = await provider.fetch(new Request(startUrl(provider, 'google', { login_redirect_url: url })));
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('invalid_oauth_redirect_url');
    }
    const foreign = await provider.fetch(
      new Request(`${BASE}/v1/public/oauth/google/start?public_token=public-token-test-x`),
    );
    expect(foreign.status).toBe(404);
  });
});

describe('OAuth sign-in', () => {
  it('redirects a known account to the login URL and signs in with the token', async () => {
    const { provider } = makeProvider();
    const answer = await consent(provider, 'google', 'ace@court-login.local', {
      login_redirect_url: 'http://localhost:5173/authenticate',
    });
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:5173/authenticate');
    expect(location.searchParams.get('stytch_token_type')).toBe('oauth');
    const token = location.searchParams.get('token')!;
    const signedIn = await post(provider, '/sdk/v1/oauth/authenticate', {
      token,
      session_duration_minutes: 60,
      ...verifier,
    });
    expect(signedIn.status).toBe(200);
    const data = signedIn.body.data;
    expect(data.user.emails[0]).toMatchObject({ email: 'ace@court-login.local', verified: true });
    expect(data.__user).toEqual(data.user);
    expect(data.provider_type).toBe('Google');
    expect(data.provider_values.scopes).toEqual(['openid', 'email', 'profile']);
    expect(data.session.authentication_factors[0]).toMatchObject({ type: 'oauth', delivery_method: 'oauth_google' });
    expectError(
      await post(provider, '/sdk/v1/oauth/authenticate', { token, session_duration_minutes: 60, ...verifier }),
      404,
      'oauth_token_not_found',
    );
  });

  it('sends a new address to the signup URL and creates the user', async () => {
    const { provider } = makeProvider(WELCOME);
    const answer = await consent(provider, 'github', 'newcomer@court-login.local', {
      signup_redirect_url: 'http://localhost:5173/welcome',
    });
    expect(answer.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/welcome\?stytch_token_type=oauth&token=/);
    const token = new URL(answer.headers.get('location')!).searchParams.get('token')!;
    const data = (
      await post(provider, '/sdk/v1/oauth/authenticate', { token, session_duration_minutes: 30, ...verifier })
    ).body.data;
    expect(data.user.providers[0].provider_type).toBe('GitHub');
  });

  it('creates and verifies no user until the token is exchanged, so an abandoned sign-in leaves nothing behind', async () => {
    const { provider } = makeProvider(WELCOME);
    const usersBefore = provider.state.users.size;
    const abandoned = await consent(provider, 'google', 'walkaway@court-login.local', {
      signup_redirect_url: 'http://localhost:5173/welcome',
    });
    expect(abandoned.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/welcome\?/);
    expect(provider.state.users.size).toBe(usersBefore);
    const again = await consent(provider, 'google', 'walkaway@court-login.local', {
      signup_redirect_url: 'http://localhost:5173/welcome',
    });
    expect(again.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/welcome\?/);
    const token = new URL(again.headers.get('location')!).searchParams.get('token')!;
    const data = (
      await post(provider, '/sdk/v1/oauth/authenticate', { token, session_duration_minutes: 30, ...verifier })
    ).body.data;
    expect(provider.state.users.size).toBe(usersBefore + 1);
    expect(data.user.emails).toEqual([
      expect.objectContaining({ email: 'walkaway@court-login.local', verified: true }),
    ]);
  });

  it("leaves an existing user's unverified email unverified until the token is exchanged", async () => {
    const { provider } = makeProvider();
    await post(provider, '/sdk/v1/otps/email/login_or_create', { email: 'pending@court-login.local' });
    const isVerified = () =>
      [...provider.state.users.values()]
        .flatMap((user) => user.profile.emails)
        .find((entry) => entry.email === 'pending@court-login.local')!.verified;
    const answer = await consent(provider, 'google', 'pending@court-login.local');
    expect(isVerified()).toBe(false);
    const token = new URL(answer.headers.get('location')!).searchParams.get('token')!;
    expect(
      (await post(provider, '/sdk/v1/oauth/authenticate', { token, session_duration_minutes: 30, ...verifier })).status,
    ).toBe(200);
    expect(isVerified()).toBe(true);
  });

  it('re-renders the page with an error for a malformed address', async () => {
    const { provider } = makeProvider();
    const answer = await consent(provider, 'google', 'not an email');
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('role="alert"');
  });

  it('requires PKCE by default: a token is redeemed only with its verifier', async () => {
    const { provider } = makeProvider();
    const pair = pkcePair('f'.repeat(64));
    const missing = await provider.fetch(new Request(startUrl(provider, 'google', { code_challenge: '' })));
    expect(await missing.text()).toContain('pkce_expected_code_challenge');
    const answer = await consent(provider, 'google', 'ace@court-login.local', { code_challenge: pair.code_challenge });
    const token = new URL(answer.headers.get('location')!).searchParams.get('token')!;
    expectError(
      await post(provider, '/sdk/v1/oauth/authenticate', { token, session_duration_minutes: 30 }),
      400,
      'pkce_expected_code_verifier',
    );
    expectError(
      await post(provider, '/sdk/v1/oauth/authenticate', {
        token,
        session_duration_minutes: 30,
        code_verifier: 'wrong',
      }),
      400,
      'pkce_mismatch',
    );
    expect(
      (
        await post(provider, '/sdk/v1/oauth/authenticate', {
          token,
          session_duration_minutes: 30,
          code_verifier: pair.code_verifier,
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a verifier when no challenge was given (a project without PKCE), and unknown or expired tokens', async () => {
    const { provider, clock } = makeProvider({ bootstrap: { pkce_required_for_oauth: false } });
    const answer = await consent(provider, 'google', 'ace@court-login.local', { code_challenge: '' });
    const token = new URL(answer.headers.get('location')!).searchParams.get('token')!;
    expectError(
      await post(provider, '/sdk/v1/oauth/authenticate', {
        token,
        session_duration_minutes: 30,
        code_verifier: pkcePair().code_verifier,
      }),
      400,
      'pkce_did_not_expect_code_verifier',
    );
    expectError(
      await post(provider, '/sdk/v1/oauth/authenticate', { token: 'made-up', session_duration_minutes: 30 }),
      404,
      'oauth_token_not_found',
    );
    clock.advance(11);
    expectError(
      await post(provider, '/sdk/v1/oauth/authenticate', { token, session_duration_minutes: 30 }),
      404,
      'oauth_token_not_found',
    );
  });

  it('answers 404 for a saved token whose detail names no account (e.g. written by an older provider)', async () => {
    const { provider, clock } = makeProvider();
    const ace = [...provider.state.users.values()][0]!;
    provider.state.linkTokens.set('old-token', {
      token: 'old-token',
      kind: 'oauth',
      user_id: ace.profile.user_id,
      expires_at: clock.time + 60_000,
      code_challenge: null,
      detail: {
        provider: 'google',
        email: 'ace@court-login.local',
        scopes: 'openid',
        registration_id: 'oauth-user-registration-test-x',
      },
    });
    expectError(
      await post(provider, '/sdk/v1/oauth/authenticate', { token: 'old-token', session_duration_minutes: 30 }),
      404,
      'oauth_token_not_found',
    );
  });

  it('matches the RFC 7636 and SDK-style PKCE test vectors', async () => {
    const { codeChallengeFor } = await import('../../local-provider/domain/pkce.ts');
    expect(codeChallengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    expect(
      codeChallengeFor(
        '123456789abcdef000affffffff100000001007fffffffabcdef01cafebabebadf00d1013579bdf2468ace080000000',
      ),
    ).toBe('X34kybJ5H4dhSn3t5hFvUG_1JXwXCzSWebMp4aYNKm8');
  });
});
