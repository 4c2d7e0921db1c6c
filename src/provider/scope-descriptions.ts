// The project's own words for its app scopes (bootstrap's `rbac_policy.scopes`: `{scope, description}`),
// the same words the provider gives the consent screen (authorize/start's `scope_results`). Read from
// outside data: bounded, and kept in a Map so that no scope name is ever an object key.
import { isNonEmptyString, isRecord, isString } from '../lib/guards.ts';

/** At most this many scopes are read from a policy. */
const MAX_SCOPES = 100;
/** A longer scope name is not one a request can name (the consent page reads at most 128 characters). */
const MAX_SCOPE_NAME = 128;
/** A description is shown as one line of a list: a longer one is cut (as the consent API's are). */
const MAX_DESCRIPTION = 400;

/** Each scope of the policy with its description (trimmed, never empty); the first entry of a repeated scope counts. */
export function scopeDescriptions(rbacPolicy: unknown): Map<string, string> {
  const descriptions = new Map<string, string>();
  if (!isRecord(rbacPolicy) || !Array.isArray(rbacPolicy.scopes)) return descriptions;
  for (const entry of rbacPolicy.scopes.slice(0, MAX_SCOPES)) {
    if (
      !isRecord(entry) ||
      !isNonEmptyString(entry.scope) ||
      entry.scope.length > MAX_SCOPE_NAME ||
      !isString(entry.description)
    )
      continue;
    const description = entry.description.trim().slice(0, MAX_DESCRIPTION);
    if (description !== '' && !descriptions.has(entry.scope)) descriptions.set(entry.scope, description);
  }
  return descriptions;
}
