// The HTML a third-party page writes to embed the widget: one element and one script tag.
export interface EmbedOptions {
  /** Absolute URL of court-login.js. */
  scriptUrl: string;
  publicToken: string;
  providerUrl: string;
  config: Record<string, unknown>;
}

export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function courtLoginElement({ publicToken, providerUrl, config }: Omit<EmbedOptions, 'scriptUrl'>): string {
  return (
    `<court-login public-token="${escapeAttribute(publicToken)}" provider-url="${escapeAttribute(providerUrl)}"` +
    ` config="${escapeAttribute(JSON.stringify(config))}"></court-login>`
  );
}

export function courtLoginScript(scriptUrl: string): string {
  return `<script type="module" src="${escapeAttribute(scriptUrl)}"></script>`;
}

export const GOOGLE_ONLY_CONFIG = {
  products: ['oauth'],
  oauthOptions: { providers: [{ type: 'google' }] },
};

/**
 * Every product. Email passcodes and magic links exclude each other, so the passcodes go by text
 * message and WhatsApp (the phone form is the default tab) and email takes magic links.
 */
export const ALL_PRODUCTS_CONFIG = {
  products: ['oauth', 'crypto', 'otp', 'emailMagicLinks', 'passwords', 'passkeys'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }, { type: 'microsoft' }] },
  otpOptions: { methods: ['sms', 'whatsapp'], expirationMinutes: 5 },
  emailMagicLinksOptions: {},
  passwordOptions: {},
};
