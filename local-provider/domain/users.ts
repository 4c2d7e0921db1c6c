// Users: lookup, creation and password hashes.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { newId } from './ids.ts';
import type { StoredUser, UserView } from '../state/model.ts';
import type { ProviderState } from '../state/state.ts';

export interface NewUser {
  email?: string;
  phone_number?: string;
  first_name?: string;
  last_name?: string;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(state: ProviderState, email: string): StoredUser | undefined {
  const wanted = normalizeEmail(email);
  return [...state.users.values()].find((user) => user.profile.emails.some((entry) => entry.email === wanted));
}

export function findUserByPhone(state: ProviderState, phoneNumber: string): StoredUser | undefined {
  return [...state.users.values()].find((user) =>
    user.profile.phone_numbers.some((entry) => entry.phone_number === phoneNumber),
  );
}

export function createUser(state: ProviderState, details: NewUser, now: number): StoredUser {
  const profile: UserView = {
    user_id: newId('user'),
    created_at: new Date(now).toISOString(),
    status: 'active',
    name: { first_name: details.first_name ?? '', middle_name: '', last_name: details.last_name ?? '' },
    emails: details.email ? [{ email_id: newId('email'), email: normalizeEmail(details.email), verified: false }] : [],
    phone_numbers: details.phone_number
      ? [{ phone_id: newId('phone-number'), phone_number: details.phone_number, verified: false }]
      : [],
    providers: [],
    webauthn_registrations: [],
    crypto_wallets: [],
    totps: [],
    biometric_registrations: [],
    password: null,
    trusted_metadata: {},
    untrusted_metadata: {},
    roles: ['stytch_user'],
  };
  const user: StoredUser = { profile, password_hash: null };
  state.users.set(profile.user_id, user);
  return user;
}

/** A copy of the user's wire object, safe to send. */
export function userView(user: StoredUser): UserView {
  return structuredClone(user.profile);
}

export function emailEntry(user: StoredUser, email: string) {
  const wanted = normalizeEmail(email);
  return user.profile.emails.find((entry) => entry.email === wanted);
}

export function phoneEntry(user: StoredUser, phoneNumber: string) {
  return user.profile.phone_numbers.find((entry) => entry.phone_number === phoneNumber);
}

/** scrypt on libuv's thread pool: hashing takes tens of milliseconds and must not hold up other requests. */
function hash(password: string, salt: Buffer, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Stores a hash made by hashPassword (kept apart so that a user is never seen half made while hashing runs). */
export function storePassword(user: StoredUser, passwordHash: string): void {
  user.password_hash = passwordHash;
  user.profile.password = {
    password_id: user.profile.password?.password_id ?? newId('password'),
    requires_reset: false,
  };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${(await hash(password, salt, 32)).toString('hex')}`;
}

export async function setPassword(user: StoredUser, password: string): Promise<void> {
  storePassword(user, await hashPassword(password));
}

/** Hashes of the settings' test passwords, computed once per process: seeding (and /_dev/reset) stays instant. */
const seedHashes = new Map<string, string>();

/** Gives a test user its password synchronously (the provider seeds in its constructor). */
export function setSeedPassword(user: StoredUser, password: string): void {
  let passwordHash = seedHashes.get(password);
  if (passwordHash === undefined) {
    const salt = randomBytes(16);
    passwordHash = `${salt.toString('hex')}:${scryptSync(password, salt, 32).toString('hex')}`;
    seedHashes.set(password, passwordHash);
  }
  storePassword(user, passwordHash);
}

/** Hashed against when there is no user or no password, so that the answer takes as long as a wrong password's. */
const NO_PASSWORD_HASH = `${randomBytes(16).toString('hex')}:${randomBytes(32).toString('hex')}`;

/** Whether `password` is the user's; always hashes once, whether or not there is a user with a password. */
export async function passwordMatches(user: StoredUser | undefined, password: string): Promise<boolean> {
  const stored = user?.password_hash ?? NO_PASSWORD_HASH;
  const [saltHex, hashHex] = stored.split(':') as [string, string];
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await hash(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected) && stored !== NO_PASSWORD_HASH;
}

/**
 * After a passwordless sign-in on an account that has a password, the password must be reset before it
 * works again (the hosted provider's account-deduplication rule, answered with `reset_password`).
 */
export function notePasswordlessSignIn(user: StoredUser): void {
  if (user.profile.password) user.profile.password.requires_reset = true;
}
