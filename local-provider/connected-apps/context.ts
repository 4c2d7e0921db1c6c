// What the Connected Apps routes hand the domain functions: the group's state and the issuer.
import type { ProviderCore } from '../provider-core.ts';
import { connectedAppsState, type ConnectedAppsState } from './apps-state.ts';
import type { AuthorizeContext } from './authorize.ts';

export function connectedApps(provider: ProviderCore): ConnectedAppsState {
  return connectedAppsState(provider.state.groups);
}

/**
 * The issuer: the provider's own URL (`http://localhost:8788`, no trailing slash), whatever host name
 * the caller used, so metadata, tokens and redirects all name the same one. Only an in-process
 * provider given no URL (a test's fetch handler) falls back to the origin the request was sent to.
 */
export function issuerOf({ provider, url }: { provider: ProviderCore; url: URL }): string {
  return provider.issuer ?? url.origin;
}

export function authorizeContext(context: { provider: ProviderCore; url: URL }): AuthorizeContext {
  return {
    settings: context.provider.settings,
    state: connectedApps(context.provider),
    issuer: issuerOf(context),
    now: context.provider.now(),
  };
}
