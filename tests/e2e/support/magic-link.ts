// A magic link to the host app's /authenticate, asked for through the provider's HTTP API (the host
// app's /login offers Google only), with PKCE as the widget does it.
import type { RunningStack } from '../../../demo/start.ts';
import { createClient } from '../../../src/provider/client.ts';
import { pkceKey } from '../../../src/session/keys.ts';
import { createPkcePair } from '../../../src/session/pkce.ts';

/**
 * Emails a link to `email` and returns it. `store` keeps the proof key in the browser's storage for
 * the app's origin (the page must be open on it), where the app's /authenticate finds it.
 */
export async function emailMagicLink(
  stack: RunningStack,
  email: string,
  store: (key: string, value: string) => Promise<unknown>,
): Promise<string> {
  const host = stack.hostUrl;
  const publicToken = stack.provider.provider.settings.public_token;
  const pair = await createPkcePair();
  await store(pkceKey(publicToken, 'magic_links'), JSON.stringify(pair));
  const client = createClient({ publicToken, baseUrl: stack.providerUrl });
  const sent = await client.magicLinks.email.loginOrCreate({
    email,
    login_magic_link_url: `${host}/authenticate`,
    signup_magic_link_url: `${host}/authenticate`,
    code_challenge: pair.code_challenge,
  });
  if (!sent.ok) throw new Error(`The link was not sent: ${JSON.stringify(sent)}`);
  const link = stack.provider.provider.inbox.latest(email)?.link;
  if (!link?.startsWith(`${host}/authenticate?`))
    throw new Error(`The provider emailed no link to /authenticate: ${link}`);
  return link;
}
