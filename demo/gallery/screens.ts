// Every screen of the widget that exists, each with the configuration that shows it and the steps
// a visitor takes from the first screen to it, against the local provider.
import { OAUTH_PROVIDER_TYPES } from '../../src/types/index.ts';
import { GALLERY_AUTHENTICATORS, installGalleryAuthenticators } from './authenticator.ts';
import { announceNamedWallet, installGalleryWallet, type GalleryWallet, type WalletMode } from './wallet.ts';
import {
  addFault,
  button,
  click,
  field,
  freshEmail,
  freshPhone,
  latestCode,
  showsText,
  type,
  typeInto,
  waitFor,
} from './drive.ts';

export interface GalleryContext {
  providerUrl: string;
  /** How many widgets show this screen at once (variants); a fault switch is set that many times. */
  instances: number;
}

export interface GalleryScreen {
  id: string;
  title: string;
  config: Record<string, unknown>;
  /** `mode` attribute of the element, when not login. */
  mode?: string;
  /** The instances take turns (the provider keeps one pending challenge per wallet). */
  oneAtATime?: boolean;
  /** The sign-in method this browser last completed (session/last-used.ts), as the row's widgets find it. */
  lastUsed?: string;
  /** Once before the instances start (e.g. a fault switch for all of them). */
  prepare?(context: GalleryContext): Promise<void>;
  /** From the first screen to this one; resolves once it is shown. */
  reach(element: HTMLElement, context: GalleryContext): Promise<void>;
}

const GOOGLE = { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } };
const EVERY_PRODUCT = {
  products: ['oauth', 'crypto', 'otp', 'emailMagicLinks'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'apple' }, { type: 'microsoft' }] },
  otpOptions: { methods: ['sms', 'whatsapp'] },
};
const EMAIL_OTP = { products: ['otp'], otpOptions: { methods: ['email'] } };
const SMS_OTP = { products: ['otp'], otpOptions: { methods: ['sms'] } };
const MAGIC_LINKS = { products: ['emailMagicLinks'] };
const PASSKEYS = { products: ['passkeys', 'emailMagicLinks'] };
// Beside the page script (copied there by the build; served from the repository in tests).
// A variable, not a literal: bundlers would inline a literal as a data: URL, which is no http(s) URL.
const LOGO_FILE = './logo.svg';
const LOGO = new URL(LOGO_FILE, import.meta.url).href;

/** Documentation links in a provider's message become links; its HTML stays text. */
export const DOCS_MESSAGE =
  'This email domain is not allowed for this project. <b>Ask</b> its owner, or see https://stytch.com/docs/api/errors/400#invalid_email_domain.';

/** The whole country list, which comes with React: a pointer over the widget is the first touch React renders at. */
const countries = (element: HTMLElement) => {
  element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
  return waitFor(
    () => (element.shadowRoot ?? element).querySelectorAll('select option').length > 1,
    'the country list',
  );
};

async function sendEmailCode(element: HTMLElement, context: GalleryContext, label: string): Promise<string> {
  const email = freshEmail(label);
  await typeInto(element, 'input[type="email"]', email);
  await click(element, 'Continue with email');
  await showsText(element, 'Enter passcode');
  return email;
}

async function enterCode(element: HTMLElement, code: string): Promise<void> {
  type(await field(element, 'input[part~="otp-digit"]'), code);
}

async function sendMagicLink(element: HTMLElement): Promise<void> {
  await typeInto(element, 'input[type="email"]', freshEmail('link'));
  await click(element, 'Continue with email');
  await showsText(element, 'Check your email');
}

let wallet: Promise<GalleryWallet> | undefined;
/** The gallery's wallet, installed when the first crypto row needs it (rows before it see none). */
async function useWallet(mode: WalletMode): Promise<void> {
  wallet ??= installGalleryWallet();
  (await wallet).mode = mode;
}

const heading = (element: HTMLElement, wanted: string) =>
  waitFor(
    () => (element.shadowRoot ?? element).querySelector('h2')?.textContent === wanted,
    `the heading "${wanted}"`,
  ).then(() => undefined);

const CRYPTO = { products: ['crypto'] };

let announced = false;
/** An announcement cannot be taken back: made once, for the crypto rows (the last ones). */
function announceOnce(): void {
  if (!announced) announceNamedWallet();
  announced = true;
}

let authenticators = false;
/** The gallery's passkey authenticators, for the passkey rows (the last ones: the rows above meet the browser's own WebAuthn). */
function useAuthenticators(): void {
  if (!authenticators) installGalleryAuthenticators();
  authenticators = true;
}

const PASSKEY_NAMES = GALLERY_AUTHENTICATORS.map((authenticator) => authenticator.name);

/** The names the widget's passkey list shows, in order. */
const passkeyNames = (element: HTMLElement) =>
  [...(element.shadowRoot ?? element).querySelectorAll('.court-passkey-name')].map((name) => name.textContent);

/** Waits for the list of the first `count` (at least one) gallery passkeys, each named after its authenticator. */
async function listsNamedPasskeys(element: HTMLElement, count?: number): Promise<void> {
  await waitFor(
    () => {
      const names = passkeyNames(element);
      return (
        names.length > 0 &&
        names.length === (count ?? names.length) &&
        names.every((name, index) => name === PASSKEY_NAMES[index])
      );
    },
    `the passkeys named ${PASSKEY_NAMES.slice(0, count).join(', ')}`,
  );
}

/** A field anywhere in the widget, also in the light-DOM forms Shadow DOM projects (password forms). */
const anyField = (element: HTMLElement, selector: string) =>
  waitFor(
    () =>
      element.shadowRoot?.querySelector<HTMLInputElement>(selector) ??
      element.querySelector<HTMLInputElement>(selector),
    selector,
  );

async function clickAnywhere(element: HTMLElement, label: string): Promise<void> {
  const found = await waitFor(
    () =>
      [...(element.shadowRoot?.querySelectorAll('button') ?? []), ...element.querySelectorAll('button')].find(
        (node) => node.textContent?.trim() === label && node.getAttribute('aria-disabled') !== 'true',
      ),
    `the "${label}" button`,
  );
  found.click();
}

export const GALLERY_SCREENS: GalleryScreen[] = [
  {
    id: 'main-google',
    title: 'Main: Google only (the host app)',
    config: GOOGLE,
    reach: (element) =>
      waitFor(
        () => (element.shadowRoot ?? element).querySelector('[part~="oauth-button-google"] svg'),
        'the Google mark',
      ).then(() => undefined),
  },
  {
    id: 'main-all-providers',
    title: 'Main: all 19 OAuth providers',
    config: { products: ['oauth'], oauthOptions: { providers: OAUTH_PROVIDER_TYPES.map((type) => ({ type })) } },
    reach: (element) =>
      waitFor(
        () =>
          (element.shadowRoot ?? element).querySelectorAll('[part~="oauth-button"] svg path').length >=
          OAUTH_PROVIDER_TYPES.length,
        'every mark',
      ).then(() => undefined),
  },
  {
    id: 'main-logo',
    title: 'Main: logo, no header',
    config: { ...GOOGLE, theme: { logo: { logoImageUrl: LOGO }, hideHeaderText: true } },
    reach: (element) =>
      waitFor(() => (element.shadowRoot ?? element).querySelector('img'), 'the logo').then(() => undefined),
  },
  {
    id: 'main-every-product-phone',
    title: 'Main: OAuth, wallets, passcodes and magic links (Text tab)',
    config: EVERY_PRODUCT,
    reach: async (element) => {
      await field(element, 'input[type="tel"]');
      await countries(element);
    },
  },
  {
    id: 'main-every-product-email',
    title: 'Main: the Email tab',
    config: EVERY_PRODUCT,
    reach: async (element) => {
      await click(element, 'Email');
      await field(element, 'input[type="email"]');
    },
  },
  {
    id: 'main-last-used-oauth',
    title: 'Main: last used, GitHub (put first, with its badge)',
    config: {
      products: ['oauth', 'otp'],
      oauthOptions: { providers: [{ type: 'google' }, { type: 'apple' }, { type: 'github' }] },
      otpOptions: { methods: ['email'] },
    },
    lastUsed: 'oauth-github',
    reach: (element) =>
      waitFor(
        () => (element.shadowRoot ?? element).querySelector('[part~="oauth-button"] [part~="last-used"]'),
        'the badge',
      ).then(() => undefined),
  },
  {
    id: 'main-last-used-tab',
    title: 'Main: last used, WhatsApp (its tab first and open, with its badge)',
    config: EVERY_PRODUCT,
    lastUsed: 'otp-whatsapp',
    reach: async (element) => {
      await waitFor(
        () => (element.shadowRoot ?? element).querySelector('[role="tab"][aria-selected="true"] [part~="last-used"]'),
        'the badged tab',
      );
      await countries(element);
    },
  },
  {
    id: 'main-phone-invalid',
    title: 'Main: invalid phone number',
    config: SMS_OTP,
    reach: async (element) => {
      await countries(element);
      await typeInto(element, 'input[type="tel"]', '12');
      await click(element, 'Continue with text message');
      await showsText(element, 'Invalid phone number, please try again.');
    },
  },
  {
    id: 'main-email-invalid',
    title: 'Main: invalid email (passcode form)',
    config: EMAIL_OTP,
    reach: async (element) => {
      await typeInto(element, 'input[type="email"]', 'not-an-address');
      await click(element, 'Continue with email');
      await showsText(element, 'Invalid email, please try again.');
    },
  },
  {
    id: 'main-provider-error',
    title: 'Main: provider error with a documentation link',
    config: MAGIC_LINKS,
    prepare: (context) =>
      addFault(context.providerUrl, {
        path: '/sdk/v1/magic_links/email/login_or_create',
        status: 400,
        error_type: 'invalid_email_domain',
        error_message: DOCS_MESSAGE,
        times: context.instances,
      }),
    reach: async (element) => {
      await typeInto(element, 'input[type="email"]', freshEmail('error'));
      await click(element, 'Continue with email');
      await showsText(element, 'This email domain is not allowed');
    },
  },
  {
    id: 'main-passkey-email',
    title: 'Main: passkey button and email form',
    config: PASSKEYS,
    reach: (element) => field(element, 'input[type="email"]').then(() => undefined),
  },
  {
    id: 'config-error',
    title: 'Configuration error',
    config: { products: ['otp', 'emailMagicLinks'], otpOptions: { methods: ['email'] } },
    reach: (element) => showsText(element, 'Cannot use both EML and Email OTP'),
  },
  {
    id: 'otp-email',
    title: 'OTP Authenticate: by email',
    config: EMAIL_OTP,
    reach: async (element, context) => {
      await sendEmailCode(element, context, 'otp');
    },
  },
  {
    id: 'otp-sms',
    title: 'OTP Authenticate: by text message',
    config: SMS_OTP,
    reach: async (element) => {
      await countries(element);
      await typeInto(element, 'input[type="tel"]', freshPhone().national);
      await click(element, 'Continue with text message');
      await showsText(element, 'Enter passcode');
    },
  },
  {
    id: 'otp-wrong-code',
    title: 'OTP Authenticate: wrong passcode',
    config: EMAIL_OTP,
    reach: async (element, context) => {
      const email = await sendEmailCode(element, context, 'wrong');
      const code = await latestCode(context.providerUrl, email);
      await enterCode(element, code === '000000' ? '111111' : '000000');
      await showsText(element, 'Invalid passcode, please try again.');
    },
  },
  {
    id: 'otp-success',
    title: 'OTP success',
    config: EMAIL_OTP,
    reach: async (element, context) => {
      const email = await sendEmailCode(element, context, 'success');
      await enterCode(element, await latestCode(context.providerUrl, email));
      await showsText(element, 'Your passcode has been successfully verified.');
    },
  },
  {
    id: 'email-confirmation',
    title: 'Email Confirmation (magic link sent)',
    config: MAGIC_LINKS,
    reach: sendMagicLink,
  },
  {
    id: 'email-resent',
    title: 'Email Confirmation: after Resend email',
    config: MAGIC_LINKS,
    reach: async (element) => {
      await sendMagicLink(element);
      await click(element, 'Resend email');
      await showsText(element, 'Email resent');
    },
  },
  {
    id: 'crypto-setup',
    title: 'Crypto Setup Wallet',
    config: { products: ['crypto'] },
    reach: async (element) => {
      await click(element, 'Set up a new crypto wallet');
      await waitFor(
        () => (element.shadowRoot ?? element).querySelector('h2')?.textContent === 'Set up a new crypto wallet',
        'the set-up screen',
      );
    },
  },
  {
    id: 'password-shown',
    title: 'Password (log in), the password shown',
    config: { products: ['passwords'] },
    reach: async (element) => {
      type(await anyField(element, 'input[autocomplete="username"]'), 'rally@court-login.local');
      await clickAnywhere(element, 'Continue with email');
      const password = await anyField(element, 'input[autocomplete="current-password"]');
      type(password, 'clay-court');
      // The new screen gave the field the focus; a focused field whose type changes is scrolled to.
      password.blur();
      await clickAnywhere(element, 'Show password');
      await anyField(element, 'input[autocomplete="current-password"][type="text"]');
    },
  },
  {
    id: 'mode-reset-password',
    title: 'Mode: reset password',
    config: GOOGLE,
    mode: 'reset-password',
    reach: (element) =>
      waitFor(() => (element.shadowRoot ?? element).querySelector('h2'), 'the heading').then(() => undefined),
  },
  {
    id: 'mode-passkey-registration',
    title: 'Mode: passkey registration',
    config: GOOGLE,
    mode: 'passkey-registration',
    reach: (element) =>
      waitFor(() => (element.shadowRoot ?? element).querySelector('h2'), 'the heading').then(() => undefined),
  },
  // With a wallet in the page from here on (the rows above show the widget without one).
  {
    id: 'crypto-other',
    title: 'Crypto Other (more wallets than button slots; one announced under its own name and icon)',
    config: {
      products: ['oauth', 'crypto'],
      oauthOptions: { providers: ['google', 'apple', 'microsoft', 'github', 'facebook'].map((type) => ({ type })) },
    },
    prepare: async () => {
      await useWallet('sign');
      announceOnce();
    },
    reach: async (element) => {
      await click(element, 'Continue with other Crypto Wallet');
      await heading(element, 'Other crypto wallets');
      await button(element, 'Continue with Court Demo Wallet');
    },
  },
  {
    id: 'crypto-connect',
    title: 'Crypto Connect (waiting for the wallet)',
    config: CRYPTO,
    prepare: () => useWallet('hang-connect'),
    reach: async (element) => {
      await click(element, 'Continue with Phantom');
      await heading(element, 'Connecting to Phantom...');
    },
  },
  {
    id: 'crypto-sign',
    title: 'Crypto Sign Message',
    config: CRYPTO,
    prepare: () => useWallet('hang-sign'),
    reach: async (element) => {
      await click(element, 'Continue with Phantom');
      await heading(element, 'Complete signature request');
    },
  },
  {
    id: 'crypto-error',
    title: 'Crypto Error (the wallet refused)',
    config: CRYPTO,
    prepare: () => useWallet('refuse'),
    reach: async (element) => {
      await click(element, 'Continue with Phantom');
      await heading(element, 'Looks like there was an error!');
    },
  },
  {
    id: 'crypto-confirmation',
    title: 'Crypto Confirmation (signed in)',
    config: CRYPTO,
    oneAtATime: true,
    prepare: () => useWallet('sign'),
    reach: async (element) => {
      await click(element, 'Continue with Phantom');
      await showsText(element, 'You are signed in with your crypto wallet.');
    },
  },
  // Signed in from here on (the row above): the registration mode for a user, with the gallery's
  // authenticators behind navigator.credentials.
  {
    id: 'passkey-created',
    title: 'Passkey registration: created, named after its authenticator (each widget adds one with the next)',
    config: PASSKEYS,
    mode: 'passkey-registration',
    // Each widget adds a passkey the next ones open with.
    oneAtATime: true,
    prepare: async () => useAuthenticators(),
    reach: async (element) => {
      // The mode opens on Register New Passkey, or on the user's list when they have passkeys already.
      const opened = await waitFor(() => {
        const labels = [...(element.shadowRoot ?? element).querySelectorAll('button')].map((node) =>
          node.textContent?.trim(),
        );
        return labels.includes('Create a Passkey') ? 'register' : labels.includes('Create another Passkey') && 'list';
      }, 'the registration or the list');
      if (opened === 'list') await click(element, 'Create another Passkey');
      await click(element, 'Create a Passkey');
      await showsText(element, 'Your Passkey has been successfully created.');
      await listsNamedPasskeys(element);
    },
  },
  {
    id: 'passkey-list',
    title: "Passkey registration: the user's passkeys (the mode opens on the list)",
    config: PASSKEYS,
    mode: 'passkey-registration',
    reach: async (element) => {
      await heading(element, 'Your passkeys');
      await listsNamedPasskeys(element, PASSKEY_NAMES.length);
    },
  },
];
