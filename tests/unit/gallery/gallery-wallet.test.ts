// The gallery's Solana wallet comes up although the engine now and then refuses to make its key
// (WebKitGTK refuses about one Ed25519 generation in 140 with an OperationError), and still fails
// plainly on any other fault.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGalleryWallet } from '../../../demo/gallery/wallet.ts';

const refused = () => new DOMException('The operation failed for an operation-specific reason', 'OperationError');

afterEach(() => {
  vi.restoreAllMocks();
  const page = window as unknown as Record<string, unknown>;
  delete page.phantom;
  delete page.solana;
});

describe('the gallery wallet', () => {
  it('asks for a new key when the engine refuses one, and signs with it', async () => {
    const generate = crypto.subtle.generateKey.bind(crypto.subtle);
    const spy = vi
      .spyOn(crypto.subtle, 'generateKey')
      .mockRejectedValueOnce(refused())
      .mockRejectedValueOnce(refused())
      .mockImplementation(generate as typeof crypto.subtle.generateKey);
    await installGalleryWallet();
    expect(spy).toHaveBeenCalledTimes(3);
    const solana = (
      window as unknown as {
        solana: { connect(): Promise<unknown>; signMessage(m: Uint8Array): Promise<{ signature: Uint8Array }> };
      }
    ).solana;
    await solana.connect();
    expect((await solana.signMessage(new Uint8Array([1, 2, 3]))).signature).toHaveLength(64);
  });

  it('fails on a fault that is not a refusal, without asking again', async () => {
    const spy = vi.spyOn(crypto.subtle, 'generateKey').mockRejectedValue(new TypeError('no Ed25519 here'));
    await expect(installGalleryWallet()).rejects.toThrow('no Ed25519 here');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('gives up after eight refusals in a row', async () => {
    const spy = vi.spyOn(crypto.subtle, 'generateKey').mockRejectedValue(refused());
    await expect(installGalleryWallet()).rejects.toThrow('operation-specific');
    expect(spy).toHaveBeenCalledTimes(8);
  });
});
