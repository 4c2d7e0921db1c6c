// Checks of the bootstrap settings whose value is not one fixed JSON kind (null or a string, one of two
// object shapes, an RBAC policy). Each check returns what is wrong, naming the setting, or null.

export type SettingCheck = (value: unknown, path: string) => string | null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextList = (value: unknown) => Array.isArray(value) && value.every(isText);

/** A host name with an optional port, no scheme or path, e.g. `login.example.com`. */
const HOST = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*(?::\d{1,5})?$/;

const cnameDomain: SettingCheck = (value, path) => {
  if (value === null) return null;
  return isText(value) && HOST.test(value)
    ? null
    : `"${path}" must be null or a host name without scheme, such as "login.example.com"`;
};

const captchaSettings: SettingCheck = (value, path) => {
  const fine =
    isRecord(value) &&
    ((value.enabled === false && Object.keys(value).length === 1) ||
      (value.enabled === true && isText(value.siteKey) && value.siteKey !== '' && Object.keys(value).length === 2));
  return fine ? null : `"${path}" must be {"enabled": false} or {"enabled": true, "siteKey": "<site key>"}`;
};

const dfpMode: SettingCheck = (value, path) =>
  value === null || value === 'OBSERVATION' || value === 'DECISIONING'
    ? null
    : `"${path}" must be null, "OBSERVATION" or "DECISIONING"`;

/** Checks a list of objects whose fields are all text or all lists of text, as `fields` says. */
function entries(
  value: unknown,
  path: string,
  fields: Record<string, 'text' | 'texts' | 'permissions'>,
): string | null {
  if (!Array.isArray(value)) return `"${path}" must be a list`;
  for (const [index, entry] of value.entries()) {
    const at = `${path}[${index}]`;
    if (!isRecord(entry)) return `"${at}" must be an object`;
    for (const key of Object.keys(entry)) if (!Object.hasOwn(fields, key)) return `unknown setting "${at}.${key}"`;
    for (const [key, kind] of Object.entries(fields)) {
      const item = entry[key];
      if (kind === 'text' && !isText(item)) return `"${at}.${key}" must be a string`;
      if (kind === 'texts' && !isTextList(item)) return `"${at}.${key}" must be a list of strings`;
      if (kind === 'permissions') {
        const problem = entries(item, `${at}.${key}`, { resource_id: 'text', actions: 'texts' });
        if (problem) return problem;
      }
    }
  }
  return null;
}

/** `{roles, resources, scopes?}` as in docs/provider-api.md#bootstrap. */
const rbacPolicy: SettingCheck = (value, path) => {
  if (value === null) return null;
  if (!isRecord(value)) return `"${path}" must be null or an object with "roles" and "resources" lists`;
  for (const key of Object.keys(value)) {
    if (!['roles', 'resources', 'scopes'].includes(key)) return `unknown setting "${path}.${key}"`;
  }
  return (
    entries(value.roles, `${path}.roles`, { role_id: 'text', description: 'text', permissions: 'permissions' }) ??
    entries(value.resources, `${path}.resources`, { resource_id: 'text', description: 'text', actions: 'texts' }) ??
    (value.scopes === undefined
      ? null
      : entries(value.scopes, `${path}.scopes`, { scope: 'text', description: 'text', permissions: 'permissions' }))
  );
};

/** Settings paths checked here instead of against the kind of their default; their values replace the default whole. */
export const BOOTSTRAP_CHECKS: Record<string, SettingCheck> = {
  'bootstrap.cname_domain': cnameDomain,
  'bootstrap.captcha_settings': captchaSettings,
  'bootstrap.dfp_protected_auth_mode': dfpMode,
  'bootstrap.rbac_policy': rbacPolicy,
};
