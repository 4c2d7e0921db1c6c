// The widget configuration of docs/specification.md#configuration, after parsing and defaults.
import type { OAuthProviderType } from '../types/index.ts';

export const PRODUCTS = ['oauth', 'crypto', 'emailMagicLinks', 'otp', 'passwords', 'passkeys'] as const;
export type Product = (typeof PRODUCTS)[number];

export const OTP_METHODS = ['sms', 'whatsapp', 'email'] as const;
export type OtpMethod = (typeof OTP_METHODS)[number];

export const ONE_TAP_POSITIONS = [
  'floating',
  'embedded',
  'floatingOrEmbedded',
  'embeddedOnly',
  'forceLegacyEmbedded',
] as const;
export type OneTapPosition = (typeof ONE_TAP_POSITIONS)[number];

export interface OAuthProviderConfig {
  type: OAuthProviderType;
  one_tap: boolean;
  position?: OneTapPosition;
  custom_scopes: string[];
  provider_params: Record<string, string>;
}

export interface OAuthOptions {
  providers: OAuthProviderConfig[];
  loginRedirectURL?: string;
  signupRedirectURL?: string;
}

export interface OtpOptions {
  methods: OtpMethod[];
  expirationMinutes: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
}

export interface EmailMagicLinksOptions {
  loginRedirectURL?: string;
  loginExpirationMinutes?: number;
  signupRedirectURL?: string;
  signupExpirationMinutes?: number;
  createUserAsPending: boolean;
  domainHint?: string;
  loginTemplateId?: string;
  signupTemplateId?: string;
}

export interface PasswordOptions {
  loginRedirectURL?: string;
  loginExpirationMinutes?: number;
  resetPasswordRedirectURL?: string;
  resetPasswordExpirationMinutes?: number;
  resetPasswordTemplateId?: string;
}

export interface ButtonTheme {
  backgroundColor?: string;
  textColor?: string;
  borderColor?: string;
  borderRadius?: string;
}

export interface Theme {
  container: { backgroundColor?: string; borderColor?: string; borderRadius?: string; width?: string };
  colors: { primary?: string; secondary?: string; success?: string; error?: string };
  buttons: { primary: ButtonTheme; secondary: ButtonTheme };
  fontFamily?: string;
  hideHeaderText: boolean;
  logo?: { logoImageUrl: string };
}

export interface WidgetConfig {
  products: Product[];
  oauthOptions?: OAuthOptions;
  otpOptions?: OtpOptions;
  emailMagicLinksOptions?: EmailMagicLinksOptions;
  passwordOptions?: PasswordOptions;
  sessionOptions: { sessionDurationMinutes: number };
  enableShadowDOM: boolean;
  theme: Theme;
  /**
   * Script URLs; absent: Google's and the hosted provider's own (see products/one-tap/google-identity.ts,
   * bot-protection/captcha.ts, bot-protection/fingerprint.ts). `fingerprintSubmit` is where the fingerprint script sends its findings.
   */
  scriptUrls?: { googleIdentity?: string; captcha?: string; fingerprint?: string; fingerprintSubmit?: string };
  /** The language (BCP 47) when the `locale` attribute names none; else the page's `<html lang>`, else English. */
  locale?: string;
  /** The page's own texts, by message key; checked when the widget loads them. */
  strings?: Record<string, unknown>;
  /** The page's own languages (catalogues); checked when one is chosen (i18n/page-languages.ts). */
  languages?: unknown[];
}

export interface ConfigIssue {
  /** Path of the field at fault, e.g. `oauthOptions.providers[0].type`. */
  field: string;
  /** What is wrong, as the key of its message (src/i18n/messages/en/config.json); the screen words it. */
  code: ConfigCode;
  /** The message's arguments besides `field`. */
  values?: Record<string, string | number>;
}

/** An issue's code: the key of its message (the list's own intro excepted). */
export type ConfigCode = Exclude<keyof typeof import('../i18n/compiled/en/config.ts').default, 'invalidConfig'>;

export type ParsedConfig = { config: WidgetConfig; issues?: undefined } | { config?: undefined; issues: ConfigIssue[] };
