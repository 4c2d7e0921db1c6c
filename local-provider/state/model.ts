// Wire shapes of the provider's users and sessions (docs/provider-api.md#user, #session).

export interface UserView {
  user_id: string;
  created_at: string;
  status: 'active' | 'pending';
  name: { first_name: string; middle_name: string; last_name: string };
  emails: Array<{ email_id: string; email: string; verified: boolean }>;
  phone_numbers: Array<{ phone_id: string; phone_number: string; verified: boolean }>;
  providers: Array<{
    oauth_user_registration_id: string;
    provider_subject: string;
    provider_type: string;
    profile_picture_url: string;
    locale: string;
  }>;
  webauthn_registrations: Array<{
    webauthn_registration_id: string;
    name: string;
    domain: string;
    user_agent: string;
    authenticator_type: string;
    verified: boolean;
  }>;
  crypto_wallets: Array<{
    crypto_wallet_id: string;
    crypto_wallet_address: string;
    crypto_wallet_type: string;
    verified: boolean;
  }>;
  totps: Array<{ totp_id: string; verified: boolean }>;
  biometric_registrations: Array<{ biometric_registration_id: string; verified: boolean }>;
  password: null | { password_id: string; requires_reset: boolean };
  trusted_metadata: Record<string, unknown>;
  untrusted_metadata: Record<string, unknown>;
  roles: string[];
}

export interface StoredUser {
  profile: UserView;
  /** scrypt hash `salt:hash` (hex), or null when the user has no password. */
  password_hash: string | null;
}

export interface AuthenticationFactor {
  type: string;
  delivery_method: string;
  last_authenticated_at: string;
  [subObject: string]: unknown;
}

export interface SessionView {
  session_id: string;
  user_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  attributes: { ip_address: string; user_agent: string };
  authentication_factors: AuthenticationFactor[];
  custom_claims: Record<string, unknown> | null;
  roles: string[];
}

export interface StoredSession {
  token: string;
  session: SessionView;
}

export type LinkTokenKind = 'oauth' | 'magic_links' | 'reset_password';

/** A single-use token that travels in a link (OAuth redirect, magic link, reset link). */
export interface LinkToken {
  token: string;
  kind: LinkTokenKind;
  /** Null for OAuth: the user is found or created when the token is exchanged. */
  user_id: string | null;
  expires_at: number;
  code_challenge: string | null;
  /** What the token proves, e.g. the email address or the OAuth provider. */
  detail: Record<string, string>;
}

export interface Passcode {
  method_id: string;
  user_id: string;
  code: string;
  expires_at: number;
  channel: MessageChannel;
  destination: string;
  /** Wrong codes entered so far; the passcode is withdrawn after too many. */
  failed_attempts: number;
}

export type MessageChannel = 'email' | 'sms' | 'whatsapp';

export interface InboxMessage {
  id: string;
  channel: MessageChannel;
  to: string;
  subject: string;
  text: string;
  code?: string;
  link?: string;
  sent_at: string;
}
