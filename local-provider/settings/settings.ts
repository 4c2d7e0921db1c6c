import { readFileSync } from 'node:fs';
import { BOOTSTRAP_CHECKS } from './bootstrap-settings.ts';
import { redirectTarget } from './redirect-urls.ts';
import defaults from './settings.json' with { type: 'json' };

export interface TestUserSettings {
  email: string;
  first_name?: string;
  last_name?: string;
  password?: string;
  phone_number?: string;
}

interface RbacPermission {
  resource_id: string;
  actions: string[];
}

export interface RbacPolicy {
  roles: Array<{ role_id: string; description: string; permissions: RbacPermission[] }>;
  resources: Array<{ resource_id: string; description: string; actions: string[] }>;
  scopes?: Array<{ scope: string; description: string; permissions: RbacPermission[] }>;
}

export interface ProviderSettings {
  project_name: string;
  project_id: string;
  public_token: string;
  secret: string;
  /** Exact origins, or `scheme://host:*` for any port of that host. */
  allowed_origins: string[];
  /** The defaults used when a request names no redirect URL; always allowed. */
  redirect_urls: { login: string; signup: string; reset_password: string };
  /**
   * Every other URL a magic link, password reset or OAuth sign-in may return to: exact URLs (any query
   * string may follow), never patterns. The defaults are the pages `npm start` serves.
   */
  allowed_redirect_urls: string[];
  /** Browser origins, besides the provider's own, that may call `/_dev/*`. Callers without Origin (servers, tests) always may. */
  dev_tool_origins: string[];
  bootstrap: {
    email_domains: string[];
    pkce_required_for_email_magic_links: boolean;
    pkce_required_for_password_resets: boolean;
    pkce_required_for_oauth: boolean;
    siwe_required_for_crypto_wallets: boolean;
    /** The SDK shows its watermark only when this is false. */
    disable_sdk_watermark: boolean;
    /** Host (no scheme) the SDK starts OAuth on, or null for the provider's own. */
    cname_domain: string | null;
    captcha_settings: { enabled: false } | { enabled: true; siteKey: string };
    dfp_protected_auth_enabled: boolean;
    dfp_protected_auth_mode: 'OBSERVATION' | 'DECISIONING' | null;
    rbac_policy: RbacPolicy | null;
  };
  passwords: {
    strength_policy: 'zxcvbn' | 'luds';
    password_config: { luds_complexity: number; luds_minimum_count: number };
    breach_detection_on_create: boolean;
  };
  otp: { expiration_minutes: number };
  magic_links: { login_expiration_minutes: number; signup_expiration_minutes: number };
  password_resets: { expiration_minutes: number };
  sessions: { jwt_lifetime_minutes: number };
  /** The provider as an OAuth 2.1 authorization server (connected-apps/). */
  connected_apps: {
    /** The app's consent page (the authorization endpoint of the metadata); any query follows it. */
    authorization_url: string;
    /** How long an access token lasts (1 to 1440 minutes). */
    access_token_lifetime_minutes: number;
    /**
     * The project's resource servers (RFC 8707 resource indicators, e.g. the worker's MCP endpoint):
     * the only values a client may name as `resource`, compared exactly. They become tokens' audience.
     */
    resources: string[];
  };
  /**
   * Sends per destination per window; guesses (passcodes per destination across codes, passwords per
   * account) per client per guess window, and guesses per client at any subject (guess-limit.ts); bare
   * password strength checks per client per strength window.
   */
  rate_limits: {
    sends_per_window: number;
    window_seconds: number;
    failed_guesses_per_window: number;
    failed_guesses_per_client: number;
    guess_window_seconds: number;
    strength_checks_per_window: number;
    strength_window_seconds: number;
  };
  test_users: TestUserSettings[];
  /** Free-form settings of optional route groups, one key per group. */
  groups: Record<string, unknown>;
}

export type SettingsOverrides = {
  [K in keyof ProviderSettings]?: ProviderSettings[K] extends unknown[]
    ? ProviderSettings[K]
    : ProviderSettings[K] extends object
      ? Partial<ProviderSettings[K]>
      : ProviderSettings[K];
};

export class SettingsError extends Error {}

const TEST_USER_FIELDS = ['email', 'first_name', 'last_name', 'password', 'phone_number'];
const FREE_FORM = new Set(['groups']);

function defaultSettings(): ProviderSettings {
  return structuredClone(defaults) as ProviderSettings;
}

/** Merges overrides over the defaults after checking their shape; throws SettingsError with the path at fault. */
export function resolveSettings(overrides: unknown = {}): ProviderSettings {
  const base = defaultSettings();
  checkShape(overrides, base, '');
  const merged = mergeInto(base as unknown as Record<string, unknown>, overrides as Record<string, unknown>, '');
  const settings = merged as unknown as ProviderSettings;
  if (!['zxcvbn', 'luds'].includes(settings.passwords.strength_policy)) {
    throw new SettingsError('"passwords.strength_policy" must be "zxcvbn" or "luds"');
  }
  settings.test_users.forEach(checkTestUser);
  checkRedirectUrls(settings);
  checkConnectedApps(settings);
  return settings;
}

export function loadSettingsFile(path: string): ProviderSettings {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new SettingsError(`Cannot read settings file ${path}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new SettingsError(`Settings file ${path} is not valid JSON: ${(error as Error).message}`);
  }
  try {
    return resolveSettings(parsed);
  } catch (error) {
    if (error instanceof SettingsError) throw new SettingsError(`Settings file ${path}: ${error.message}`);
    throw error;
  }
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  return typeof value;
}

function checkShape(value: unknown, model: unknown, path: string): void {
  if (Object.hasOwn(BOOTSTRAP_CHECKS, path)) {
    const problem = BOOTSTRAP_CHECKS[path]!(value, path);
    if (problem) throw new SettingsError(problem);
    return;
  }
  const label = path || 'settings';
  if (kindOf(value) !== kindOf(model)) {
    throw new SettingsError(`"${label}" must be ${article(kindOf(model))}, not ${article(kindOf(value))}`);
  }
  if (Array.isArray(value) && Array.isArray(model)) {
    const itemModel = model[0];
    value.forEach((item, index) => {
      if (kindOf(itemModel) === 'object') {
        if (kindOf(item) !== 'object') throw new SettingsError(`"${label}[${index}]" must be an object`);
      } else if (itemModel !== undefined) checkShape(item, itemModel, `${label}[${index}]`);
    });
    return;
  }
  if (kindOf(value) !== 'object' || FREE_FORM.has(path)) return;
  const modelRecord = model as Record<string, unknown>;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const childPath = path ? `${path}.${key}` : key;
    if (!Object.hasOwn(modelRecord, key)) throw new SettingsError(`unknown setting "${childPath}"`);
    checkShape(child, modelRecord[key], childPath);
  }
}

function checkRedirectUrls(settings: ProviderSettings): void {
  const listed = [
    ...Object.entries(settings.redirect_urls).map(([key, url]) => [`redirect_urls.${key}`, url] as const),
    ...settings.allowed_redirect_urls.map((url, index) => [`allowed_redirect_urls[${index}]`, url] as const),
  ];
  for (const [path, url] of listed) {
    if (!redirectTarget(url))
      throw new SettingsError(
        `"${path}" must be an absolute http(s) URL without user name, password or fragment, not "${url}"`,
      );
  }
  settings.dev_tool_origins.forEach((origin, index) => {
    const target = redirectTarget(origin);
    if (!target || `${new URL(origin).origin}` !== origin) {
      throw new SettingsError(
        `"dev_tool_origins[${index}]" must be an origin such as "http://localhost:5173", not "${origin}"`,
      );
    }
  });
}

function checkConnectedApps(settings: ProviderSettings): void {
  const { authorization_url: url, access_token_lifetime_minutes: minutes } = settings.connected_apps;
  if (!redirectTarget(url) || new URL(url).search !== '') {
    throw new SettingsError(
      `"connected_apps.authorization_url" must be an absolute http(s) URL without query, user name, password or fragment, not "${url}"`,
    );
  }
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440) {
    throw new SettingsError(
      '"connected_apps.access_token_lifetime_minutes" must be a whole number of minutes from 1 to 1440',
    );
  }
  settings.connected_apps.resources.forEach((resource, index) => {
    if (!redirectTarget(resource) || new URL(resource).href !== resource) {
      throw new SettingsError(
        `"connected_apps.resources[${index}]" must be an absolute http(s) URL written as it is compared (e.g. "http://localhost:8787/mcp"), not "${resource}"`,
      );
    }
  });
}

function checkTestUser(user: TestUserSettings, index: number): void {
  const record = user as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (!TEST_USER_FIELDS.includes(key)) throw new SettingsError(`unknown setting "test_users[${index}].${key}"`);
    if (typeof value !== 'string') throw new SettingsError(`"test_users[${index}].${key}" must be a string`);
  }
  if (!user.email) throw new SettingsError(`"test_users[${index}].email" is required`);
}

function mergeInto(
  base: Record<string, unknown>,
  overrides: Record<string, unknown>,
  path: string,
): Record<string, unknown> {
  for (const [key, value] of Object.entries(overrides)) {
    const current = base[key];
    const childPath = path ? `${path}.${key}` : key;
    const whole = FREE_FORM.has(childPath) || Object.hasOwn(BOOTSTRAP_CHECKS, childPath);
    if (kindOf(value) === 'object' && kindOf(current) === 'object' && !whole) {
      base[key] = mergeInto(current as Record<string, unknown>, value as Record<string, unknown>, childPath);
    } else {
      base[key] = structuredClone(value);
    }
  }
  return base;
}

function article(kind: string): string {
  if (kind === 'null') return 'null';
  return /^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`;
}
