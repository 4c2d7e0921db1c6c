// When Google One Tap shows (docs/specification.md#one-tap): only in a single-product OAuth configuration with exactly one
// provider, Google, that has one_tap enabled. Otherwise nothing of One Tap loads.
import type { OAuthProviderConfig, WidgetConfig } from './types.ts';

export function oneTapProvider(config: WidgetConfig): OAuthProviderConfig | null {
  if (config.products.length !== 1 || config.products[0] !== 'oauth') return null;
  const providers = config.oauthOptions?.providers ?? [];
  if (providers.length !== 1) return null;
  const [google] = providers;
  return google && google.type === 'google' && google.one_tap ? google : null;
}
