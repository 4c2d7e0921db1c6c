// Signs a new user up on the local provider (password create), as the widget would, to get a real session token.
export interface SignedInUser {
  userId: string;
  email: string;
  sessionToken: string;
}

let counter = 0;
const PASSWORD = 'topspin-volley-baseline-9271!';

export async function signUpNewUser(providerUrl: string, publicToken: string): Promise<SignedInUser> {
  counter += 1;
  const email = `player-${counter}-${Date.now()}@example.com`;
  const response = await fetch(`${providerUrl}/sdk/v1/passwords`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${publicToken}:${publicToken}`).toString('base64')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email, password: PASSWORD, session_duration_minutes: 60 }),
  });
  const body = (await response.json()) as { data?: { user_id: string; session_token: string } };
  if (!response.ok || !body.data) throw new Error(`Sign-up failed with ${response.status}: ${JSON.stringify(body)}`);
  return { userId: body.data.user_id, email, sessionToken: body.data.session_token };
}

/** The same user signing in again, as from another browser: a session of its own. */
export async function signInAgain(providerUrl: string, publicToken: string, user: SignedInUser): Promise<SignedInUser> {
  const response = await fetch(`${providerUrl}/sdk/v1/passwords/authenticate`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${publicToken}:${publicToken}`).toString('base64')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email: user.email, password: PASSWORD, session_duration_minutes: 60 }),
  });
  const body = (await response.json()) as { data?: { session_token: string } };
  if (!response.ok || !body.data) throw new Error(`Sign-in failed with ${response.status}: ${JSON.stringify(body)}`);
  return { ...user, sessionToken: body.data.session_token };
}

export async function revokeSession(providerUrl: string, publicToken: string, sessionToken: string): Promise<void> {
  const response = await fetch(`${providerUrl}/sdk/v1/sessions/revoke`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from(`${publicToken}:${sessionToken}`).toString('base64')}` },
  });
  if (!response.ok) throw new Error(`Revoke failed with ${response.status}`);
}
