// A Phantom-like Solana wallet for the gallery's crypto screens, in page script alone: an Ed25519
// key of WebCrypto signs the provider's challenge for real. `mode` decides how it answers next, so
// that widgets can be held on the Connect and Sign Message screens, sent to Crypto Error, or signed in.
export type WalletMode = 'hang-connect' | 'hang-sign' | 'refuse' | 'sign';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58(bytes: Uint8Array): string {
  let number = 0n;
  for (const byte of bytes) number = number * 256n + BigInt(byte);
  let text = '';
  while (number > 0n) {
    text = ALPHABET[Number(number % 58n)] + text;
    number /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

export interface GalleryWallet {
  mode: WalletMode;
}

const never = () => new Promise<never>(() => {});
const refusal = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

/** Installs the wallet as window.phantom.solana (and window.solana); widgets mounted later see it. */
export async function installGalleryWallet(): Promise<GalleryWallet> {
  const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));
  const publicKey = { toBase58: () => base58(raw), toBytes: () => raw, toString: () => base58(raw) };
  const wallet: GalleryWallet = { mode: 'sign' };
  const provider = {
    isPhantom: true,
    publicKey: null as unknown,
    async connect() {
      const mode = wallet.mode;
      if (mode === 'hang-connect') return never();
      if (mode === 'refuse') throw refusal();
      provider.publicKey = publicKey;
      return { publicKey };
    },
    async signMessage(message: Uint8Array) {
      const mode = wallet.mode;
      if (mode === 'hang-sign') return never();
      if (mode === 'refuse') throw refusal();
      const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, message as Uint8Array<ArrayBuffer>));
      return { signature, publicKey };
    },
  };
  const page = window as unknown as Record<string, unknown>;
  page.phantom = { solana: provider };
  page.solana = provider;
  return wallet;
}
