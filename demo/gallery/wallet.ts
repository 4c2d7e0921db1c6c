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

/**
 * A new Ed25519 key pair. WebKitGTK 2.50 refuses about one generation in 140 with an OperationError
 * (11 of 1,500 measured; never in Chromium or Firefox), so a refused one is asked for again.
 */
async function ed25519Keys(attempts = 8): Promise<CryptoKeyPair> {
  try {
    return (await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])) as CryptoKeyPair;
  } catch (error) {
    if (attempts <= 1 || !(error instanceof DOMException && error.name === 'OperationError')) throw error;
    return ed25519Keys(attempts - 1);
  }
}

/** Installs the wallet as window.phantom.solana (and window.solana); widgets mounted later see it. */
export async function installGalleryWallet(): Promise<GalleryWallet> {
  const keys = await ed25519Keys();
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
      const signature = new Uint8Array(
        await crypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, message as Uint8Array<ArrayBuffer>),
      );
      return { signature, publicKey };
    },
  };
  const page = window as unknown as Record<string, unknown>;
  page.phantom = { solana: provider };
  page.solana = provider;
  return wallet;
}

const ANNOUNCED_ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#0b6e4f"/><circle cx="12" cy="12" r="6" fill="#fff"/></svg>')}`;

/**
 * An Ethereum wallet that announces itself by EIP-6963 under its own name and icon (not one the
 * specification lists, docs/specification.md#wallets), now and whenever the page asks: the widget lists it by that name. It refuses requests.
 */
export function announceNamedWallet(name = 'Court Demo Wallet'): void {
  const provider = { request: async () => Promise.reject(refusal()) };
  const detail = Object.freeze({
    info: Object.freeze({ uuid: crypto.randomUUID(), name, rdns: 'local.court-login.gallery', icon: ANNOUNCED_ICON }),
    provider,
  });
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', send);
  send();
}
