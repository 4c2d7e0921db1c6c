import { useCallback, useSyncExternalStore } from 'react';
import type { CourtSession, SessionSnapshot } from '../element/index.ts';

export function useSession(session: CourtSession): SessionSnapshot {
  const subscribe = useCallback((onChange: () => void) => session.onChange(onChange), [session]);
  const getSnapshot = useCallback(() => session.getSync(), [session]);
  return useSyncExternalStore(subscribe, getSnapshot);
}
