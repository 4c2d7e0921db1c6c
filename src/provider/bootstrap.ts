// GET /projects/bootstrap/{token} (docs/provider-api.md#bootstrap): snake_case on the wire, camelCase for us.
import { isBoolean, isInteger, isRecord, isString, isStringArray, type JsonRecord } from '../lib/guards.ts';
import type { BootstrapData } from '../types/index.ts';
import type { Http, Reader } from './http.ts';
import type { ApiResult } from './api-result.ts';

export { BOOTSTRAP_DEFAULTS } from './bootstrap-defaults.ts';

class Malformed extends Error {}

function required<T>(data: JsonRecord, field: string, check: (value: unknown) => value is T): T {
  const value = data[field];
  if (!check(value)) throw new Malformed(field);
  return value;
}

function optional<T, D>(data: JsonRecord, field: string, check: (value: unknown) => value is T, fallback: D): T | D {
  const value = data[field];
  if (value === undefined) return fallback;
  if (!check(value)) throw new Malformed(field);
  return value;
}

const stringOrNull = (value: unknown): value is string | null => value === null || isString(value);

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*(?::(\\d{1,5}))?$`, 'i');

/** A host name with an optional port and nothing else (no scheme, path or credentials): `login.example.com:8443`. */
export function isHostName(value: unknown): value is string {
  if (!isString(value) || value.length > 253 + 6) return false;
  const match = HOST_NAME.exec(value);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);
}

/** `cname_domain` becomes part of the OAuth start origin, so anything but a host name is dropped. */
function cnameDomain(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (isHostName(value)) return value;
  console.warn(
    "court-login: ignoring the project's cname_domain because it is not a host name; OAuth starts on the provider URL.",
  );
  return null;
}

function captchaSettings(value: unknown): BootstrapData['captchaSettings'] {
  if (!isRecord(value) || !isBoolean(value.enabled)) throw new Malformed('captcha_settings');
  if (!value.enabled) return { enabled: false };
  if (!isString(value.siteKey) || value.siteKey === '') throw new Malformed('captcha_settings.siteKey');
  return { enabled: true, siteKey: value.siteKey };
}

function passwordConfig(value: unknown): BootstrapData['passwordConfig'] {
  if (value === null) return null;
  if (!isRecord(value) || !isInteger(value.luds_complexity) || !isInteger(value.luds_minimum_count)) {
    throw new Malformed('password_config');
  }
  return { ludsComplexity: value.luds_complexity, ludsMinimumCount: value.luds_minimum_count };
}

function dfpMode(value: unknown): BootstrapData['dfpProtectedAuthMode'] {
  if (value === undefined || value === null) return undefined;
  if (value === 'OBSERVATION' || value === 'DECISIONING') return value;
  throw new Malformed('dfp_protected_auth_mode');
}

/** Maps and validates the raw bootstrap `data`; names the first malformed field. */
export const readBootstrap: Reader<BootstrapData> = (data) => {
  try {
    if (!('password_config' in data)) throw new Malformed('password_config');
    const emailDomains = required(data, 'email_domains', isStringArray);
    return {
      ok: true,
      value: {
        projectName: optional(data, 'project_name', stringOrNull, null),
        disableSdkWatermark: required(data, 'disable_sdk_watermark', isBoolean),
        cnameDomain: cnameDomain(data.cname_domain),
        emailDomains: [...emailDomains],
        captchaSettings: captchaSettings(data.captcha_settings),
        pkceRequiredForEmailMagicLinks: required(data, 'pkce_required_for_email_magic_links', isBoolean),
        pkceRequiredForPasswordResets: required(data, 'pkce_required_for_password_resets', isBoolean),
        pkceRequiredForOauth: required(data, 'pkce_required_for_oauth', isBoolean),
        pkceRequiredForSso: optional(data, 'pkce_required_for_sso', isBoolean, false),
        slugPattern: optional(data, 'slug_pattern', stringOrNull, null),
        createOrganizationEnabled: optional(data, 'create_organization_enabled', isBoolean, false),
        passwordConfig: passwordConfig(data.password_config),
        dfpProtectedAuthEnabled: optional(data, 'dfp_protected_auth_enabled', isBoolean, false),
        dfpProtectedAuthMode: dfpMode(data.dfp_protected_auth_mode),
        rbacPolicy: optional(
          data,
          'rbac_policy',
          (value: unknown): value is unknown => value === null || isRecord(value),
          null,
        ),
        siweRequiredForCryptoWallets: optional(data, 'siwe_required_for_crypto_wallets', isBoolean, false),
      },
    };
  } catch (error) {
    if (error instanceof Malformed) return { ok: false, field: error.message };
    throw error;
  }
};

/** The path under `{SDK}` (`/sdk/v1`). */
export const bootstrapPath = (publicToken: string): string => `/projects/bootstrap/${encodeURIComponent(publicToken)}`;

export const fetchBootstrap = (http: Http, publicToken: string): Promise<ApiResult<BootstrapData>> =>
  http.sdk('GET', bootstrapPath(publicToken), undefined, readBootstrap);
