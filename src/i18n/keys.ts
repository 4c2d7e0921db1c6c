// The types of a page's `strings` (any message of the widget by its key, as an ICU message text)
// and of its `languages` (whole catalogues of them).
import type { MessageKey } from './compiled/keys.ts';

export type { MessageKey };
export type TextOverrides = Partial<Record<MessageKey, string>>;

/** A language of the page's own (`languages`): every message of the widget for one locale, in ICU. */
export interface LanguageCatalogue {
  /** Its BCP 47 tag, e.g. `sv`; chosen as a shipped locale would be (`sv-SE` asks for it too). */
  locale: string;
  /** The texts by message key; a key left out is shown in English. */
  messages: TextOverrides;
  /** The direction it is written in; left to right unless the locale is Arabic or Hebrew. */
  dir?: 'ltr' | 'rtl';
}
