// @vitest-environment node
// The hosted provider's own consent screen (IdentityProvider of @stytch/vanilla-js 6.3.0, its browser
// bundle) completes an OAuth authorization against the local provider, offline: the page signs in by
// password with the same SDK, the screen shows the client and its scopes, Allow redirects with a code,
// state and iss, and the code buys an access token for the requested resource. A second visit needs
// no consent: the screen redirects at once.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeChallengeFor } from '../../local-provider/domain/pkce.ts';
import { startProvider, type RunningProvider } from '../../local-provider/http/server.ts';
import { launchChromium } from '../../scripts/bench/browser.ts';

const bundle = readFileSync(
  fileURLToPath(new URL('../../node_modules/@stytch/vanilla-js/dist/iife/index.js', import.meta.url)),
  'utf8',
);
const VERIFIER = 'consent-test-verifier-0123456789-0123456789-0123456789';
const RESOURCE = 'http://localhost:8787/mcp';

let running: RunningProvider;
let browser: Browser;
let pages: Server;
let pagesUrl: string;

/** The app's consent page: sign in (as a login page would have), then the hosted consent screen. */
function consentPageHtml(providerUrl: string, publicToken: string): string {
  const options = { endpoints: { testAPIURL: providerUrl, liveAPIURL: providerUrl } };
  return `<!doctype html><html><head><meta charset="utf-8"><script src="/stytch.js"></script></head><body><div id="consent"></div>
<script>
  const client = stytch.createStytchClient(${JSON.stringify(publicToken)}, ${JSON.stringify(options)});
  const props = { client };
  const show = () => stytch.mountIdentityProvider({ elementId: '#consent', ...props }).render(props);
  if (client.session.getSync()) show();
  else client.passwords.authenticate({ email: 'rally@court-login.local', password: 'clay-court-rally-2026', session_duration_minutes: 30 }).then(show);
</script></body></html>`;
}

beforeAll(async () => {
  pages = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const type = path === '/stytch.js' ? 'text/javascript' : 'text/html';
    const body =
      path === '/stytch.js'
        ? bundle
        : path === '/oauth/authorize'
          ? consentPageHtml(running.url, running.provider.settings.public_token)
          : '<!doctype html><title>Callback</title><p>Signed in</p>';
    response.writeHead(200, { 'Content-Type': type });
    response.end(body);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://localhost:${(pages.address() as AddressInfo).port}`;
  running = await startProvider({
    port: 0,
    settings: { connected_apps: { authorization_url: `${pagesUrl}/oauth/authorize` } },
  });
  browser = await launchChromium();
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await running?.close();
  await new Promise((resolve) => pages?.close(resolve));
});

async function registerClient(redirectUri: string): Promise<string> {
  const response = await fetch(`${running.url}/v1/oauth2/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_name: 'Court Assistant', redirect_uris: [redirectUri] }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { client_id: string }).client_id;
}

function authorizeUrl(clientId: string, redirectUri: string, state: string): string {
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email courts:read',
    state,
    code_challenge: codeChallengeFor(VERIFIER),
    code_challenge_method: 'S256',
    resource: RESOURCE,
  });
  return `${pagesUrl}/oauth/authorize?${query}`;
}

describe("the hosted provider's consent screen, offline", () => {
  it('grants an app access with Allow, then remembers the consent', async () => {
    const metadata = (await (await fetch(`${running.url}/.well-known/oauth-authorization-server`)).json()) as {
      authorization_endpoint: string;
      issuer: string;
    };
    expect(metadata.authorization_endpoint).toBe(`${pagesUrl}/oauth/authorize`);
    const redirectUri = `${pagesUrl}/callback`;
    const clientId = await registerClient(redirectUri);
    const page = await browser.newPage();
    await page.goto(authorizeUrl(clientId, redirectUri, 'first visit'));
    await page.getByText('See which courts are free and your bookings').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByText('Court Assistant', { exact: false }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.pathname === '/callback', { timeout: 15_000 });
    const callback = new URL(page.url());
    expect(callback.searchParams.get('state')).toBe('first visit');
    expect(callback.searchParams.get('iss')).toBe(metadata.issuer);
    const code = callback.searchParams.get('code')!;
    const token = await fetch(`${running.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: VERIFIER,
        redirect_uri: redirectUri,
        client_id: clientId,
        resource: RESOURCE,
      }),
    });
    expect(token.status).toBe(200);
    const { access_token: accessToken, scope } = (await token.json()) as { access_token: string; scope: string };
    expect(scope).toBe('openid email courts:read');
    const { payload } = await jwtVerify(
      accessToken,
      createRemoteJWKSet(new URL(`${running.url}/.well-known/jwks.json`)),
      { issuer: metadata.issuer, audience: RESOURCE },
    );
    const rally = [...running.provider.state.users.values()].find(
      (user) => user.profile.emails[0]?.email === 'rally@court-login.local',
    )!;
    expect(payload.sub).toBe(rally.profile.user_id);

    // Consent is remembered: the screen redirects with a new code without asking.
    await page.goto(authorizeUrl(clientId, redirectUri, 'second visit'));
    await page.waitForURL((url) => url.pathname === '/callback' && url.searchParams.get('state') === 'second visit', {
      timeout: 20_000,
    });
    expect(new URL(page.url()).searchParams.get('code')).not.toBe(code);
    await page.close();
  }, 90_000);
});
