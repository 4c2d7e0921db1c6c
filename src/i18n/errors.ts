// The messages of errors in the language on screen. The code that words them (describe-error.ts) is
// a chunk requested right after the first screen is painted; until it is there (it always is by the
// time anyone can act), an error reads as the generic message.
import { useContext, useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/after-paint.ts';
import core from './compiled/en/core.ts';
import type { DescribedError } from './describe-error.ts';
import { LanguageContext, useText } from './text.ts';


type Describer = typeof import('./describe-error.ts');

let describer: Describer | undefined;
let loading: Promise<Describer> | undefined;

function loadDescriber(): Promise<Describer> {
  loading ??= afterNextPaint().then(() => import('./describe-error.ts')).then((module) => (describer = module));
  return loading;
}

export function useErrorMessage(): (error: DescribedError) => string {
  const text = useText(core);
  const { table } = useContext(LanguageContext);
  const [ready, setReady] = useState(describer);
  useEffect(() => {
    let active = true;
    if (!ready) loadDescriber().then((module) => active && setReady(module), () => {});
    return () => {
      active = false;
    };
  }, [ready]);
  return (error) => (ready ? ready.errorMessage(error, table) : error.message || text.genericError());
}
