// parseConfig: untrusted widget configuration (JSON from an attribute or an object from a property)
// → a complete WidgetConfig with defaults, or the list of problems, each naming its field.
import { OAUTH_PROVIDER_TYPES } from '../types/index.ts';
import { MAX_MINUTES, readFields } from './fields.ts';
import { Reader } from './read.ts';
import {
  ONE_TAP_POSITIONS, OTP_METHODS, PRODUCTS,
  type ButtonTheme, type OAuthProviderConfig, type ParsedConfig, type Theme, type WidgetConfig,
} from './types.ts';

export const DEFAULT_SESSION_DURATION_MINUTES = 30;
export const DEFAULT_OTP_EXPIRATION_MINUTES = 5;

const TOP_LEVEL = [
  'products', 'oauthOptions', 'otpOptions', 'emailMagicLinksOptions', 'passwordOptions', 'sessionOptions',
  'enableShadowDOM', 'theme', 'scriptUrls',
] as const;

/**
 * Checks an untrusted config. A config whose getters (or proxy traps) throw is a configuration error
 * like any other, never an exception: the element shows the configuration-error screen and sends court-error.
 */
export function parseConfig(input: unknown): ParsedConfig {
  try {
    return readConfig(input);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { issues: [{ field: 'config', message: `The config could not be read: ${reason}` }] };
  }
}

function readConfig(input: unknown): ParsedConfig {
  const read = new Reader();
  if (input === undefined || input === null) {
    return { issues: [{ field: 'products', message: 'A config with at least one product is required.' }] };
  }
  const root = read.object(input, '', TOP_LEVEL);
  if (!root) return { issues: read.issues };

  const products = read.list(root.products, 'products', (item, field) => read.oneOf(item, field, PRODUCTS));
  if (root.products === undefined || (Array.isArray(root.products) && root.products.length === 0)) {
    read.fail('products', `products must list at least one of: ${PRODUCTS.join(', ')}.`);
  }
  const uniqueProducts = [...new Set(products ?? [])];

  const config: WidgetConfig = {
    products: uniqueProducts,
    oauthOptions: readOAuth(read, root.oauthOptions, uniqueProducts.includes('oauth')),
    otpOptions: readOtp(read, root.otpOptions, uniqueProducts.includes('otp')),
    emailMagicLinksOptions: readMagicLinks(read, root.emailMagicLinksOptions),
    passwordOptions: readPasswords(read, root.passwordOptions),
    sessionOptions: {
      sessionDurationMinutes:
        read.integer(read.object(root.sessionOptions, 'sessionOptions', ['sessionDurationMinutes'])?.sessionDurationMinutes,
          'sessionOptions.sessionDurationMinutes', 5, 527040) ?? DEFAULT_SESSION_DURATION_MINUTES,
    },
    enableShadowDOM: read.boolean(root.enableShadowDOM, 'enableShadowDOM') ?? true,
    theme: readTheme(read, root.theme),
    scriptUrls: readScriptUrls(read, root.scriptUrls),
  };
  return read.issues.length > 0 ? { issues: read.issues } : { config };
}

function readOAuth(read: Reader, value: unknown, required: boolean): WidgetConfig['oauthOptions'] {
  const options = read.object(value, 'oauthOptions', ['providers', 'loginRedirectURL', 'signupRedirectURL']);
  if (!options) {
    if (required) read.fail('oauthOptions.providers', 'The oauth product needs oauthOptions.providers with at least one provider.');
    return undefined;
  }
  const providers = read.list(options.providers, 'oauthOptions.providers', (item, field) => readProvider(read, item, field)) ?? [];
  providers.forEach((provider, index) => {
    if (providers.findIndex((other) => other.type === provider.type) < index) {
      read.fail(`oauthOptions.providers[${index}].type`, `oauthOptions.providers lists ${provider.type} more than once; list each provider once.`);
    }
  });
  if (required && providers.length === 0 && !read.hasIssueUnder('oauthOptions.providers')) {
    read.fail('oauthOptions.providers', 'The oauth product needs oauthOptions.providers with at least one provider.');
  }
  return {
    providers,
    loginRedirectURL: read.absoluteUrl(options.loginRedirectURL, 'oauthOptions.loginRedirectURL'),
    signupRedirectURL: read.absoluteUrl(options.signupRedirectURL, 'oauthOptions.signupRedirectURL'),
  };
}

function readProvider(read: Reader, value: unknown, field: string): OAuthProviderConfig | undefined {
  const provider = read.object(value, field, ['type', 'one_tap', 'position', 'custom_scopes', 'provider_params']);
  if (!provider) return value === undefined ? read.fail(field, `${field} must be an object.`) : undefined;
  const type = read.oneOf(provider.type, `${field}.type`, OAUTH_PROVIDER_TYPES);
  if (provider.type === undefined) read.fail(`${field}.type`, `${field}.type is required.`);
  const scopes = read.list(provider.custom_scopes, `${field}.custom_scopes`, (item, itemField) => read.string(item, itemField));
  const params = read.object(provider.provider_params, `${field}.provider_params`, Object.keys(provider.provider_params ?? {}));
  const providerParams: Record<string, string> = {};
  for (const [key, paramValue] of Object.entries(params ?? {})) {
    const text = read.string(paramValue, `${field}.provider_params.${key}`);
    if (text !== undefined) providerParams[key] = text;
  }
  if (!type) return undefined;
  return {
    type,
    one_tap: read.boolean(provider.one_tap, `${field}.one_tap`) ?? false,
    position: read.oneOf(provider.position, `${field}.position`, ONE_TAP_POSITIONS),
    custom_scopes: scopes ?? [],
    provider_params: providerParams,
  };
}

function readOtp(read: Reader, value: unknown, required: boolean): WidgetConfig['otpOptions'] {
  const options = read.object(value, 'otpOptions', ['methods', 'expirationMinutes', 'loginTemplateId', 'signupTemplateId']);
  if (!options) {
    if (required) read.fail('otpOptions.methods', 'The otp product needs otpOptions.methods (sms, whatsapp or email).');
    return undefined;
  }
  const methods = read.list(options.methods, 'otpOptions.methods', (item, field) => read.oneOf(item, field, OTP_METHODS)) ?? [];
  if (required && methods.length === 0 && !read.hasIssueUnder('otpOptions.methods')) {
    read.fail('otpOptions.methods', 'The otp product needs otpOptions.methods (sms, whatsapp or email).');
  }
  return {
    methods: [...new Set(methods)],
    expirationMinutes: read.integer(options.expirationMinutes, 'otpOptions.expirationMinutes', 1, MAX_MINUTES) ?? DEFAULT_OTP_EXPIRATION_MINUTES,
    loginTemplateId: read.string(options.loginTemplateId, 'otpOptions.loginTemplateId'),
    signupTemplateId: read.string(options.signupTemplateId, 'otpOptions.signupTemplateId'),
  };
}

function readMagicLinks(read: Reader, value: unknown): WidgetConfig['emailMagicLinksOptions'] {
  return readFields<NonNullable<WidgetConfig['emailMagicLinksOptions']>>(read, value, 'emailMagicLinksOptions', {
    loginRedirectURL: 'url', loginExpirationMinutes: 'minutes', signupRedirectURL: 'url', signupExpirationMinutes: 'minutes',
    createUserAsPending: 'flag', domainHint: 'text', loginTemplateId: 'text', signupTemplateId: 'text',
  });
}

function readPasswords(read: Reader, value: unknown): WidgetConfig['passwordOptions'] {
  return readFields<NonNullable<WidgetConfig['passwordOptions']>>(read, value, 'passwordOptions', {
    loginRedirectURL: 'url', loginExpirationMinutes: 'minutes', resetPasswordRedirectURL: 'url',
    resetPasswordExpirationMinutes: 'minutes', resetPasswordTemplateId: 'text',
  });
}

/** Where Google's identity script and the captcha script load from (their stand-ins on the local stack). */
function readScriptUrls(read: Reader, value: unknown): WidgetConfig['scriptUrls'] {
  return readFields<NonNullable<WidgetConfig['scriptUrls']>>(read, value, 'scriptUrls', { googleIdentity: 'url', captcha: 'url' });
}

const BUTTON_FIELDS = { backgroundColor: 'color', textColor: 'color', borderColor: 'color', borderRadius: 'css' } as const;

function readTheme(read: Reader, value: unknown): Theme {
  const theme = read.object(value, 'theme', ['container', 'colors', 'buttons', 'fontFamily', 'hideHeaderText', 'logo']);
  const container = readFields<Theme['container']>(read, theme?.container, 'theme.container', {
    backgroundColor: 'color', borderColor: 'color', borderRadius: 'css', width: 'css',
  });
  const colors = readFields<Theme['colors']>(read, theme?.colors, 'theme.colors', { primary: 'color', secondary: 'color', success: 'color', error: 'color' });
  const buttons = read.object(theme?.buttons, 'theme.buttons', ['primary', 'secondary']);
  const button = (kind: 'primary' | 'secondary') => readFields<ButtonTheme>(read, buttons?.[kind], `theme.buttons.${kind}`, BUTTON_FIELDS) ?? {};
  const logo = read.object(theme?.logo, 'theme.logo', ['logoImageUrl']);
  const logoImageUrl = read.absoluteUrl(logo?.logoImageUrl, 'theme.logo.logoImageUrl');
  if (logo && logo.logoImageUrl === undefined) read.fail('theme.logo.logoImageUrl', 'theme.logo.logoImageUrl is required.');
  return {
    container: container ?? {},
    colors: colors ?? {},
    buttons: { primary: button('primary'), secondary: button('secondary') },
    fontFamily: read.cssValue(theme?.fontFamily, 'theme.fontFamily'),
    hideHeaderText: read.boolean(theme?.hideHeaderText, 'theme.hideHeaderText') ?? false,
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
    return { issues: [{ field: 'config', message: `The config attribute is not valid JSON: ${reason}` }] };
  }
  return parseConfig(value);
}
