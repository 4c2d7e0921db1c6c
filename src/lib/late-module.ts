// A module that nothing on the first screen needs: requested once, after that screen is painted,
// and then kept. Components that use it render without it until it has arrived.
import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-paint.ts';

export interface LateModule<Module> {
  loaded?: Module;
  load(): Promise<Module>;
}

export function lateModule<Module>(importer: () => Promise<Module>): LateModule<Module> {
  let loading: Promise<Module> | undefined;
  const late: LateModule<Module> = {
    load: () =>
      (loading ??= afterNextPaint()
        .then(importer)
        .then((module) => (late.loaded = module))),
  };
  return late;
}

/** The module once it is there (asking for it on first use); undefined until then. */
export function useLateModule<Module>(late: LateModule<Module>): Module | undefined {
  const [module, setModule] = useState(late.loaded);
  useEffect(() => {
    let active = true;
    if (!module)
      late.load().then(
        (loaded) => active && setModule(() => loaded),
        () => {},
      );
    return () => {
      active = false;
    };
  }, [module, late]);
  return module;
}
