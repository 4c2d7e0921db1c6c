// getCourt: one client, session store, PKCE storage and event log per public token and provider URL,
// shared by everything on the page (elements and the host app) through a global registry.
import { browserLocalStorage, safeStorage } from '../lib/storage.ts';
import { resolveBaseUrl } from '../provider/base-url.ts';
import { createClient } from '../provider/client.ts';
import { systemClock } from '../lib/clock.ts';
import { createEventQueue } from '../provider/events.ts';
import type { CourtClient } from '../provider/types.ts';
import { createBootstrap } from './bootstrap-cache.ts';
import { resolveCookieOptions } from './cookie-options.ts';
import { courtKey, courtRegistry } from './court-key.ts';
import { createSessionCookies } from './cookies.ts';
import { createPkceStore } from './pkce.ts';
import { authenticateRedirectToken } from './redirect.ts';
import { createSessionStore } from './store.ts';
import { storingClient } from './storing-client.ts';
import type { Court, CourtOptions, SessionStore } from './types.ts';

export { courtSession } from './page-session.ts';

export function getCourt(options: CourtOptions): Court {
  const key = courtKey(options);
  const baseUrl = resolveBaseUrl(options.publicToken, options.providerUrl);
  const existing = courtRegistry().get(key);
  if (existing) return existing;
  // Only this Court's own entry is forgotten: disposing a stale Court again must not drop its successor.
  const court = buildCourt(options, baseUrl, () => {
    if (courtRegistry().get(key) === court) courtRegistry().delete(key);
  });
  courtRegistry().set(key, court);
  return court;
}

function buildCourt(options: CourtOptions, baseUrl: string, forget: () => void): Court {
  const { publicToken } = options;
  let disposed = false;
  // A Court disposed of has no page left to tell: a request of its that fails later says nothing.
  const warn = (message: string) => disposed || console.warn(message);
  const storage = safeStorage(browserLocalStorage(warn), warn);
  const hostname = globalThis.location?.hostname ?? 'localhost';
  const cookies = createSessionCookies(resolveCookieOptions(options.cookieOptions, warn), hostname, undefined, warn);
  let session: SessionStore | undefined;
  const raw = createClient({
    publicToken,
    baseUrl,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    getSessionToken: () => cookies.token(),
    getTelemetryIds: () => {
      const snapshot = session?.getSnapshot();
      return { userId: snapshot?.user?.user_id, sessionId: snapshot?.session?.session_id };
    },
  });
  session = createSessionStore({ publicToken, sessions: raw.sessions, cookies, storage, hostname, warn });
  const { fetch: fetchBootstrap, ...bootstrap } = createBootstrap(raw, publicToken, storage, warn);
  const client: CourtClient = { ...storingClient(raw, session), bootstrap: fetchBootstrap };
  const pkce = createPkceStore({ publicToken, storage, warn });
  const events = createEventQueue(raw.sendEvents, systemClock, raw.telemetry);
  void bootstrap.get();
  events.log('sdk_instance_instantiated', {
    event_callback_registered: false,
    error_callback_registered: false,
    success_callback_registered: false,
  });
  const store = session;
  return {
    client,
    session: store,
    pkce,
    logEvent: (name, details) => events.log(name, details),
    authenticateRedirectToken: (token, tokenType, minutes) =>
      authenticateRedirectToken(client, pkce, token, tokenType, minutes),
    bootstrap,
    dispose() {
      disposed = true;
      store.dispose();
      events.dispose();
      forget();
    },
  };
}
