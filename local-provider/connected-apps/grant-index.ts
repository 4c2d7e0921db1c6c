// Finding a grant by a refresh token's hash or an access token's jti without scanning every grant
// and its old refresh hashes on each token call. The index lives beside the saved grant list and is
// never saved: it is rebuilt whenever the list itself is replaced (a grant revoked, expired ones
// swept), and kept up to date in place as a grant gains or drops tokens.
import type { ConnectedAppsState, Grant } from './apps-state.ts';

interface GrantIndex {
  /** The list this index was built from: another list means it is stale. */
  grants: Grant[];
  /** Current and rotated-away refresh token hashes. */
  byRefreshHash: Map<string, Grant>;
  byJti: Map<string, Grant>;
}

const indexes = new WeakMap<ConnectedAppsState, GrantIndex>();

export function grantIndex(state: ConnectedAppsState): GrantIndex {
  const cached = indexes.get(state);
  if (cached && cached.grants === state.grants) return cached;
  const index: GrantIndex = { grants: state.grants, byRefreshHash: new Map(), byJti: new Map() };
  for (const grant of state.grants) addGrant(index, grant);
  indexes.set(state, index);
  return index;
}

function addGrant(index: GrantIndex, grant: Grant): void {
  index.byRefreshHash.set(grant.refresh_hash, grant);
  for (const hash of grant.used_refresh_hashes) index.byRefreshHash.set(hash, grant);
  for (const token of grant.access_tokens) index.byJti.set(token.jti, grant);
}

/** Indexes a grant just added to the list (in place). */
export function indexNewGrant(state: ConnectedAppsState, grant: Grant): void {
  addGrant(grantIndex(state), grant);
}
