// The button slot rule (docs/specification.md#wallets): 6 slots in all. OAuth buttons take theirs, one slot is kept,
// and the rest hold wallet buttons. When more wallets are detected than fit, the kept slot is
// 'Continue with other Crypto Wallet'; otherwise it is the 'Set up a new crypto wallet' link. A
// list of one is no list: a single wallet that does not fit takes the kept slot itself (no link).
export const BUTTON_SLOTS = 6;

export interface WalletSlots<T> {
  /** The wallets that get a button on Main, in the order of docs/specification.md#wallets. */
  shown: T[];
  /** What the kept slot holds; null when a wallet holds it. */
  kept: 'other' | 'setup' | null;
}

export function walletSlots<T>(oauthButtons: number, detected: readonly T[]): WalletSlots<T> {
  const free = Math.max(BUTTON_SLOTS - oauthButtons - 1, 0);
  if (detected.length > free + 1) return { shown: detected.slice(0, free), kept: 'other' };
  return { shown: [...detected], kept: detected.length === free + 1 ? null : 'setup' };
}
