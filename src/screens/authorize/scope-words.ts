// Each requested scope in plain words: the standard OpenID scopes have fixed texts, an app's own
// scope the project's description of it (bootstrap's rbac_policy, through the provider's answer).
import type authorize from '../../i18n/compiled/en/authorize.ts';
import type { ScopeResult } from '../../provider/idp.ts';

const STANDARD = new Map<string, 'authorizeScopeOpenid' | 'authorizeScopeProfile' | 'authorizeScopeEmail' | 'authorizeScopeOfflineAccess'>([
  ['openid', 'authorizeScopeOpenid'],
  ['profile', 'authorizeScopeProfile'],
  ['email', 'authorizeScopeEmail'],
  ['offline_access', 'authorizeScopeOfflineAccess'],
]);

export interface ScopeLine {
  scope: string;
  words: string;
}

/** The scopes to show, in the order asked, each once, split into those the account can give and those it cannot. */
export function scopeLines(results: readonly ScopeResult[], text: typeof authorize): { granted: ScopeLine[]; refused: ScopeLine[] } {
  const granted: ScopeLine[] = [];
  const refused: ScopeLine[] = [];
  const seen = new Set<string>();
  for (const result of results) {
    if (seen.has(result.scope)) continue;
    seen.add(result.scope);
    const key = STANDARD.get(result.scope);
    const words = key ? text[key]() : result.description || text.authorizeScopeOther({ scope: result.scope });
    (result.grantable ? granted : refused).push({ scope: result.scope, words });
  }
  return { granted, refused };
}
