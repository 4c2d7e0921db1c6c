// Field-by-field check of a saved provider state, so a damaged --data file is refused at start
// with the entry and field at fault instead of failing a request later.
import type { Passcode, StoredUser } from './model.ts';

/** Throws a message naming `path` when `value` does not fit. */
type Check = (value: unknown, path: string) => void;

export class ShapeError extends Error {}

const fail = (path: string, expected: string): never => {
  throw new ShapeError(`"${path}" must be ${expected}`);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text: Check = (value, path) => {
  if (typeof value !== 'string') fail(path, 'a string');
};
const nonEmpty: Check = (value, path) => {
  if (typeof value !== 'string' || value === '') fail(path, 'a non-empty string');
};
const flag: Check = (value, path) => {
  if (typeof value !== 'boolean') fail(path, 'a boolean');
};
const time: Check = (value, path) => {
  if (!Number.isFinite(value)) fail(path, 'a time in milliseconds');
};
const count: Check = (value, path) => {
  if (!Number.isInteger(value) || (value as number) < 0) fail(path, 'a whole number');
};
const isoDate: Check = (value, path) => {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) fail(path, 'an ISO date');
};
const anyObject: Check = (value, path) => {
  if (!isRecord(value)) fail(path, 'an object');
};

const oneOf =
  (...choices: string[]): Check =>
  (value, path) => {
    if (!choices.includes(value as string)) fail(path, `one of ${choices.map((choice) => `"${choice}"`).join(', ')}`);
  };
const nullable =
  (check: Check): Check =>
  (value, path) => {
    if (value !== null) check(value, path);
  };
const optional =
  (check: Check): Check =>
  (value, path) => {
    if (value !== undefined) check(value, path);
  };
const listOf =
  (item: Check): Check =>
  (value, path) => {
    if (!Array.isArray(value)) fail(path, 'a list');
    (value as unknown[]).forEach((entry, index) => item(entry, `${path}[${index}]`));
  };
const shape =
  (fields: Record<string, Check>): Check =>
  (value, path) => {
    if (!isRecord(value)) fail(path, 'an object');
    for (const [name, check] of Object.entries(fields))
      check((value as Record<string, unknown>)[name], path ? `${path}.${name}` : name);
  };
const textRecord: Check = (value, path) => {
  if (!isRecord(value)) fail(path, 'an object');
  for (const [name, item] of Object.entries(value as Record<string, unknown>)) text(item, `${path}.${name}`);
};

/** `salt:hash` in hex, as users.ts writes it (16-byte salt, 32-byte scrypt hash). */
const passwordHash: Check = (value, path) => {
  if (typeof value !== 'string' || !/^[0-9a-f]{32}:[0-9a-f]{64}$/.test(value))
    fail(path, 'null or a "salt:hash" scrypt hash in hex');
};

const user = shape({
  password_hash: nullable(passwordHash),
  profile: shape({
    user_id: nonEmpty,
    created_at: isoDate,
    status: oneOf('active', 'pending'),
    name: shape({ first_name: text, middle_name: text, last_name: text }),
    emails: listOf(shape({ email_id: nonEmpty, email: nonEmpty, verified: flag })),
    phone_numbers: listOf(shape({ phone_id: nonEmpty, phone_number: nonEmpty, verified: flag })),
    providers: listOf(
      shape({
        oauth_user_registration_id: nonEmpty,
        provider_subject: nonEmpty,
        provider_type: nonEmpty,
        profile_picture_url: text,
        locale: text,
      }),
    ),
    webauthn_registrations: listOf(
      shape({
        webauthn_registration_id: nonEmpty,
        name: text,
        domain: text,
        user_agent: text,
        authenticator_type: text,
        verified: flag,
      }),
    ),
    crypto_wallets: listOf(
      shape({
        crypto_wallet_id: nonEmpty,
        crypto_wallet_address: nonEmpty,
        crypto_wallet_type: nonEmpty,
        verified: flag,
      }),
    ),
    totps: listOf(shape({ totp_id: nonEmpty, verified: flag })),
    biometric_registrations: listOf(shape({ biometric_registration_id: nonEmpty, verified: flag })),
    password: nullable(shape({ password_id: nonEmpty, requires_reset: flag })),
    trusted_metadata: anyObject,
    untrusted_metadata: anyObject,
    roles: listOf(text),
  }),
});

const session = shape({
  token: nonEmpty,
  session: shape({
    session_id: nonEmpty,
    user_id: nonEmpty,
    started_at: isoDate,
    last_accessed_at: isoDate,
    expires_at: isoDate,
    attributes: shape({ ip_address: text, user_agent: text }),
    authentication_factors: listOf(
      shape({ type: nonEmpty, delivery_method: nonEmpty, last_authenticated_at: isoDate }),
    ),
    custom_claims: nullable(anyObject),
    roles: listOf(text),
  }),
});

const linkToken = shape({
  token: nonEmpty,
  kind: oneOf('oauth', 'magic_links', 'reset_password'),
  user_id: nullable(nonEmpty),
  expires_at: time,
  code_challenge: nullable(nonEmpty),
  detail: textRecord,
});

const channel = oneOf('email', 'sms', 'whatsapp');

const passcode = shape({
  method_id: nonEmpty,
  user_id: nonEmpty,
  code: nonEmpty,
  expires_at: time,
  channel,
  destination: nonEmpty,
  failed_attempts: count,
});

const message = shape({
  id: nonEmpty,
  channel,
  to: text,
  subject: text,
  text,
  code: optional(text),
  link: optional(text),
  sent_at: isoDate,
});

/** Saved data of the route groups that keep any; other group names are kept as they are. */
const groupChecks: Record<string, Check> = {
  webauthn: shape({
    passkeys: listOf(
      shape({
        webauthn_registration_id: nonEmpty,
        user_id: nonEmpty,
        credential_id: nonEmpty,
        public_key: nonEmpty,
        counter: count,
        user_handle: text,
        transports: listOf(text),
        name: text,
        domain: text,
        user_agent: text,
        authenticator_type: text,
        created_at: isoDate,
      }),
    ),
    challenges: listOf(
      shape({
        challenge: nonEmpty,
        ceremony: oneOf('registration', 'authentication'),
        rp_id: nonEmpty,
        session_id: nullable(text),
        user_id: nullable(text),
        user_verification_required: flag,
        user_handle: text,
        user_agent: text,
        authenticator_type: text,
        expires_at: time,
        client: text,
      }),
    ),
  }),
  crypto_wallets: shape({
    challenges: listOf(
      shape({
        wallet_key: nonEmpty,
        nonce: nonEmpty,
        client: text,
        message: nonEmpty,
        user_id: nullable(nonEmpty),
        siwe: flag,
        not_before: nullable(time),
        expires_at: time,
      }),
    ),
  }),
  one_tap: shape({ callbacks: listOf(shape({ id: nonEmpty, expires_at: time })) }),
  connected_apps: shape({
    signing_key: nullable(shape({ kid: nonEmpty, private_jwk: anyObject, created_at: isoDate })),
    clients: listOf(
      shape({
        client_id: nonEmpty,
        client_name: text,
        client_description: text,
        client_type: oneOf('public', 'confidential'),
        token_endpoint_auth_method: oneOf('none', 'client_secret_post', 'client_secret_basic'),
        client_secret_hash: nullable(nonEmpty),
        redirect_uris: listOf(nonEmpty),
        logo_uri: nullable(nonEmpty),
        client_id_issued_at: count,
      }),
    ),
    consents: listOf(
      shape({
        user_id: nonEmpty,
        client_id: nonEmpty,
        redirect_uri: nonEmpty,
        scopes: listOf(nonEmpty),
        granted_at: isoDate,
      }),
    ),
    codes: listOf(
      shape({
        code_hash: nonEmpty,
        client_id: nonEmpty,
        user_id: nonEmpty,
        redirect_uri: nonEmpty,
        code_challenge: nonEmpty,
        scopes: listOf(nonEmpty),
        resources: listOf(nonEmpty),
        nonce: nullable(text),
        expires_at: time,
        used_for_grant: nullable(nonEmpty),
      }),
    ),
    grants: listOf(
      shape({
        grant_id: nonEmpty,
        user_id: nonEmpty,
        client_id: nonEmpty,
        scopes: listOf(nonEmpty),
        resources: listOf(nonEmpty),
        refresh_hash: nonEmpty,
        used_refresh_hashes: listOf(nonEmpty),
        refresh_expires_at: time,
        access_tokens: listOf(shape({ jti: nonEmpty, expires_at: time })),
        created_at: isoDate,
      }),
    ),
  }),
};

const groups: Check = (value, path) => {
  if (!isRecord(value)) fail(path, 'an object');
  for (const [name, check] of Object.entries(groupChecks)) {
    if (Object.hasOwn(value as object, name)) check((value as Record<string, unknown>)[name], `${path}.${name}`);
  }
};

/** Checks every list and entry of a parsed version-1 state; throws ShapeError naming the first bad field. */
export const checkSavedState: Check = shape({
  users: listOf(user),
  sessions: listOf(session),
  linkTokens: listOf(linkToken),
  passcodes: listOf(passcode),
  inbox: listOf(message),
  groups: optional(groups),
});

/** Passcodes are redeemed for their user and destination, so both must exist in the same file. */
export function checkPasscodeOwners(saved: { users: StoredUser[]; passcodes: Passcode[] }): void {
  const users = new Map(saved.users.map((entry) => [entry.profile.user_id, entry.profile]));
  saved.passcodes.forEach((entry, index) => {
    const owner = users.get(entry.user_id);
    if (!owner) throw new ShapeError(`"passcodes[${index}].user_id" names no user of this file`);
    const destinations =
      entry.channel === 'email'
        ? owner.emails.map((item) => item.email)
        : owner.phone_numbers.map((item) => item.phone_number);
    if (!destinations.includes(entry.destination)) {
      throw new ShapeError(
        `"passcodes[${index}].destination" is not an ${entry.channel === 'email' ? 'email' : 'phone number'} of its user`,
      );
    }
  });
}
