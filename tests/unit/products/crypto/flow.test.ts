// @vitest-environment node
// The crypto wallet flow against the in-process local provider, which checks signatures for real:
// wallets here sign with real keys (viem for Ethereum, tweetnacl for Solana).
import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it, vi } from 'vitest';
import { createCryptoFlow, type WalletSource } from '../../../../src/products/crypto/flow.ts';
import type { FlowPorts } from '../../../../src/flows/ports.ts';
import type { DetectedWallet } from '../../../../src/products/crypto/wallets.ts';
import { localCourt, testMachine, widgetConfig } from '../../flows/support.ts';

const refused = () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }));

function metamask(
  options: { refuseConnect?: boolean; refuseSign?: boolean; address?: string } = {},
): DetectedWallet & { signed: string[] } {
  const account = privateKeyToAccount(generatePrivateKey());
  const signed: string[] = [];
  return {
    name: 'Metamask',
    chain: 'ethereum',
    signed,
    provider: {
      async request({ method, params = [] }) {
        if (method === 'eth_requestAccounts')
          return options.refuseConnect ? refused() : [options.address ?? account.address];
        if (method === 'personal_sign') {
          if (options.refuseSign) return refused();
          const hex = params[0] as `0x${string}`;
          signed.push(Buffer.from(hex.slice(2), 'hex').toString('utf8'));
          return account.signMessage({ message: { raw: hex } });
        }
        throw new Error(`unexpected ${method}`);
      },
    },
  };
}

function phantom(): DetectedWallet {
  const keys = nacl.sign.keyPair();
  const publicKey = { toBase58: () => bs58.encode(keys.publicKey) };
  return {
    name: 'Phantom',
    chain: 'solana',
    provider: {
      connect: async () => ({ publicKey }),
      signMessage: async (message: Uint8Array) => ({ signature: nacl.sign.detached(message, keys.secretKey) }),
    },
  };
}

function setup(wallets: DetectedWallet[]) {
  const { court } = localCourt();
  const config = widgetConfig({ products: ['crypto'] });
  const source: WalletSource = { find: (name) => wallets.find((wallet) => wallet.name === name) };
  const ports: FlowPorts = {
    court,
    config,
    bootstrap: () => court.bootstrap.get(),
    navigate: () => {},
    now: () => Date.now(),
  };
  const machine = testMachine([createCryptoFlow(() => source)], ports);
  return {
    court,
    machine,
    async send(event: Parameters<typeof machine.send>[0]) {
      machine.send(event);
      await machine.idle();
      return machine.getState();
    },
  };
}

describe('crypto wallet flow', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  it('Ethereum: connect, challenge, personal_sign of the exact challenge, signed in with method crypto', async () => {
    const wallet = metamask();
    const { send, court } = setup([wallet]);
    const state = await send({ type: 'START_WALLET', wallet: 'Metamask' });
    expect(state.screen).toEqual({ name: 'cryptoConfirmation' });
    expect(wallet.signed).toHaveLength(1);
    expect(wallet.signed[0]).toMatch(/wants you to sign in with your Ethereum account:/);
    expect(court.session.getSnapshot().session?.authentication_factors[0]?.type).toBe('crypto');
  });

  it('Solana: signMessage, signature sent in base58', async () => {
    const { send } = setup([phantom()]);
    expect((await send({ type: 'START_WALLET', wallet: 'Phantom' })).screen.name).toBe('cryptoConfirmation');
  });

  it('passes through Crypto Connect and Crypto Sign Message', async () => {
    const { machine } = setup([metamask()]);
    const seen: string[] = [];
    machine.subscribe(() => seen.push(machine.getState().screen.name));
    machine.send({ type: 'START_WALLET', wallet: 'Metamask' });
    await machine.idle();
    expect([...new Set(seen)]).toEqual(['cryptoConnect', 'cryptoSignMessage', 'cryptoConfirmation']);
  });

  it('a refused connection ends on Crypto Error (connect), kept by its type (no text in state)', async () => {
    const { send } = setup([metamask({ refuseConnect: true })]);
    const state = await send({ type: 'START_WALLET', wallet: 'Metamask' });
    expect(state.screen).toEqual({ name: 'cryptoError', walletOption: 'Metamask', stage: 'connect' });
    expect(state.error).toEqual({ code: 'wallet', errorType: 'wallet_connect_failed' });
  });

  it('a refused signature ends on Crypto Error (sign), kept by its type (no text in state)', async () => {
    const { send } = setup([metamask({ refuseSign: true })]);
    const state = await send({ type: 'START_WALLET', wallet: 'Metamask' });
    expect(state.screen).toEqual({ name: 'cryptoError', walletOption: 'Metamask', stage: 'sign' });
    expect(state.error).toEqual({ code: 'wallet', errorType: 'wallet_sign_failed' });
  });

  it('a wallet that vanished cannot connect', async () => {
    const { send } = setup([]);
    expect((await send({ type: 'START_WALLET', wallet: 'Metamask' })).screen).toMatchObject({
      name: 'cryptoError',
      stage: 'connect',
    });
  });

  it('a provider error is kept with its type and text', async () => {
    const { send } = setup([metamask({ address: '0xnot-an-address' })]);
    const state = await send({ type: 'START_WALLET', wallet: 'Metamask' });
    expect(state.screen).toMatchObject({ name: 'cryptoError', stage: 'connect' });
    expect(state.error).toMatchObject({ code: 'http', errorType: 'invalid_crypto_wallet_address' });
  });

  it('Cancel leaves a wallet that does not answer, and its late answer is ignored', async () => {
    let answer: ((accounts: string[]) => void) | undefined;
    let asked!: () => void;
    const called = new Promise<void>((resolve) => (asked = resolve));
    const wallet: DetectedWallet = {
      name: 'Metamask',
      chain: 'ethereum',
      provider: {
        request: () =>
          new Promise((resolve) => {
            answer = resolve;
            asked();
          }),
      },
    };
    const { machine } = setup([wallet]);
    machine.send({ type: 'START_WALLET', wallet: 'Metamask' });
    expect(machine.getState().screen.name).toBe('cryptoConnect');
    await called;
    machine.send({ type: 'CANCEL_WALLET' });
    expect(machine.getState()).toMatchObject({ screen: { name: 'main' }, pending: null });
    answer!(['0x0000000000000000000000000000000000000001']);
    await machine.idle();
    expect(machine.getState().screen.name).toBe('main');
  });

  it('opens Crypto Other and Crypto Setup Wallet from Main only, and ignores a second start while one runs', async () => {
    const { machine } = setup([metamask()]);
    machine.send({ type: 'SHOW_OTHER_WALLETS' });
    expect(machine.getState().screen.name).toBe('cryptoOther');
    machine.send({ type: 'SHOW_WALLET_SETUP' });
    expect(machine.getState().screen.name).toBe('cryptoOther');
    machine.send({ type: 'START_WALLET', wallet: 'Metamask' });
    const running = machine.getState();
    machine.send({ type: 'START_WALLET', wallet: 'Phantom' });
    expect(machine.getState()).toBe(running);
    await machine.idle();
  });
});
