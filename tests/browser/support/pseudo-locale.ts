// Finds text a widget shows that did not come through a catalogue, in the pseudo-locale: every
// catalogue text there is accented (no letter a-z or A-Z is left), so a plain letter is English,
// unless it belongs to a value the page, the provider or a brand gave (an address, a provider,
// wallet or passkey name, the provider's own message for an error type the widget does not know).
import { GALLERY_AUTHENTICATORS } from '../../../demo/gallery/authenticator.ts';
import { OAUTH_PROVIDER_TITLES } from '../../../src/i18n/brand-names.ts';
import { WALLETS } from '../../../src/products/crypto/wallet-types.ts';
import { webMailLinks } from '../../../src/products/email-magic-links/screens/web-mail.ts';
import { shownTexts } from './shown-texts.ts';

const EMAIL = /[^\s@[\]]+@[^\s@[\]]+\.[a-z]+/gi;
const URL_TEXT = /https?:\/\/\S+/g;

export interface Allowed {
  /** Names shown as they are in every language, longest first (so that "Court Demo Wallet" goes before "Wallet"). */
  names: string[];
  /** Whole texts given from outside: a text node that is a part of one is theirs. */
  texts: string[];
}

export function allowedValues(providerMessages: string[]): Allowed {
  const names = [
    ...Object.values(OAUTH_PROVIDER_TITLES),
    ...WALLETS.filter((name) => !name.startsWith('Other ')),
    'MetaMask',
    'WhatsApp',
    ...webMailLinks().map((link) => link.service),
    // The wallet the gallery page announces under its own name.
    'Court Demo Wallet',
    // The passkeys the widget names after the gallery's authenticators.
    ...GALLERY_AUTHENTICATORS.map((authenticator) => authenticator.name),
  ];
  return { names: [...new Set(names)].sort((a, b) => b.length - a.length), texts: providerMessages };
}

function plainLetters(text: string, allowed: Allowed): boolean {
  if (allowed.texts.some((given) => given.includes(text))) return false;
  let rest = text.replace(EMAIL, ' ').replace(URL_TEXT, ' ');
  for (const name of allowed.names) rest = rest.replaceAll(name, ' ');
  return /[A-Za-z]/.test(rest);
}

/** Each text node and text attribute under the roots that still has plain (English) letters. */
export function untranslated(roots: Node[], allowed: Allowed): string[] {
  return shownTexts(roots)
    .filter(({ text }) => plainLetters(text, allowed))
    .map(({ label }) => label);
}
