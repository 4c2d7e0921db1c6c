// @vitest-environment node
// What the token check makes of the provider's key set and of its own faults: a key set that cannot be
// had (down, not 200, not JSON, not a key set) means nobody can be checked now ("unavailable", 503);
// a fault of the worker's own is not mistaken for either.
import { beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { createTokenVerifier, type TokenVerifierOptions } from '../../../worker/mcp/access-token.ts';

const ISSUER = 'http://localhost:8788';
const RESOURCE = 'http://localhost:8787/mcp';
let privateKey: CryptoKey;
let publicJwk: JWK;
let token: string;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  const now = Math.floor(Date.now() / 1000);
  token = await new SignJWT({ scope: 'courts:read' })
    .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
    .setIssuer(ISSUER)
    .setSubject('user-test-1')
    .setAudience([RESOURCE])
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(privateKey);
});

function verifierWith(keySet: () => Response | Promise<Response>, overrides: Partial<TokenVerifierOptions> = {}) {
  return createTokenVerifier({
    issuer: ISSUER,
    jwksUrl: `${ISSUER}/.well-known/jwks.json`,
    resource: RESOURCE,
    cooldownMs: 0,
    timeoutMs: 1000,
    fetch: (async () => keySet()) as typeof fetch,
    isActive: async () => ({ kind: 'active' }),
    ...overrides,
  });
}

describe('a key set that cannot be had', () => {
  const cases: Array<[string, () => Response | Promise<Response>, string]> = [
    ['the provider is unreachable', () => Promise.reject(new TypeError('fetch failed')), 'network'],
    ['the provider answers 500', () => new Response('oops', { status: 500 }), 'status 500'],
    ['the answer is not JSON', () => new Response('<html>'), 'the answer is not JSON'],
    ['the answer is not a key set', () => new Response('{"keys":"none"}'), 'the published key set is malformed'],
  ];
  for (const [name, keySet, reason] of cases) {
    it(`is "unavailable" when ${name}`, async () => {
      const check = await verifierWith(keySet)(token);
      expect(check.kind).toBe('unavailable');
      expect(check.kind === 'unavailable' && check.reason).toContain(reason);
    });
  }

  it('the control: the published key set verifies the token', async () => {
    const check = await verifierWith(() => new Response(JSON.stringify({ keys: [publicJwk] })))(token);
    expect(check.kind).toBe('valid');
  });
});

describe("a fault of the worker's own", () => {
  it('is raised, not reported as the provider being down nor as a bad token', async () => {
    const verify = verifierWith(() => new Response(JSON.stringify({ keys: [publicJwk] })), {
      isActive: async () => {
        throw new RangeError('a bug');
      },
    });
    await expect(verify(token)).rejects.toThrow('a bug');
  });
});
