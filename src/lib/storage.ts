// Web storage that never throws: private modes and sandboxed frames may refuse access.

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The page's localStorage, or undefined where there is none. Where reaching it throws (a frame
 * sandboxed without `allow-same-origin`: SecurityError), `warn` says so.
 */
export function browserLocalStorage(warn?: (message: string) => void): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch (error) {
    warn?.(
      `court-login: browser storage cannot be used (${error instanceof Error ? error.message : String(error)}); the session is not kept.`,
    );
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
      warn(
        `court-login: could not ${what} browser storage (${error instanceof Error ? error.message : String(error)}).`,
      );
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt(() => storage?.getItem(key) ?? null, null, 'read'),
    setItem: (key, value) => attempt(() => storage?.setItem(key, value), undefined, 'write'),
    removeItem: (key) => attempt(() => storage?.removeItem(key), undefined, 'write'),
  };
}
