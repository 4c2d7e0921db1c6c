// What the widget asks of a wallet: its account (EIP-1193 `eth_requestAccounts`, or Solana
// `connect`) and its signature of the provider's challenge (`personal_sign` of the exact text, or
// Solana `signMessage` over its UTF-8 bytes, sent in base58). Each throws when the wallet refuses.
import { base58Encode } from '../../lib/base58.ts';
import type { DetectedWallet, EthereumProvider } from './wallets.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

/** A Solana public key as wallets give it: an object with `toBase58()`, or bytes. */
function solanaAddress(key: unknown): string | undefined {
  if (isRecord(key) && typeof key.toBase58 === 'function') {
    const text: unknown = key.toBase58();
    return typeof text === 'string' && text !== '' ? text : undefined;
  }
  if (key instanceof Uint8Array && key.length === 32) return base58Encode(key);
  return undefined;
}

/** The wallet's account address; throws when the wallet refuses or answers without one. */
export async function connectWallet(wallet: DetectedWallet): Promise<string> {
  if (wallet.chain === 'ethereum') {
    const accounts = await requestOf(wallet.provider)({ method: 'eth_requestAccounts' });
    const first = Array.isArray(accounts) ? accounts[0] : undefined;
    if (typeof first !== 'string' || first === '') throw new Error('The wallet returned no account.');
    return first;
  }
  const answer = await wallet.provider.connect();
  const address =
    solanaAddress(isRecord(answer) ? answer.publicKey : undefined) ?? solanaAddress(wallet.provider.publicKey);
  if (!address) throw new Error('The wallet returned no public key.');
  return address;
}

/** The chain an Ethereum wallet is on (for Sign-In With Ethereum); 1 when it does not say. */
export async function ethereumChainId(wallet: DetectedWallet): Promise<number> {
  if (wallet.chain !== 'ethereum') return 1;
  try {
    const answer = await requestOf(wallet.provider)({ method: 'eth_chainId' });
    const id = typeof answer === 'string' ? Number.parseInt(answer, answer.startsWith('0x') ? 16 : 10) : Number(answer);
    return Number.isInteger(id) && id > 0 ? id : 1;
  } catch {
    return 1;
  }
}

function utf8Hex(text: string): string {
  return `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The wallet's signature of exactly `challenge`; throws when the wallet refuses or answers nothing usable. */
export async function signChallenge(wallet: DetectedWallet, address: string, challenge: string): Promise<string> {
  if (wallet.chain === 'ethereum') {
    const signature = await requestOf(wallet.provider)({
      method: 'personal_sign',
      params: [utf8Hex(challenge), address],
    });
    if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature))
      throw new Error('The wallet returned no signature.');
    return signature;
  }
  const answer = await wallet.provider.signMessage(new TextEncoder().encode(challenge), 'utf8');
  const bytes = answer instanceof Uint8Array ? answer : isRecord(answer) ? answer.signature : undefined;
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) throw new Error('The wallet returned no signature.');
  return base58Encode(bytes);
}

function requestOf(provider: EthereumProvider): EthereumProvider['request'] {
  if (!isRecord(provider) || typeof provider.request !== 'function')
    throw new Error('The wallet cannot take requests.');
  return (args) => provider.request(args);
}
