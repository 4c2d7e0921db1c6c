// OAuth: a button per provider that leaves for the provider's start URL (docs/provider-api.md#oauth-start, #pkce).
import type { ProductFlow } from '../../flows/ports.ts';
import { startRequest } from '../../flows/state.ts';

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
  effects: {
    // The effect's code loads on the first click (oauth-start.ts), not with court-login.js.
    START_OAUTH: (intent, state, ports) =>
      import('./oauth-start.ts').then(({ startOAuth }) => startOAuth(intent, state, ports)),
  },
};
