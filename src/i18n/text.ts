// How a screen gets its texts: useText(area) gives the area's English messages, each replaced by
// the chosen locale's and by the page's `strings` override where there is one. English costs
// nothing more than its own messages: the table is absent until another locale or an override is set.
import { createContext, useContext, useMemo } from 'react';

/** A compiled message: its arguments (if any) → the text to show. */
export type Message = (values: never) => string;
export type Messages = Record<string, Message>;

/** The language on screen: its tag and direction, and its messages merged with the page's overrides (none for plain English). */
export interface Language {
  lang: string;
  dir: 'ltr' | 'rtl';
  table?: Messages;
}

/** Plain English: the catalogues' own messages, no table. */
export const ENGLISH: Language = { lang: 'en', dir: 'ltr' };

export const LanguageContext = createContext<Language>(ENGLISH);

export function useText<Area extends Messages>(english: Area): Area {
  const { table } = useContext(LanguageContext);
  return useMemo(() => (table ? localize(english, table) : english), [english, table]);
}

/**
 * The area's messages with those of the table put in their place. Each is given the English one
 * as its fallback: a page's override that cannot format its values gives way to it (overrides.ts).
 */
export function localize<Area extends Messages>(english: Area, table: Messages): Area {
  const result = { ...english };
  for (const key in english) {
    const own = table[key] as Fallible | undefined;
    if (own) result[key] = ((values: never) => own(values, english[key])) as Area[typeof key];
  }
  return result;
}

/** A message that may be given what to say when it cannot format its values. */
export type Fallible = (values: never, fallback?: Message) => string;
