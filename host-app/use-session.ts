import { useCallback, useSyncExternalStore } from 'react';
import type { SessionSnapshot, SessionStore } from '../src/session/types.ts';

export function useSession(store: SessionStore): SessionSnapshot {
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  const getSnapshot = useCallback(() => store.getSnapshot(), [store]);
  return useSyncExternalStore(subscribe, getSnapshot);
}
