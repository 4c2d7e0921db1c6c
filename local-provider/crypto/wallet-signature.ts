// Real signature checks: Ethereum personal_sign (EIP-191) and Solana ed25519 over the UTF-8 message.
import bs58 from 'bs58';
import nacl from 'tweetnacl';
import { verifyMessage } from 'viem';
import type { WalletAddress } from './wallet-address.ts';

async function ethereumSigned(address: string, message: string, signature: string): Promise<boolean> {
  if (!/^0x[0-9a-fA-F]+$/.test(signature)) return false;
  try {
    return await verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` });
  } catch {
    return false;
  }
}

/** Base58 of a 64-byte signature is at most 88 characters; longer text is never decoded. */
const MAX_SOLANA_SIGNATURE_LENGTH = 88;

function solanaSigned(address: string, message: string, signature: string): boolean {
  if (signature.length > MAX_SOLANA_SIGNATURE_LENGTH) return false;
  let signatureBytes: Uint8Array;
  try {
    signatureBytes = bs58.decode(signature);
  } catch {
    return false;
  }
  if (signatureBytes.length !== nacl.sign.signatureLength) return false;
  return nacl.sign.detached.verify(new TextEncoder().encode(message), signatureBytes, bs58.decode(address));
}

/** True only when `signature` is the wallet's signature of exactly `message`. */
export async function isWalletSignature(wallet: WalletAddress, message: string, signature: string): Promise<boolean> {
  return wallet.type === 'ethereum'
    ? ethereumSigned(wallet.address, message, signature)
    : solanaSigned(wallet.address, message, signature);
}
