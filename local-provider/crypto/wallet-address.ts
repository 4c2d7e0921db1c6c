// Wallet addresses the provider accepts: Ethereum (0x + 40 hex, checksum honoured when mixed case)
// and Solana (a base58 ed25519 public key of 32 bytes).
import bs58 from 'bs58';
import { getAddress, isAddress } from 'viem';

export type WalletType = 'ethereum' | 'solana';

export interface WalletAddress {
  type: WalletType;
  /** The form stored and shown: EIP-55 checksummed for Ethereum, base58 as given for Solana. */
  address: string;
  /** Case-insensitive for Ethereum, exact for Solana: the key that identifies the wallet. */
  key: string;
}

export type AddressCheck = { ok: true; wallet: WalletAddress } | { ok: false; message: string };

/** Identifies a wallet: Ethereum addresses compare without case, Solana addresses exactly. */
export function walletKey(type: WalletType, address: string): string {
  return type === 'ethereum' ? `ethereum:${address.toLowerCase()}` : `solana:${address}`;
}

export function isWalletType(value: unknown): value is WalletType {
  return value === 'ethereum' || value === 'solana';
}

function ethereum(address: string): AddressCheck {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) {
    return { ok: false, message: 'An Ethereum address is 0x followed by 40 hexadecimal digits.' };
  }
  if (!isAddress(address))
    return { ok: false, message: 'The Ethereum address has a wrong checksum (mixed-case letters).' };
  return { ok: true, wallet: { type: 'ethereum', address: getAddress(address), key: walletKey('ethereum', address) } };
}

/** Base58 of 32 bytes is at most 44 characters; decoding time grows with the square of the length. */
export const MAX_SOLANA_ADDRESS_LENGTH = 44;

function solana(address: string): AddressCheck {
  if (address.length > MAX_SOLANA_ADDRESS_LENGTH)
    return { ok: false, message: 'A Solana address is a 32-byte public key in base58.' };
  let bytes: Uint8Array;
  try {
    bytes = bs58.decode(address);
  } catch {
    return { ok: false, message: 'A Solana address is written in base58.' };
  }
  if (bytes.length !== 32) return { ok: false, message: 'A Solana address is a 32-byte public key in base58.' };
  return { ok: true, wallet: { type: 'solana', address, key: walletKey('solana', address) } };
}

export function checkWalletAddress(type: WalletType, address: string): AddressCheck {
  return type === 'ethereum' ? ethereum(address) : solana(address);
}
