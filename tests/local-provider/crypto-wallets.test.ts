// @vitest-environment node
import * as ed from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2.js';
import bs58 from 'bs58';
import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProvider, type LocalProvider } from '../../local-provider/http/app.ts';
import { call, HOST_ORIGIN, signInTestUser } from '../support/provider-calls.ts';

ed.hashes.sha512 = sha512;

interface TestWallet {
  type: 'ethereum' | 'solana';
  address: string;
  sign(message: string): Promise<string>;
}

function ethereumWallet(): TestWallet {
  const account = privateKeyToAccount(generatePrivateKey());
  return { type: 'ethereum', address: account.address, sign: (message) => account.signMessage({ message }) };
}

function solanaWallet(): TestWallet {
  const { secretKey, publicKey } = ed.keygen();
  return {
    type: 'solana',
    address: bs58.encode(publicKey),
    sign: async (message) => bs58.encode(ed.sign(new TextEncoder().encode(message), secretKey)),
  };
}

let provider: LocalProvider;
let now: number;

beforeEach(() => {
  now = Date.parse('2026-06-01T10:00:00Z');
  provider = createProvider({}, { now: () => now });
});

const STRANGER = 'http://localhost:6666';

async function start(
  wallet: TestWallet,
  sessionToken?: string,
  extra: Record<string, unknown> = {},
  origin = HOST_ORIGIN,
) {
  const kind = sessionToken ? 'secondary' : 'primary';
  return call(
    provider,
    'POST',
    `/sdk/v1/crypto_wallets/authenticate/start/${kind}`,
    {
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: wallet.type,
      ...extra,
    },
    { sessionToken, origin },
  );
}

async function authenticate(wallet: TestWallet, signature: string, sessionToken?: string, origin = HOST_ORIGIN) {
  return call(
    provider,
    'POST',
    '/sdk/v1/crypto_wallets/authenticate',
    {
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: wallet.type,
      signature,
      session_duration_minutes: 30,
    },
    { sessionToken, origin },
  );
}

async function signIn(wallet: TestWallet, sessionToken?: string) {
  const challenge = (await start(wallet, sessionToken)).body.data.challenge as string;
  return authenticate(wallet, await wallet.sign(challenge), sessionToken);
}

describe.each([
  ['Ethereum', ethereumWallet],
  ['Solana', solanaWallet],
] as const)('%s wallet sign-in', (_name, makeWallet) => {
  it('answers a challenge naming the wallet, then signs a new user in with a wallet factor', async () => {
    const wallet = makeWallet();
    const started = await start(wallet);
    expect(started.status).toBe(200);
    expect(started.body.data.challenge).toContain(wallet.address);
    const response = await authenticate(wallet, await wallet.sign(started.body.data.challenge));
    expect(response.status).toBe(200);
    const { user, __user, session, session_token: token, user_id: userId } = response.body.data;
    expect(userId).toBe(user.user_id);
    expect(__user).toEqual(user);
    expect(token).toEqual(expect.any(String));
    expect(user.crypto_wallets).toEqual([
      {
        crypto_wallet_id: expect.stringMatching(/^crypto-wallet-test-/),
        crypto_wallet_address: wallet.address,
        crypto_wallet_type: wallet.type,
        verified: true,
      },
    ]);
    expect(session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'crypto',
        delivery_method: 'crypto_wallet',
        crypto_wallet_factor: {
          crypto_wallet_id: user.crypto_wallets[0].crypto_wallet_id,
          crypto_wallet_address: wallet.address,
          crypto_wallet_type: wallet.type,
        },
      }),
    ]);
  });

  it('signs the same wallet into the same user the next time', async () => {
    const wallet = makeWallet();
    const first = await signIn(wallet);
    const second = await signIn(wallet);
    expect(second.status).toBe(200);
    expect(second.body.data.user_id).toBe(first.body.data.user_id);
    expect(second.body.data.user.crypto_wallets).toHaveLength(1);
  });

  it('refuses a signature of another message or by another key', async () => {
    const wallet = makeWallet();
    const challenge = (await start(wallet)).body.data.challenge as string;
    const wrongMessage = await authenticate(wallet, await wallet.sign(`${challenge} `));
    expect(wrongMessage.status).toBe(401);
    expect(wrongMessage.body.error_type).toBe('unable_to_authenticate_crypto_wallet');
    const otherKey = makeWallet();
    const started = (await start(wallet)).body.data.challenge as string;
    const forged = await authenticate(wallet, await otherKey.sign(started));
    expect(forged.status).toBe(401);
    expect(forged.body.error_type).toBe('unable_to_authenticate_crypto_wallet');
  });

  it('uses each challenge once', async () => {
    const wallet = makeWallet();
    const challenge = (await start(wallet)).body.data.challenge as string;
    const signature = await wallet.sign(challenge);
    expect((await authenticate(wallet, signature)).status).toBe(200);
    const replay = await authenticate(wallet, signature);
    expect(replay.status).toBe(404);
    expect(replay.body.error_type).toBe('crypto_wallet_not_found');
  });

  it('refuses an expired challenge', async () => {
    const wallet = makeWallet();
    const challenge = (await start(wallet)).body.data.challenge as string;
    now += 6 * 60_000;
    const response = await authenticate(wallet, await wallet.sign(challenge));
    expect(response.status).toBe(401);
    expect(response.body.error_message).toMatch(/expired/);
  });

  it("keeps the owner's challenge when a stranger starts sign-ins for the same (public) address", async () => {
    const wallet = makeWallet();
    const challenge = (await start(wallet)).body.data.challenge as string;
    for (let index = 0; index < 5; index += 1) expect((await start(wallet, undefined, {}, STRANGER)).status).toBe(200);
    expect((await authenticate(wallet, await wallet.sign(challenge))).status).toBe(200);
  });

  it('uses a challenge up only with a valid signature: a wrong one from a stranger cancels nothing', async () => {
    const wallet = makeWallet();
    const challenge = (await start(wallet)).body.data.challenge as string;
    const forged = await authenticate(wallet, await makeWallet().sign(challenge), undefined, STRANGER);
    expect(forged.status).toBe(401);
    expect((await authenticate(wallet, await wallet.sign(challenge))).status).toBe(200);
  });

  it('accepts a signature of either of two pending challenges, each once, even when sent three times at once', async () => {
    const wallet = makeWallet();
    const first = (await start(wallet)).body.data.challenge as string;
    const second = (await start(wallet)).body.data.challenge as string;
    expect(second).not.toBe(first);
    const signature = await wallet.sign(first);
    const answers = await Promise.all([1, 2, 3].map(() => authenticate(wallet, signature)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404]);
    expect((await authenticate(wallet, await wallet.sign(second))).status).toBe(200);
  });

  it('adds the wallet to the signed-in user through start/secondary', async () => {
    const ace = signInTestUser(provider, 'ace@court-login.local');
    const wallet = makeWallet();
    const response = await signIn(wallet, ace.sessionToken);
    expect(response.status).toBe(200);
    expect(response.body.data.user_id).toBe(ace.userId);
    expect(response.body.data.session_token).toBe(ace.sessionToken);
    expect(
      response.body.data.user.crypto_wallets.map(
        (entry: { crypto_wallet_address: string }) => entry.crypto_wallet_address,
      ),
    ).toEqual([wallet.address]);
  });
});

describe('wallet input checks', () => {
  it('refuses malformed addresses and unknown wallet types', async () => {
    const cases: Array<[string, string, string]> = [
      ['ethereum', '0x1234', 'invalid_crypto_wallet_address'],
      ['ethereum', `0x${'g'.repeat(40)}`, 'invalid_crypto_wallet_address'],
      ['ethereum', '0xF96cefd234eF3c5E597acAceADa0644D849a3Ef2', 'invalid_crypto_wallet_address'],
      ['solana', '0OIl', 'invalid_crypto_wallet_address'],
      ['solana', bs58.encode(new Uint8Array(31)), 'invalid_crypto_wallet_address'],
      ['bitcoin', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', 'invalid_crypto_wallet_type'],
    ];
    for (const [type, address, errorType] of cases) {
      const response = await call(provider, 'POST', '/sdk/v1/crypto_wallets/authenticate/start/primary', {
        crypto_wallet_address: address,
        crypto_wallet_type: type,
      });
      expect(response.status, `${type} ${address}`).toBe(400);
      expect(response.body.error_type).toBe(errorType);
    }
  });

  it('accepts an all-lowercase Ethereum address as the same wallet', async () => {
    const wallet = ethereumWallet();
    const first = await signIn(wallet);
    const lower = { ...wallet, address: wallet.address.toLowerCase() };
    const second = await signIn(lower);
    expect(second.status).toBe(200);
    expect(second.body.data.user_id).toBe(first.body.data.user_id);
  });

  it('refuses a garbage signature with a clear error, not a crash', async () => {
    for (const wallet of [ethereumWallet(), solanaWallet()]) {
      await start(wallet);
      const response = await authenticate(wallet, 'not-a-signature');
      expect(response.status).toBe(401);
      expect(response.body.error_type).toBe('unable_to_authenticate_crypto_wallet');
    }
  });

  it('refuses adding a wallet that belongs to another user', async () => {
    const wallet = ethereumWallet();
    await signIn(wallet);
    const ace = signInTestUser(provider, 'ace@court-login.local');
    const response = await signIn(wallet, ace.sessionToken);
    expect(response.status).toBe(409);
    expect(response.body.error_type).toBe('duplicate_crypto_wallet');
  });
});

describe('Sign-In With Ethereum messages', () => {
  it('builds an EIP-4361 message from siwe_params and verifies its signature', async () => {
    const wallet = ethereumWallet();
    const started = await start(wallet, undefined, {
      siwe_params: { uri: HOST_ORIGIN, chain_id: '1', statement: 'Sign in to Court' },
    });
    expect(started.status).toBe(200);
    const message = started.body.data.challenge as string;
    expect(message).toMatch(/^localhost:5173 wants you to sign in with your Ethereum account:\n0x/);
    expect(message).toContain('Sign in to Court');
    expect(message).toContain('Chain ID: 1');
    expect((await authenticate(wallet, await wallet.sign(message))).status).toBe(200);
  });

  it('refuses SIWE for Solana, a URI off the allowed origins, and an expired SIWE message', async () => {
    const solana = await start(solanaWallet(), undefined, { siwe_params: { uri: HOST_ORIGIN } });
    expect(solana.body.error_type).toBe('crypto_wallet_type_incompatible_with_siwe');
    const foreign = await start(ethereumWallet(), undefined, { siwe_params: { uri: 'https://evil.example' } });
    expect(foreign.body.error_type).toBe('invalid_siwe_params');
    const wallet = ethereumWallet();
    const message = (await start(wallet, undefined, { siwe_params: { uri: HOST_ORIGIN } })).body.data
      .challenge as string;
    now += 6 * 60_000;
    const expired = await authenticate(wallet, await wallet.sign(message));
    expect(expired.body.error_type).toBe('siwe_message_expired');
  });

  it('enforces Not Before and Issued At: a week ahead is refused, a minute ahead waits for its time', async () => {
    const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    for (const siwe_params of [
      { uri: HOST_ORIGIN, not_before: at(7 * 24 * 60) },
      { uri: HOST_ORIGIN, issued_at: at(60) },
      { uri: HOST_ORIGIN, issued_at: at(-24 * 60) },
    ]) {
      const refused = await start(ethereumWallet(), undefined, { siwe_params });
      expect(refused.status, JSON.stringify(siwe_params)).toBe(400);
      expect(refused.body.error_type).toBe('invalid_siwe_params');
    }
    const wallet = ethereumWallet();
    const message = (
      await start(wallet, undefined, { siwe_params: { uri: HOST_ORIGIN, not_before: at(1), issued_at: at(0) } })
    ).body.data.challenge as string;
    expect(message).toContain(`Not Before: ${at(1)}`);
    const signature = await wallet.sign(message);
    const early = await authenticate(wallet, signature);
    expect(early.status).toBe(401);
    expect(early.body.error_message).toMatch(/not valid before/);
    now += 2 * 60_000;
    expect((await authenticate(wallet, signature)).status).toBe(200);
  });

  it('answers 400 invalid_siwe_params for fields a SIWE message cannot carry', async () => {
    for (const siwe_params of [
      { uri: HOST_ORIGIN, statement: 'two\nlines' },
      { uri: HOST_ORIGIN, resources: ['not a uri'] },
    ]) {
      const refused = await start(ethereumWallet(), undefined, { siwe_params });
      expect(refused.status).toBe(400);
      expect(refused.body.error_type).toBe('invalid_siwe_params');
      expect(refused.body.error_message).toMatch(/statement|resources/);
    }
  });
});
