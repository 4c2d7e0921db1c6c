// Each requested scope in plain words: the standard OpenID scopes have fixed texts, an app's own
// scope the project's description of it (bootstrap's rbac_policy, through the provider's answer).
import type authorize from '../../../i18n/compiled/en/authorize.ts';
import type { ScopeResult } from '../client.ts';

const STANDARD = new Map<
  string,
  'authorizeScopeOpenid' | 'authorizeScopeProfile' | 'authorizeScopeEmail' | 'authorizeScopeOfflineAccess'
>([
  ['openid', 'authorizeScopeOpenid'],
  ['profile', 'authorizeScopeProfile'],
  ['email', 'authorizeScopeEmail'],
  ['offline_access', 'authorizeScopeOfflineAccess'],
]);

export interface ScopeLine {
  scope: string;
  words: string;
}

/**
 * One scope in plain words: a standard scope's own text, else the project's `description` of it,
 * else its name. Also what a page listing an app's grants shows (the tennis app's dashboard), so a
 * person reads there the words they allowed here.
 */
export function scopeWords(scope: string, description: string, text: typeof authorize): string {
  const key = STANDARD.get(scope);
  return key ? text[key]() : description || text.authorizeScopeOther({ scope });
}

/** The scopes to show, in the order asked, each once, split into those the account can give and those it cannot. */
export function scopeLines(
  results: readonly ScopeResult[],
  text: typeof authorize,
): { granted: ScopeLine[]; refused: ScopeLine[] } {
  const granted: ScopeLine[] = [];
  const refused: ScopeLine[] = [];
  const seen = new Set<string>();
  for (const result of results) {
    if (seen.has(result.scope)) continue;
    seen.add(result.scope);
    (result.grantable ? granted : refused).push({
      scope: result.scope,
      words: scopeWords(result.scope, result.description, text),
    });
  }
  return { granted, refused };
}
