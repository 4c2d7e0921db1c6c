// The client a Court hands out: every answer that carries a session or user is stored at once, and
// sessions calls follow the store's rules (docs/provider-api.md#session-calls, #refresh), so no caller can
// forget to keep the session in step with the provider.
import type { ApiResult, CourtClient } from '../provider/types.ts';
import type { AuthResponse } from '../types/index.ts';
import { isUnrecoverable } from './store.ts';
import type { SessionStore } from './types.ts';

export function storingClient(raw: CourtClient, store: SessionStore): CourtClient {
  const storing =
    <A extends unknown[], T extends AuthResponse>(call: (...args: A) => Promise<ApiResult<T>>) =>
    async (...args: A): Promise<ApiResult<T>> => {
      const result = await call(...args);
      if (result.ok) store.applyAuthResponse(result.value);
      return result;
    };
  return {
    ...raw,
    oauth: { ...raw.oauth, authenticate: storing(raw.oauth.authenticate) },
    sessions: {
      authenticate: (body) => store.refresh(body),
      async revoke() {
        const result = await raw.sessions.revoke();
        if (result.ok || isUnrecoverable(result.error)) store.clear();
        return result;
      },
    },
    users: {
      ...raw.users,
      async me() {
        const result = await raw.users.me();
        if (result.ok) store.setUser(result.value);
        return result;
      },
      async deleteWebauthnRegistration(id) {
        const result = await raw.users.deleteWebauthnRegistration(id);
        if (result.ok) store.setUser(result.value.__user);
        return result;
      },
    },
    otps: { ...raw.otps, authenticate: storing(raw.otps.authenticate) },
    magicLinks: { ...raw.magicLinks, authenticate: storing(raw.magicLinks.authenticate) },
    passwords: {
      ...raw.passwords,
      create: storing(raw.passwords.create),
      authenticate: storing(raw.passwords.authenticate),
      resetByEmail: storing(raw.passwords.resetByEmail),
    },
    webauthn: {
      ...raw.webauthn,
      register: storing(raw.webauthn.register),
      authenticate: storing(raw.webauthn.authenticate),
    },
    cryptoWallets: { ...raw.cryptoWallets, authenticate: storing(raw.cryptoWallets.authenticate) },
  };
}
