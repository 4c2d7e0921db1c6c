// Events of the flow: intents are imperative (SUBMIT_EMAIL), results past tense (CODE_SENT).
import type { OAuthProviderConfig } from '../config/types.ts';
import type { WidgetError } from './errors.ts';
import type {
  CryptoState,
  FieldErrorKey,
  OtpState,
  ParsedPhone,
  PasswordStrength,
  ResetEmailReason,
  SignedIn,
} from './values.ts';
import type { WebAuthnRegistration } from '../types/index.ts';

export type EmailMethod = 'otp' | 'magicLink' | 'password';

export type Intent =
  | { type: 'START_OAUTH'; provider: OAuthProviderConfig }
  | { type: 'SELECT_METHOD'; methodKey: string }
  | { type: 'SUBMIT_EMAIL'; method: EmailMethod; email: string }
  | { type: 'SUBMIT_PHONE'; channel: 'sms' | 'whatsapp'; phone: ParsedPhone }
  /** A passcode the painted phone form sent before React (products/otp/painted-sends.ts): its answer is this request's. */
  | { type: 'TAKE_OVER_SEND'; sent: Promise<Outcome> }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'RESEND_CODE' }
  | { type: 'RESEND_EMAIL' }
  | { type: 'TRY_AGAIN' }
  | { type: 'BACK' }
  | { type: 'START_PASSKEY' }
  | { type: 'SUBMIT_PASSKEY'; credential: string }
  /** `fallbackName`: the new passkey's name, in the visitor's language, when its authenticator has none of its own. */
  | { type: 'CREATE_PASSKEY'; fallbackName: string }
  | { type: 'SKIP_PASSKEY' }
  | { type: 'ADD_PASSKEY' }
  | { type: 'EDIT_PASSKEY'; id: string; action: 'rename' | 'delete' }
  | { type: 'CANCEL_PASSKEY_EDIT' }
  | { type: 'RENAME_PASSKEY'; id: string; name: string }
  | { type: 'DELETE_PASSKEY'; id: string }
  | { type: 'START_WALLET'; wallet: string }
  | { type: 'SHOW_OTHER_WALLETS' }
  | { type: 'SHOW_WALLET_SETUP' }
  | { type: 'SIGN_WALLET_MESSAGE' }
  | { type: 'CANCEL_WALLET' }
  | { type: 'CHECK_PASSWORD'; password: string }
  | { type: 'SUBMIT_PASSWORD'; password: string }
  | { type: 'FORGOT_PASSWORD' }
  | { type: 'SEND_RESET_EMAIL'; email: string }
  | { type: 'RESEND_RESET_EMAIL' }
  | { type: 'PASSWORD_BACK' }
  | { type: 'START_PASSWORD_RESET'; token: string | null; tokenType: string | null };

/** What an effect answers; the machine tags it with the request it answers (a Result). */
export type Outcome =
  | { type: 'OAUTH_STARTED'; provider: OAuthProviderConfig; pkce: boolean; cnameDomain: string | null }
  | { type: 'CODE_SENT'; otp: OtpState }
  | { type: 'CODE_RESENT'; methodId: string; expiresAt: number }
  | { type: 'EMAIL_SENT'; email: string }
  | { type: 'EMAIL_RESENT' }
  /** `via`: the method as the first screen names it (session/last-used.ts), remembered as the last used. */
  | { type: 'SIGNED_IN'; signedIn: SignedIn; via: string }
  | { type: 'PASSKEY_CANCELLED' }
  | { type: 'PASSKEYS_LISTED'; registrations: WebAuthnRegistration[]; created?: boolean }
  | { type: 'FAILED'; error: WidgetError; fieldError?: FieldErrorKey }
  | { type: 'WALLET_CHALLENGED'; crypto: CryptoState }
  | { type: 'WALLET_FAILED'; walletOption: string; stage: 'connect' | 'sign'; error: WidgetError }
  | { type: 'USER_FOUND'; email: string; userType: 'new' | 'password' }
  | { type: 'PASSWORD_CHECKED'; strength: PasswordStrength }
  | { type: 'RESET_EMAIL_SENT'; email: string; reason: ResetEmailReason }
  | { type: 'RESET_TOKEN_REFUSED'; errorType: string; detail: string };

/** An outcome tagged with the id of the request it answers: a late answer to an older request is ignored. */
export type Result = Outcome & { requestId: number };

export type FlowEvent = Intent | Result;
export type IntentType = Intent['type'];
export type IntentOf<T extends IntentType> = Extract<Intent, { type: T }>;

/** Results are the events that carry a request id: the machine tags every outcome with one, and no intent has one. */
export function isResult(event: FlowEvent): event is Result {
  return 'requestId' in event;
}
