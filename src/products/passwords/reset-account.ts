// The account a reset link was asked for, remembered in this browser until the reset is done, so
// that "Set a new password" can say which account it is for and give password managers its
// username. The link carries no address: opened in another browser, the form names no account.
import { browserLocalStorage, safeStorage } from '../../lib/storage.ts';
import type { Court } from '../../session/types.ts';

const key = (court: Court) => `court-login:reset-account:${court.client.publicToken}`;
const storage = () => safeStorage(browserLocalStorage(), (message) => console.warn(message));

export function rememberResetAccount(court: Court, email: string): void {
  storage().setItem(key(court), email);
}

export function resetAccount(court: Court): string | undefined {
  const email = storage().getItem(key(court));
  return email && email.length <= 320 ? email : undefined;
}

export function forgetResetAccount(court: Court): void {
  storage().removeItem(key(court));
}
