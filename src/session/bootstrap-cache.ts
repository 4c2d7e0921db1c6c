// The project settings of a Court: fetched once, cached in localStorage `…::bootstrap` as mapped
// camelCase (docs/provider-api.md#bootstrap), defaults on failure.
import { isBoolean, isInteger, isRecord, isStringArray, parseJson } from '../lib/guards.ts';
import type { KeyValueStorage } from '../lib/storage.ts';
import { BOOTSTRAP_DEFAULTS } from '../provider/bootstrap-defaults.ts';
import type { CourtClient } from '../provider/types.ts';
import type { BootstrapData } from '../types/index.ts';
import { bootstrapKey } from './keys.ts';
import type { Court } from './types.ts';

/** How long an action waits for the settings before using the cached ones. */
const ACTION_WAIT_MS = 3000;

function readCached(text: string | null): BootstrapData | undefined {
  const value = text === null ? undefined : parseJson(text);
  if (!isRecord(value) || !isStringArray(value.emailDomains) || !isRecord(value.captchaSettings)) return undefined;
  const flags = [
    'disableSdkWatermark',
    'pkceRequiredForEmailMagicLinks',
    'pkceRequiredForPasswordResets',
    'pkceRequiredForOauth',
  ];
  if (!flags.every((flag) => isBoolean(value[flag]))) return undefined;
  const password = value.passwordConfig;
  if (
    password !== null &&
    !(isRecord(password) && isInteger(password.ludsComplexity) && isInteger(password.ludsMinimumCount))
  ) {
    return undefined;
  }
  return { ...BOOTSTRAP_DEFAULTS, ...(value as Partial<BootstrapData>) };
}

/** The settings cached by the last success on this browser, or the defaults. */
export const cachedSettings = (storage: KeyValueStorage, publicToken: string): BootstrapData =>
  readCached(storage.getItem(bootstrapKey(publicToken))) ?? BOOTSTRAP_DEFAULTS;

/**
 * The settings an action (an OAuth start) goes with: the fresh ones, waited for a while; once that
 * wait is over, or if they failed (undefined), the cached ones.
 */
export async function settingsForAction(
  fresh: Promise<BootstrapData | undefined>,
  cached: () => BootstrapData,
): Promise<BootstrapData> {
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, ACTION_WAIT_MS));
  return (await Promise.race([fresh, timeout])) ?? cached();
}

export type BootstrapCache = Court['bootstrap'] & {
  /** `client.bootstrap` that also caches every success. */
  fetch: CourtClient['bootstrap'];
};

export function createBootstrap(
  client: CourtClient,
  publicToken: string,
  storage: KeyValueStorage,
  warn: (message: string) => void,
): BootstrapCache {
  const key = bootstrapKey(publicToken);
  let loaded: Promise<BootstrapData> | undefined;

  const fetch: CourtClient['bootstrap'] = async () => {
    const result = await client.bootstrap();
    if (result.ok) storage.setItem(key, JSON.stringify(result.value));
    return result;
  };

  const bootstrap: BootstrapCache = {
    fetch,
    get() {
      // A success is kept for the page's lifetime; after a failure the next call asks again.
      loaded ??= fetch().then((result) => {
        if (result.ok) return result.value;
        loaded = undefined;
        warn(`court-login: could not load the project settings (${result.error.message}); using the defaults.`);
        return BOOTSTRAP_DEFAULTS;
      });
      return loaded;
    },
    getSync: () => cachedSettings(storage, publicToken),
    // A failed request gives the defaults: then the cached settings are better.
    forAction: () =>
      settingsForAction(
        bootstrap.get().then((settings) => (settings === BOOTSTRAP_DEFAULTS ? undefined : settings)),
        bootstrap.getSync,
      ),
  };
  return bootstrap;
}
