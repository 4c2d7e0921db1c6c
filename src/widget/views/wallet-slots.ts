// The button slot rule (SPEC §2, §9): 6 slots in all. OAuth buttons take theirs, one slot is kept,
// and the rest hold wallet buttons. When more wallets are detected than fit, the kept slot is
// 'Continue with other Crypto Wallet'; otherwise it is the 'Set up a new crypto wallet' link.
export const BUTTON_SLOTS = 6;

export interface WalletSlots<T> {
  /** The wallets that get a button on Main, in SPEC order. */
  shown: T[];
  /** What the kept slot holds. */
  kept: 'other' | 'setup';
}

export function walletSlots<T>(oauthButtons: number, detected: readonly T[]): WalletSlots<T> {
  const free = Math.max(BUTTON_SLOTS - oauthButtons - 1, 0);
  return detected.length > free ? { shown: detected.slice(0, free), kept: 'other' } : { shown: [...detected], kept: 'setup' };
}
