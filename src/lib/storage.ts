// Web storage that never throws: private modes and sandboxed frames may refuse access.

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function browserLocalStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Wraps a storage so that a read or write that fails is reported (every time) and otherwise ignored. */
export function safeStorage(storage: KeyValueStorage | undefined, warn: (message: string) => void): KeyValueStorage {
  const attempt = <T>(action: () => T, fallback: T, what: string): T => {
    if (!storage) return fallback;
    try {
      return action();
    } catch (error) {
      warn(`court-login: could not ${what} browser storage (${error instanceof Error ? error.message : String(error)}).`);
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt(() => storage?.getItem(key) ?? null, null, 'read'),
    setItem: (key, value) => attempt(() => storage?.setItem(key, value), undefined, 'write'),
    removeItem: (key) => attempt(() => storage?.removeItem(key), undefined, 'write'),
  };
}
