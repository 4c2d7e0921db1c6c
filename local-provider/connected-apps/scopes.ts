// The scopes the authorization server offers: the OpenID Connect ones every project has, and the
// app's own from the RBAC policy (bootstrap.rbac_policy.scopes), each with the text a consent screen shows.
import type { ProviderSettings, RbacPolicy } from '../settings/settings.ts';

/** Standard scopes, in the order the metadata lists them, with the consent screen's text for each. */
const STANDARD_SCOPES = new Map([
  ['openid', 'Verify your identity'],
  ['email', 'View your email address'],
  ['profile', 'View your name and profile'],
  ['offline_access', 'Keep access to your data while you are not using the app'],
]);

/** What a request that names no scope gets. */
export const DEFAULT_SCOPES = ['openid', 'email', 'profile'];

/** Longest list of scopes a request may name (each scope is also bounded by the body's field length). */
export const MAX_SCOPES = 32;

export function offeredScopes(settings: ProviderSettings): string[] {
  const own = (settings.bootstrap.rbac_policy?.scopes ?? []).map((entry) => entry.scope);
  return [...new Set([...STANDARD_SCOPES.keys(), ...own])];
}

export function isOffered(settings: ProviderSettings, scope: string): boolean {
  return offeredScopes(settings).includes(scope);
}

export function scopeDescription(settings: ProviderSettings, scope: string): string {
  const standard = STANDARD_SCOPES.get(scope);
  if (standard !== undefined) return standard;
  const own = settings.bootstrap.rbac_policy?.scopes?.find((entry) => entry.scope === scope);
  return own?.description ?? `Use the ${scope} scope`;
}

/** Splits a space-separated `scope` parameter; repeated scopes count once. */
export function parseScopeParameter(value: string | undefined): string[] {
  if (value === undefined) return [];
  return [...new Set(value.split(' ').filter((scope) => scope !== ''))];
}

function permissionsOf(policy: RbacPolicy, roles: string[]): Set<string> {
  const granted = new Set<string>();
  for (const role of policy.roles) {
    if (!roles.includes(role.role_id)) continue;
    for (const permission of role.permissions) {
      for (const action of permission.actions) granted.add(`${permission.resource_id}\u0000${action}`);
    }
  }
  return granted;
}

/**
 * Whether a user with `roles` may grant `scope`: standard scopes always; the app's own scopes when the
 * user's roles hold every permission the scope needs (the hosted provider's RBAC rule).
 */
export function isGrantable(settings: ProviderSettings, scope: string, roles: string[]): boolean {
  if (STANDARD_SCOPES.has(scope)) return true;
  const policy = settings.bootstrap.rbac_policy;
  const own = policy?.scopes?.find((entry) => entry.scope === scope);
  if (!policy || !own) return false;
  const granted = permissionsOf(policy, roles);
  return own.permissions.every((permission) =>
    permission.actions.every(
      (action) =>
        granted.has(`${permission.resource_id}\u0000${action}`) || granted.has(`${permission.resource_id}\u0000*`),
    ),
  );
}
