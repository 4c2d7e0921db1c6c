// Browser storage keys (docs/provider-api.md#storage), all namespaced by the public token.
import type { PkceNamespace } from './types.ts';

export const stateKey = (publicToken: string): string => `stytch_sdk_state_${publicToken}`;
export const bootstrapKey = (publicToken: string): string => `${stateKey(publicToken)}::bootstrap`;
export const pkceKey = (publicToken: string, namespace: PkceNamespace): string =>
  `${stateKey(publicToken)}::PKCE_VERIFIER:${namespace}`;
