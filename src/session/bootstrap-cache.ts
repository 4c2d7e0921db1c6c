// The project settings of a Court: fetched once, cached in localStorage `…::bootstrap` as mapped
// camelCase (docs/provider-api.md#bootstrap), defaults on failure.
import { isRecord, parseJson, type JsonRecord } from '../lib/guards.ts';
import type { KeyValueStorage } from '../lib/storage.ts';
import { readBootstrap } from '../provider/bootstrap.ts';
import { BOOTSTRAP_DEFAULTS } from '../provider/bootstrap-defaults.ts';
import type { CourtClient } from '../provider/types.ts';
import type { BootstrapData } from '../types/index.ts';
import { bootstrapKey } from './keys.ts';
import type { Court } from './types.ts';

/** How long an action waits for the settings before using the cached ones. */
const ACTION_WAIT_MS = 3000;

const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The cached settings, checked field by field as the provider's answer is (readBootstrap): stored
 * state is outside input, and a setting of the wrong kind (a flag that is a string) must not switch
 * a protection on or a name into a screen. The cache holds them mapped, so they are put back in the
 * provider's words first.
 */
function readCached(text: string | null): BootstrapData | undefined {
  const value = text === null ? undefined : parseJson(text);
  if (!isRecord(value)) return undefined;
  const wire: JsonRecord = {};
  for (const name of Object.keys(BOOTSTRAP_DEFAULTS)) {
    if (Object.hasOwn(value, name)) wire[snakeCase(name)] = value[name];
  }
  const password = value.passwordConfig;
  if (isRecord(password))
    wire.password_config = { luds_complexity: password.ludsComplexity, luds_minimum_count: password.ludsMinimumCount };
  const read = readBootstrap(wire);
  return read.ok ? read.value : undefined;
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
