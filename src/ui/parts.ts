// Stable `part` names: integrators style the shadow tree with court-login::part(<name>). Those of
// the products' fields, tabs and lists: product-parts.ts.
export const PART = {
  container: 'container',
  logo: 'logo',
  heading: 'heading',
  text: 'text',
  button: 'button',
  primaryButton: 'button button-primary',
  oauthButton: 'button oauth-button',
  alert: 'alert',
  link: 'link',
  lastUsed: 'last-used',
} as const;

/** An OAuth provider's button: a button, an OAuth button, and this provider's. */
export const oauthButtonPart = (provider: string): string => `${PART.oauthButton} oauth-button-${provider}`;
