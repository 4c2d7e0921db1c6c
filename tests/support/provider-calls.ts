// Setup for provider tests that need a signed-in user, and the request helper they call it with.
import type { LocalProvider } from '../../local-provider/http/app.ts';
import { startSession } from '../../local-provider/domain/sessions.ts';
import { findUserByEmail } from '../../local-provider/domain/users.ts';

export { HOST_ORIGIN, send as call } from '../local-provider/helpers.ts';

/** Starts a session for a seeded test user directly in the provider's state: setup for calls that need one. */
export function signInTestUser(provider: LocalProvider, email: string): { sessionToken: string; userId: string } {
  const user = findUserByEmail(provider.state, email);
  if (!user) throw new Error(`No test user ${email} in the provider settings`);
  const emailId = user.profile.emails[0]!.email_id;
  const stored = startSession(
    provider,
    user,
    {
      type: 'magic_link',
      delivery_method: 'email',
      email_factor: { email_id: emailId, email_address: email },
    },
    30,
    null,
  );
  return { sessionToken: stored.token, userId: user.profile.user_id };
}
