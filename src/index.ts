// The public surface of court-login for the element, the host app and integrators.
export type * from './types/index.ts';
export { OAUTH_PROVIDER_TYPES } from './types/index.ts';
export { ok, err, type Result } from './lib/result.ts';

export { createClient, DEFAULT_TIMEOUT_MS } from './provider/client.ts';
export { hostedBaseUrl } from './provider/base-url.ts';
export { BOOTSTRAP_DEFAULTS } from './provider/bootstrap.ts';
export { createEventQueue, type EventQueue } from './provider/events.ts';
export type {
  ApiResult,
  AuthResult,
  ClientError,
  ClientErrorKind,
  ClientOptions,
  ConnectedApp,
  CourtClient,
  OAuthStartParams,
  StrengthCheckResponse,
  TelemetryEvent,
} from './provider/types.ts';

export { getCourt, courtSession } from './session/court.ts';
export { createSessionStore, isUnrecoverable, type SessionStoreOptions } from './session/store.ts';
export { createPkcePair, createPkceStore, createCodeVerifier, codeChallengeFor } from './session/pkce.ts';
export { REFRESH_INTERVAL_MS, UNRECOVERABLE_ERROR_TYPES, retryDelayMs } from './session/backoff.ts';
export { stateKey, pkceKey, bootstrapKey } from './session/keys.ts';
export type { CookieOptions } from './session/cookie-options.ts';
export type { CookieJar } from './session/cookies.ts';
export type { Court, CourtOptions, PkceNamespace, PkcePair, SessionSnapshot, SessionStore } from './session/types.ts';

export * from './widget/index.ts';
