// @vitest-environment node
// A reset link works once even when sent twice at the same moment, and a reset by email signs the user
// out everywhere else, as the hosted provider does.
import { describe, expect, it } from 'vitest';
import { expectError, latestMessage, makeProvider, pkcePair, post, tokenOf } from './helpers.ts';

const EMAIL = 'rally@court-login.local';
const NEW_PASSWORD = 'topspin-lob-volley-2026';

async function resetLink(provider: ReturnType<typeof makeProvider>['provider']) {
  const pair = pkcePair();
  expect(
    (await post(provider, '/sdk/v1/passwords/email/reset/start', { email: EMAIL, code_challenge: pair.code_challenge }))
      .status,
  ).toBe(200);
  return { token: tokenOf(latestMessage(provider, EMAIL).link), code_verifier: pair.code_verifier };
}

const reset = (
  provider: ReturnType<typeof makeProvider>['provider'],
  link: { token: string; code_verifier: string },
  sessionToken?: string,
) =>
  post(
    provider,
    '/sdk/v1/passwords/email/reset',
    { ...link, password: NEW_PASSWORD, session_duration_minutes: 30 },
    { sessionToken },
  );

describe('password reset by email under parallel requests', () => {
  it('redeems one reset token once when it is sent twice at once', async () => {
    const { provider } = makeProvider();
    const link = await resetLink(provider);
    const answers = await Promise.all([reset(provider, link), reset(provider, link), reset(provider, link)]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((item) => item.status !== 200))
      expectError(answer, 401, 'unable_to_auth_password_reset_token');
    expect(
      [...provider.state.sessions.values()].filter(
        (stored) => stored.session.user_id === answers.find((a) => a.status === 200)!.body.data.user_id,
      ),
    ).toHaveLength(1);
  });

  it('gives the token back when the new password is refused, so the user can choose another', async () => {
    const { provider } = makeProvider();
    const link = await resetLink(provider);
    expectError(
      await post(provider, '/sdk/v1/passwords/email/reset', {
        ...link,
        password: 'tennis12',
        session_duration_minutes: 30,
      }),
      400,
      'weak_password',
    );
    expect((await reset(provider, link)).status).toBe(200);
  });

  it("ends the user's other sessions and keeps the one that reset", async () => {
    const { provider } = makeProvider();
    const signIn = () =>
      post(provider, '/sdk/v1/passwords/authenticate', {
        email: EMAIL,
        password: 'clay-court-rally-2026',
        session_duration_minutes: 60,
      });
    const elsewhere = (await signIn()).body.data.session_token;
    const here = (await signIn()).body.data.session_token;
    const bystander = await post(provider, '/sdk/v1/otps/email/login_or_create', { email: 'ace@court-login.local' });
    const bystanderSession = (
      await post(provider, '/sdk/v1/otps/authenticate', {
        token: latestMessage(provider, 'ace@court-login.local').code,
        method_id: bystander.body.data.method_id,
        session_duration_minutes: 30,
      })
    ).body.data.session_token;
    const answer = await reset(provider, await resetLink(provider), here);
    expect(answer.body.data.session_token).toBe(here);
    const refresh = (token: string) => post(provider, '/sdk/v1/sessions/authenticate', {}, { sessionToken: token });
    expectError(await refresh(elsewhere), 404, 'session_not_found');
    expect((await refresh(here)).status).toBe(200);
    expect((await refresh(bystanderSession)).status).toBe(200);
  });
});
