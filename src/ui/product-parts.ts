// Stable `part` names of the products' fields, tabs and lists (court-login::part(<name>)); those of
// the first screen are in parts.ts. Apart so that court-login.js carries only the first screen's.
export const PRODUCT_PART = {
  walletButton: 'button wallet-button',
  passkeyButton: 'button passkey-button',
  divider: 'divider',
  tabs: 'tabs',
  tab: 'tab',
  label: 'label',
  input: 'input',
  select: 'input country-select',
  fieldError: 'field-error',
  digit: 'input otp-digit',
  progress: 'progress',
  toast: 'toast',
} as const;
