// What the page asks the widget to speak, read in one place for the painted first screen
// (first-paint.ts) and React's (ElementWidget.tsx), so that both tell plain English alike.
import type { WidgetConfig } from '../src/config/types.ts';
import type { LanguageRequest } from '../src/i18n/language-table.ts';
import { speaksPlainEnglish } from '../src/i18n/locales.ts';
import type { ElementValues } from './properties.ts';

/**
 * The tags requested (the element's `locale`, the config's, the page's `<html lang>`: the first the
 * widget speaks wins) and the page's own texts and languages, from the config and from the
 * element's properties, as given: the language table reads them. Undefined for plain English,
 * which loads nothing.
 */
export function languageRequest(
  values: ElementValues,
  config: WidgetConfig | undefined,
  pageLanguage: string,
): LanguageRequest | undefined {
  const requested = [values.locale, config?.locale, pageLanguage];
  return config?.strings ||
    values.stringsProperty ||
    config?.languages ||
    values.languagesProperty ||
    !speaksPlainEnglish(requested)
    ? { requested, config, properties: values }
    : undefined;
}
