// parseConfig: untrusted widget configuration (JSON from an attribute or an object from a property)
// → a complete WidgetConfig with defaults, or the list of problems, each naming its field.
import { OAUTH_PROVIDER_TYPES } from '../types/index.ts';
import { MAX_MINUTES, readFields } from './fields.ts';
import {
  fail,
  hasIssueUnder,
  readAbsoluteUrl,
  readBoolean,
  readCssValue,
  readInteger,
  readList,
  readObject,
  readOneOf,
  readString,
  type Issues,
} from './read.ts';
import {
  ONE_TAP_POSITIONS,
  OTP_METHODS,
  PRODUCTS,
  type ButtonTheme,
  type EmailMagicLinksOptions,
  type OAuthOptions,
  type OAuthProviderConfig,
  type OtpOptions,
  type ParsedConfig,
  type PasswordOptions,
  type Product,
  type Theme,
  type WidgetConfig,
} from './types.ts';

export const DEFAULT_SESSION_DURATION_MINUTES = 30;
export const DEFAULT_OTP_EXPIRATION_MINUTES = 5;

/**
 * Checks an untrusted config. A config whose getters (or proxy traps) throw is a configuration error
 * like any other, never an exception: the element shows the configuration-error screen and sends court-error.
 */
export function parseConfig(input: unknown): ParsedConfig {
  try {
    return readConfig(input);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { issues: [{ field: 'config', code: 'configUnreadable', values: { reason } }] };
  }
}

function readConfig(input: unknown): ParsedConfig {
  if (input === undefined || input === null) {
    return { issues: [{ field: 'products', code: 'configMissing' }] };
  }
  const issues: Issues = [];
  let products: Product[] = [];
  // One table names every option once, in the order its problems are told.
  const config = readFields<WidgetConfig>(issues, input, '', {
    products: (value, field) => {
      const listed = readList(issues, value, field, (item, itemField) => readOneOf(issues, item, itemField, PRODUCTS));
      if (value === undefined || (Array.isArray(value) && value.length === 0))
        fail(issues, field, 'configProducts', { options: PRODUCTS.join(', ') });
      return (products = [...new Set(listed ?? [])]);
    },
    oauthOptions: (value) => readOAuth(issues, value, products.includes('oauth')),
    otpOptions: (value) => readOtp(issues, value, products.includes('otp')),
    emailMagicLinksOptions: (value, field) =>
      readFields<EmailMagicLinksOptions>(issues, value, field, {
        loginRedirectURL: 'url',
        loginExpirationMinutes: 'minutes',
        signupRedirectURL: 'url',
        signupExpirationMinutes: 'minutes',
        createUserAsPending: 'flag',
        domainHint: 'text',
        loginTemplateId: 'text',
        signupTemplateId: 'text',
      }),
    passwordOptions: (value, field) =>
      readFields<PasswordOptions>(issues, value, field, {
        loginRedirectURL: 'url',
        loginExpirationMinutes: 'minutes',
        resetPasswordRedirectURL: 'url',
        resetPasswordExpirationMinutes: 'minutes',
        resetPasswordTemplateId: 'text',
      }),
    sessionOptions: (value, field) => ({
      sessionDurationMinutes:
        readInteger(
          issues,
          readObject(issues, value, field, ['sessionDurationMinutes'])?.sessionDurationMinutes,
          `${field}.sessionDurationMinutes`,
          5,
          527040,
        ) ?? DEFAULT_SESSION_DURATION_MINUTES,
    }),
    enableShadowDOM: (value, field) => readBoolean(issues, value, field) ?? true,
    theme: (value) => readTheme(issues, value),
    // Where Google's identity script, the captcha script and the fingerprint script load from (their
    // stand-ins on the local stack), and where the fingerprint script submits.
    scriptUrls: (value, field) =>
      readFields<NonNullable<WidgetConfig['scriptUrls']>>(issues, value, field, {
        googleIdentity: 'url',
        captcha: 'url',
        fingerprint: 'url',
        fingerprintSubmit: 'url',
      }),
    locale: 'text',
    // Each text is checked when the widget loads them (i18n/overrides.ts), by key and message.
    strings: (value, field) => readObject(issues, value, field, null),
    languages: (value, field) => readList(issues, value, field, (item) => item),
  });
  return issues.length > 0 || !config ? { issues } : { config };
}

function readOAuth(issues: Issues, value: unknown, required: boolean): WidgetConfig['oauthOptions'] {
  const options = readFields<OAuthOptions>(issues, value, 'oauthOptions', {
    providers: (list, field) => {
      const providers = readList(issues, list, field, (item, itemField) => readProvider(issues, item, itemField)) ?? [];
      providers.forEach((provider, index) => {
        if (providers.findIndex((other) => other.type === provider.type) < index) {
          fail(issues, `${field}[${index}].type`, 'configDuplicateProvider', { provider: provider.type });
        }
      });
      if (required && providers.length === 0 && !hasIssueUnder(issues, field))
        fail(issues, field, 'configOAuthProviders');
      return providers;
    },
    loginRedirectURL: 'url',
    signupRedirectURL: 'url',
  });
  if (!options && required) fail(issues, 'oauthOptions.providers', 'configOAuthProviders');
  return options;
}

function readProvider(issues: Issues, value: unknown, field: string): OAuthProviderConfig | undefined {
  const provider = readObject(issues, value, field, [
    'type',
    'one_tap',
    'position',
    'custom_scopes',
    'provider_params',
  ]);
  if (!provider) return value === undefined ? fail(issues, field, 'configObject') : undefined;
  const type = readOneOf(issues, provider.type, `${field}.type`, OAUTH_PROVIDER_TYPES);
  if (provider.type === undefined) fail(issues, `${field}.type`, 'configRequired');
  const scopes = readList(issues, provider.custom_scopes, `${field}.custom_scopes`, (item, itemField) =>
    readString(issues, item, itemField),
  );
  const params = readObject(issues, provider.provider_params, `${field}.provider_params`, null);
  // Built from entries: an assignment to a key such as `__proto__` would set no parameter.
  const providerParams: Record<string, string> = Object.fromEntries(
    Object.entries(params ?? {}).flatMap(([key, paramValue]) => {
      const text = readString(issues, paramValue, `${field}.provider_params.${key}`);
      return text === undefined ? [] : [[key, text]];
    }),
  );
  if (!type) return undefined;
  return {
    type,
    one_tap: readBoolean(issues, provider.one_tap, `${field}.one_tap`) ?? false,
    position: readOneOf(issues, provider.position, `${field}.position`, ONE_TAP_POSITIONS),
    custom_scopes: scopes ?? [],
    provider_params: providerParams,
  };
}

function readOtp(issues: Issues, value: unknown, required: boolean): WidgetConfig['otpOptions'] {
  const options = readFields<OtpOptions>(issues, value, 'otpOptions', {
    methods: (list, field) => {
      const methods =
        readList(issues, list, field, (item, itemField) => readOneOf(issues, item, itemField, OTP_METHODS)) ?? [];
      if (required && methods.length === 0 && !hasIssueUnder(issues, field)) fail(issues, field, 'configOtpMethods');
      return [...new Set(methods)];
    },
    expirationMinutes: (minutes, field) =>
      readInteger(issues, minutes, field, 1, MAX_MINUTES) ?? DEFAULT_OTP_EXPIRATION_MINUTES,
    loginTemplateId: 'text',
    signupTemplateId: 'text',
  });
  if (!options && required) fail(issues, 'otpOptions.methods', 'configOtpMethods');
  return options;
}

const BUTTON_FIELDS = {
  backgroundColor: 'color',
  textColor: 'color',
  borderColor: 'color',
  borderRadius: 'css',
} as const;

function readTheme(issues: Issues, value: unknown): Theme {
  const theme = readObject(issues, value, 'theme', [
    'container',
    'colors',
    'buttons',
    'fontFamily',
    'hideHeaderText',
    'logo',
  ]);
  const container = readFields<Theme['container']>(issues, theme?.container, 'theme.container', {
    backgroundColor: 'color',
    borderColor: 'color',
    borderRadius: 'css',
    width: 'css',
  });
  const colors = readFields<Theme['colors']>(issues, theme?.colors, 'theme.colors', {
    primary: 'color',
    secondary: 'color',
    success: 'color',
    error: 'color',
  });
  const buttons = readObject(issues, theme?.buttons, 'theme.buttons', ['primary', 'secondary']);
  const button = (kind: 'primary' | 'secondary') =>
    readFields<ButtonTheme>(issues, buttons?.[kind], `theme.buttons.${kind}`, BUTTON_FIELDS) ?? {};
  const logo = readObject(issues, theme?.logo, 'theme.logo', ['logoImageUrl']);
  const logoImageUrl = readAbsoluteUrl(issues, logo?.logoImageUrl, 'theme.logo.logoImageUrl');
  if (logo && logo.logoImageUrl === undefined) fail(issues, 'theme.logo.logoImageUrl', 'configRequired');
  return {
    container: container ?? {},
    colors: colors ?? {},
    buttons: { primary: button('primary'), secondary: button('secondary') },
    fontFamily: readCssValue(issues, theme?.fontFamily, 'theme.fontFamily'),
    hideHeaderText: readBoolean(issues, theme?.hideHeaderText, 'theme.hideHeaderText') ?? false,
    logo: logoImageUrl ? { logoImageUrl } : undefined,
  };
}

/** Parses the `config` attribute text; a JSON syntax error is an issue like any other. */
export function parseConfigJson(text: string | null): ParsedConfig {
  if (text === null || text.trim() === '') return parseConfig(undefined);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { issues: [{ field: 'config', code: 'configNotJson', values: { reason } }] };
  }
  return parseConfig(value);
}
