// @vitest-environment node
// A revoked assistant loses the worker: the real local provider issues the token (Connected Apps), the
// worker accepts it, the person revokes the assistant, and the worker refuses the same token (401),
// because it asks the provider (introspection) whether a token whose signature checks out is still active.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type RunningProvider } from '../../../local-provider/http/server.ts';
import { freePort, retryOnTakenPort } from '../../../demo/free-port.ts';
import { startWorker, type RunningWorker } from '../../../worker/server.ts';
import { signUpNewUser } from './provider-sign-in.ts';
import { grantAssistant, revokeAssistant } from './provider-grant.ts';

let provider: RunningProvider;
let worker: RunningWorker;
const logLines: string[] = [];

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-11-25',
    capabilities: {},
    clientInfo: { name: 'revocation-test', version: '1.0.0' },
  },
};

const postMcp = (token: string) =>
  fetch(worker.resourceUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(INITIALIZE),
  });

beforeAll(() =>
  retryOnTakenPort(async () => {
    // The provider issues tokens only for the resource servers it lists: this worker's /mcp.
    const workerPort = await freePort();
    provider = await startProvider({
      port: 0,
      settings: { connected_apps: { resources: [`http://localhost:${workerPort}/mcp`] } },
    });
    const { project_id: projectId, secret } = provider.provider.settings;
    try {
      worker = await startWorker({
        port: workerPort,
        providerUrl: provider.url,
        projectId,
        secret,
        allowedOrigin: 'http://localhost:5173',
        issuer: provider.url,
        recheckIntervalMs: 0,
        introspectionCacheMs: 0,
        log: (line) => logLines.push(line),
      });
    } catch (error) {
      await provider.close();
      throw error;
    }
  }),
);

afterAll(async () => {
  await worker.close();
  await provider.close();
});

describe('revoking an assistant at the provider', () => {
  it('makes the worker refuse its access token with the invalid_token challenge', async () => {
    const publicToken = provider.provider.settings.public_token;
    const person = await signUpNewUser(provider.url, publicToken);
    const grant = await grantAssistant({
      providerUrl: provider.url,
      publicToken,
      sessionToken: person.sessionToken,
      resource: worker.resourceUrl,
    });

    const before = await postMcp(grant.accessToken);
    expect(before.status).toBe(200);

    await revokeAssistant({
      providerUrl: provider.url,
      publicToken,
      sessionToken: person.sessionToken,
      clientId: grant.clientId,
    });
    const after = await postMcp(grant.accessToken);
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toContain(
      `resource_metadata="${worker.url}/.well-known/oauth-protected-resource/mcp"`,
    );
    expect((await after.json()).error).toBe('invalid_token');
    expect(logLines.some((line) => line.includes(grant.accessToken))).toBe(false);
  });

  it("leaves another person's assistant working", async () => {
    const publicToken = provider.provider.settings.public_token;
    const [revoker, keeper] = [
      await signUpNewUser(provider.url, publicToken),
      await signUpNewUser(provider.url, publicToken),
    ];
    const revoked = await grantAssistant({
      providerUrl: provider.url,
      publicToken,
      sessionToken: revoker.sessionToken,
      resource: worker.resourceUrl,
    });
    const kept = await grantAssistant({
      providerUrl: provider.url,
      publicToken,
      sessionToken: keeper.sessionToken,
      resource: worker.resourceUrl,
    });
    await revokeAssistant({
      providerUrl: provider.url,
      publicToken,
      sessionToken: revoker.sessionToken,
      clientId: revoked.clientId,
    });
    expect((await postMcp(revoked.accessToken)).status).toBe(401);
    expect((await postMcp(kept.accessToken)).status).toBe(200);
  });
});
