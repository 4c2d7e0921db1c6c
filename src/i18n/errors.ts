// The messages of errors in the language on screen. The code that words them (describe-error.ts) is
// a chunk requested right after the first screen is painted; until it is there (it always is by the
// time anyone can act), an error reads as the generic message.
import { useContext } from 'react';
import { lateModule, useLateModule } from '../lib/late-module.ts';
import firstScreen from './compiled/en/firstScreen.ts';
import type { DescribedError } from './describe-error.ts';
import { LanguageContext, useText } from './text.ts';

const describer = lateModule(() => import('./describe-error.ts'));

export function useErrorMessage(): (error: DescribedError) => string {
  const text = useText(firstScreen);
  const { table } = useContext(LanguageContext);
  const ready = useLateModule(describer);
  return (error) => (ready ? ready.errorMessage(error, table) : error.message || text.genericError());
}
