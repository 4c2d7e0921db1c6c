// The countries the phone field lists (PhoneField.tsx), named in the language on screen and in that
// language's alphabetical order. Naming them is often the page's first use of the engine's locale
// data, which costs some 50 ms of a phone's CPU (×4) on that first call. With a painted phone form
// React renders the field at the visitor's first touch (element/first-touch.ts): once React's chunk
// is in and waits for that touch, the names are made while the page is idle
// (`nameCountriesInIdleTime`, called by element/first-paint.ts), and the touch finds them made.
import { loadCountries, type Country } from '../platform/phone.ts';
import { FIRST_COUNTRY } from './form-recipes.ts';

export type CountryOption = Country;

export type NamedCountry = CountryOption & { name: string };

/**
 * Each list named once per language, by the language and the list's codes (a list that comes again
 * as a new array is the same list; a code's dial code is the metadata's, the same in every list). A
 * handful of entries: the languages the widget speaks, times the one-country list and the whole one.
 */
const named = new Map<string, readonly NamedCountry[]>();

export function namedInOrder(countries: readonly CountryOption[], lang: string): readonly NamedCountry[] {
  const key = `${lang} ${countries.map(({ code }) => code).join()}`;
  let list = named.get(key);
  if (!list) {
    const names = new Intl.DisplayNames([lang, 'en'], { type: 'region' });
    const order = new Intl.Collator([lang, 'en']);
    list = countries
      .map((country) => ({ ...country, name: names.of(country.code) ?? country.code }))
      .sort((a, b) => order.compare(a.name, b.name));
    named.set(key, list);
  }
  return list;
}

/**
 * Names the lists once the page has nothing else to do, where the browser says when that is (where
 * it cannot, the field names them as it renders): one list a callback, so that a press waits for
 * one at most. The first holds the locale data's first use.
 */
export function nameInIdleTime(lists: ReadonlyArray<readonly CountryOption[]>, lang: string): void {
  if (typeof requestIdleCallback !== 'function') return;
  const [first, ...rest] = lists;
  if (!first) return;
  requestIdleCallback(() => {
    namedInOrder(first, lang);
    nameInIdleTime(rest, lang);
  });
}

/**
 * React's phone field, rendered at the visitor's first touch of a painted screen, lists the first
 * country alone, then every country: both named while the page is idle, in plain English, the
 * language of every painted screen. The list comes with the first country's check, which a painted
 * phone form has requested already (src/loading/preload.ts); without it the field names them.
 */
export function nameCountriesInIdleTime(): void {
  loadCountries().then(
    (countries) => nameInIdleTime([[FIRST_COUNTRY], countries], 'en'),
    () => {},
  );
}
