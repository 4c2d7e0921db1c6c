// Project settings for the flow. The first screen never waits for them: until they arrive the
// cached (or default) settings apply. Products whose views show them keep them fresh with a
// companion (see src/products/bootstrap-revalidation.ts); the others read the Court's own request.
import { useCallback, useRef, useState } from 'react';
import { BOOTSTRAP_DEFAULTS } from '../provider/bootstrap-defaults.ts';
import type { Court } from '../session/types.ts';
import type { BootstrapData } from '../types/index.ts';

export interface BootstrapAccess {
  /** For views: the loaded settings, else the cached ones or the defaults. */
  current: BootstrapData;
  /** For effects: the loaded settings, else waits up to 3 s for them, else the cached ones. */
  load(): Promise<BootstrapData>;
  /** Settings a companion has loaded. */
  receive(data: BootstrapData): void;
}

/** `loaded` is the Court once `court` has resolved: until then views see the defaults. */
export function useBootstrap(court: Promise<Court>, loaded: Court | undefined): BootstrapAccess {
  const [data, setData] = useState<BootstrapData>();
  const latest = useRef(data);
  latest.current = data;
  const load = useCallback(async () => {
    if (latest.current) return latest.current;
    return (await court).bootstrap.forAction();
  }, [court]);
  return { current: data ?? loaded?.bootstrap.getSync() ?? BOOTSTRAP_DEFAULTS, load, receive: setData };
}
