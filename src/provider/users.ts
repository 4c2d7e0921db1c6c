// Users (docs/provider-api.md#users).
import type { User } from '../types/index.ts';
import { deferredGroup } from './deferred.ts';
import type { Http, Reader } from './http.ts';
import { readFields, readUser } from './read.ts';
import type { CourtClient } from './types.ts';

const USER_TYPES = ['new', 'password', 'passwordless'];

const readMe: Reader<User> = (data) => {
  const user = readUser(data);
  return user ? { ok: true, value: user } : { ok: false, field: 'user_id' };
};

const readWithUser: Reader<{ user_id: string; __user: User }> = (data) => {
  const user = readUser(data.__user);
  return user ? { ok: true, value: { ...data, user_id: user.user_id, __user: user } } : { ok: false, field: '__user' };
};

export const users = (http: Http): CourtClient['users'] => {
  const connectedApps = deferredGroup(() => import('./connected-apps.ts').then((module) => module.connectedApps(http)));
  return {
    me: () => http.sdk('GET', '/users/me', undefined, readMe),
    search: (body) =>
      http.sdk(
        'POST',
        '/users/search',
        body,
        readFields({ userType: (value) => USER_TYPES.includes(value as string) }),
      ),
    deleteWebauthnRegistration: (id) =>
      http.sdk('DELETE', `/users/webauthn_registrations/${encodeURIComponent(id)}`, undefined, readWithUser),
    connectedApps: connectedApps((group) => group.connectedApps),
    revokeConnectedApp: connectedApps((group) => group.revokeConnectedApp),
  };
};
