// The account an OAuth consent or a One Tap id_token proves. It travels in the OAuth token's detail and
// becomes a user only when oauth/authenticate exchanges the token, so abandoned sign-ins leave nothing behind.
import { newId } from './ids.ts';
import type { StoredUser } from '../state/model.ts';
import type { ProviderState } from '../state/state.ts';
import { createUser, emailEntry, findUserByEmail } from './users.ts';
import type { ProviderCore } from '../provider-core.ts';

export interface OAuthIdentity {
  /** Provider key of the start URL, e.g. `google`. */
  provider: string;
  /** Provider name on the user's registration, e.g. `Google`. */
  providerType: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  picture: string;
  locale: string;
  scopes: string[];
}

const DETAIL_KEYS = [
  'provider',
  'provider_type',
  'subject',
  'email',
  'email_verified',
  'first_name',
  'last_name',
  'picture',
  'locale',
  'scopes',
];

export function identityDetail(identity: OAuthIdentity): Record<string, string> {
  return {
    provider: identity.provider,
    provider_type: identity.providerType,
    subject: identity.subject,
    email: identity.email,
    email_verified: String(identity.emailVerified),
    first_name: identity.firstName,
    last_name: identity.lastName,
    picture: identity.picture,
    locale: identity.locale,
    scopes: identity.scopes.join(' '),
  };
}

/** The identity of a token's detail; null when the detail is not one (e.g. a token saved by an older provider). */
export function identityFromDetail(detail: Record<string, string>): OAuthIdentity | null {
  if (!DETAIL_KEYS.every((key) => typeof detail[key] === 'string')) return null;
  return {
    provider: detail.provider!,
    providerType: detail.provider_type!,
    subject: detail.subject!,
    email: detail.email!,
    emailVerified: detail.email_verified === 'true',
    firstName: detail.first_name!,
    lastName: detail.last_name!,
    picture: detail.picture!,
    locale: detail.locale!,
    scopes: detail.scopes!.split(' ').filter(Boolean),
  };
}

const registrationOf = (user: StoredUser, identity: OAuthIdentity) =>
  user.profile.providers.find(
    (entry) => entry.provider_type === identity.providerType && entry.provider_subject === identity.subject,
  );

/** The user already linked to this provider account, else the user with its email. */
export function findOAuthUser(state: ProviderState, identity: OAuthIdentity): StoredUser | undefined {
  return (
    [...state.users.values()].find((user) => registrationOf(user, identity)) ?? findUserByEmail(state, identity.email)
  );
}

/** Finds or creates the user, adds the email (verified when the provider says so) and links the registration. */
export function signInOAuthUser(provider: ProviderCore, identity: OAuthIdentity) {
  const { state } = provider;
  const user =
    findOAuthUser(state, identity) ??
    createUser(
      state,
      { email: identity.email, first_name: identity.firstName, last_name: identity.lastName },
      provider.now(),
    );
  let entry = emailEntry(user, identity.email);
  if (!entry) {
    entry = { email_id: newId('email'), email: identity.email, verified: false };
    user.profile.emails.push(entry);
  }
  if (identity.emailVerified) entry.verified = true;
  let registration = registrationOf(user, identity);
  if (!registration) {
    registration = {
      oauth_user_registration_id: newId('oauth-user-registration'),
      provider_subject: identity.subject,
      provider_type: identity.providerType,
      profile_picture_url: identity.picture,
      locale: identity.locale,
    };
    user.profile.providers.push(registration);
  }
  return { user, entry, registration };
}
