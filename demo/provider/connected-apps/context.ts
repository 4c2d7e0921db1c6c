// What the Connected Apps routes hand the domain functions: the group's state and the issuer.
import type { ProviderCore } from '../provider-core.ts';
import { connectedAppsState, type ConnectedAppsState } from './apps-state.ts';
import type { AuthorizeContext } from './authorize.ts';

export function connectedApps(provider: ProviderCore): ConnectedAppsState {
  return connectedAppsState(provider.state.groups);
}

/**
 * The issuer is the provider's origin as the caller reached it (`http://localhost:8788`), without a
 * trailing slash: metadata, tokens and redirects all name the same one.
 */
export function issuerOf(url: URL): string {
  return url.origin;
}

export function authorizeContext({ provider, url }: { provider: ProviderCore; url: URL }): AuthorizeContext {
  return { settings: provider.settings, state: connectedApps(provider), issuer: issuerOf(url), now: provider.now() };
}
