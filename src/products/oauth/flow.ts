// OAuth: a button per provider that leaves for the provider's start URL (docs/provider-api.md#oauth-start, #pkce).
import type { ProductFlow } from '../../flows/ports.ts';
import { startRequest } from '../../flows/state.ts';
import { startOAuth } from './oauth-start.ts';

export const oauthFlow: ProductFlow = {
  reduce(state, event) {
    switch (event.type) {
      case 'START_OAUTH':
        if (state.pending) return state;
        return startRequest(state, event.type);
      case 'OAUTH_STARTED':
        return { ...state, pending: null };
      default:
        return undefined;
    }
  },
  // In court-login.js, which the painted buttons' start (painted-start.ts) needs before React anyway.
  effects: { START_OAUTH: startOAuth },
};
