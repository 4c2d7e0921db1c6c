// The conformance package's authorization-server scenarios against the local provider. The package plays
// a client that its deployer has registered: this registers one through the provider's dynamic registration
// (a public client with the package's loopback redirect URI), runs `conformance authorization`, and when
// the package prints the authorization request for a person to open, Chromium plays that person.
import type { Browser } from 'playwright';
import { freePort } from '../../demo/free-port.ts';
import { allowInChromium } from './person.ts';
import { runConformance, type ChecksByScenario } from './conformance-package.ts';

export async function runAuthorizationServerScenarios(
  browser: Browser,
  stack: { hostUrl: string; providerUrl: string; workerUrl: string },
  email: string,
): Promise<ChecksByScenario> {
  const port = await freePort();
  const redirectUri = `http://127.0.0.1:${port}/callback`;
  const registration = await fetch(`${stack.providerUrl}/v1/oauth2/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_name: 'MCP conformance',
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    }),
  });
  if (registration.status !== 201) throw new Error(`Registration failed: ${await registration.text()}`);
  const { client_id: clientId } = (await registration.json()) as { client_id: string };

  let person: Promise<string> | undefined;
  // When the person cannot get through, the package would wait minutes for its callback: stop it instead.
  const stop = new AbortController();
  // Both scenarios in one run, in the package's order: the grant reads the endpoints the metadata scenario found.
  return runConformance(
    [
      'authorization',
      '--url',
      stack.providerUrl,
      '--client-id',
      clientId,
      '--resource',
      `${stack.workerUrl}/mcp`,
      '--port',
      String(port),
    ],
    {
      signal: stop.signal,
      onLine: (line) => {
        if (person || !line.startsWith(`${stack.hostUrl}/oauth/authorize?`)) return;
        person = allowInChromium(browser, line, {
          providerUrl: stack.providerUrl,
          email,
          callbackPort: port,
        });
        person.catch((error: unknown) => {
          console.error(`[conformance] the person could not get through the consent page: ${String(error)}`);
          stop.abort();
        });
      },
    },
  );
}
