// Readers that check provider answers before anything uses them, so a malformed answer becomes
// an `invalid_response` error instead of a crash later on.
import { isRecord, isString, type JsonRecord } from '../lib/guards.ts';
import type { AuthResponse, Session, User, WebAuthnRegistration } from '../types/index.ts';
import type { Reader } from './http.ts';

type Check = (value: unknown) => boolean;

const recordsWith =
  (field: string): Check =>
  (value) =>
    Array.isArray(value) && value.every((item) => isRecord(item) && isString(item[field]));
const listOr = (value: unknown, check: Check): unknown[] | undefined =>
  value === undefined ? [] : check(value) ? (value as unknown[]) : undefined;
const isDate = (value: unknown): value is string => isString(value) && !Number.isNaN(Date.parse(value));
const textOr = (value: unknown): string => (isString(value) ? value : '');

/** A passkey's fields the screens show, as text: a name that is no text is no name (the list says "unnamed"). */
const readPasskey = (item: JsonRecord): WebAuthnRegistration => ({
  ...(item as unknown as WebAuthnRegistration),
  name: textOr(item.name),
  domain: textOr(item.domain),
  user_agent: textOr(item.user_agent),
  authenticator_type: textOr(item.authenticator_type),
  verified: item.verified === true,
});

/** A User with the lists the widget reads always present; undefined when it is not a user. */
export function readUser(value: unknown): User | undefined {
  if (!isRecord(value) || !isString(value.user_id) || value.user_id === '') return undefined;
  const emails = listOr(value.emails, recordsWith('email'));
  const passkeys = listOr(value.webauthn_registrations, recordsWith('webauthn_registration_id'));
  const phones = listOr(value.phone_numbers, recordsWith('phone_number'));
  const wallets = listOr(value.crypto_wallets, recordsWith('crypto_wallet_address'));
  const providers = listOr(value.providers, recordsWith('provider_type'));
  if (!emails || !passkeys || !phones || !wallets || !providers) return undefined;
  const name = isRecord(value.name) ? value.name : {};
  return {
    ...(value as JsonRecord),
    user_id: value.user_id,
    created_at: isString(value.created_at) ? value.created_at : '',
    status: value.status === 'pending' ? 'pending' : 'active',
    name: {
      first_name: isString(name.first_name) ? name.first_name : '',
      middle_name: isString(name.middle_name) ? name.middle_name : '',
      last_name: isString(name.last_name) ? name.last_name : '',
    },
    emails: emails as User['emails'],
    phone_numbers: phones as User['phone_numbers'],
    providers: providers as User['providers'],
    webauthn_registrations: (passkeys as JsonRecord[]).map(readPasskey),
    crypto_wallets: wallets as User['crypto_wallets'],
    password: isRecord(value.password) ? (value.password as User['password']) : null,
    trusted_metadata: isRecord(value.trusted_metadata) ? value.trusted_metadata : {},
    untrusted_metadata: isRecord(value.untrusted_metadata) ? value.untrusted_metadata : {},
  };
}

/** A Session with an id, a user and a valid expiry; undefined otherwise. */
export function readSession(value: unknown): Session | undefined {
  if (!isRecord(value) || !isString(value.session_id) || value.session_id === '') return undefined;
  if (!isString(value.user_id) || !isDate(value.expires_at)) return undefined;
  const attributes = isRecord(value.attributes) ? value.attributes : {};
  return {
    ...(value as JsonRecord),
    session_id: value.session_id,
    user_id: value.user_id,
    started_at: isString(value.started_at) ? value.started_at : '',
    last_accessed_at: isString(value.last_accessed_at) ? value.last_accessed_at : '',
    expires_at: value.expires_at,
    attributes: {
      ip_address: isString(attributes.ip_address) ? attributes.ip_address : '',
      user_agent: isString(attributes.user_agent) ? attributes.user_agent : '',
    },
    authentication_factors: Array.isArray(value.authentication_factors)
      ? (value.authentication_factors.filter(isRecord) as Session['authentication_factors'])
      : [],
    custom_claims: isRecord(value.custom_claims) ? value.custom_claims : null,
  };
}

/** Accepts any `data` object as it is. */
export const readAny =
  <T>(): Reader<T> =>
  (data) => ({ ok: true, value: data as T });

/** Requires the named fields to pass their checks; the data is passed on unchanged. */
export const readFields =
  <T>(checks: Record<string, Check>): Reader<T> =>
  (data) => {
    for (const [field, check] of Object.entries(checks)) {
      if (!check(data[field])) return { ok: false, field };
    }
    return { ok: true, value: data as T };
  };

/** An authenticate answer (docs/provider-api.md#auth-response): user (or the older `__user`), session and both tokens. */
export const readAuth =
  <T extends AuthResponse = AuthResponse>(checks: Record<string, Check> = {}): Reader<T> =>
  (data) => {
    const user = readUser(data.user ?? data.__user);
    if (!user) return { ok: false, field: 'user' };
    const session = readSession(data.session);
    if (!session) return { ok: false, field: 'session' };
    for (const field of ['session_token', 'session_jwt']) {
      if (!isString(data[field]) || data[field] === '') return { ok: false, field };
    }
    const fields = readFields<T>(checks)(data);
    if (!fields.ok) return fields;
    return { ok: true, value: { ...(data as unknown as T), user_id: user.user_id, user, session } };
  };
