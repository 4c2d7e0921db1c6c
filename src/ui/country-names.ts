// The countries the phone field lists (PhoneField.tsx), named in the language on screen and in that
// language's alphabetical order. Naming them is often the page's first use of the engine's locale
// data, which costs some 50 ms of a phone's CPU (×4) on that first call. With a painted phone form
// React renders the field at the visitor's first touch (element/first-touch.ts): once React's chunk
// is in and waits for that touch, the painted form has the names made while the page is idle
// (`nameInIdleTime`, src/paint/first-form.ts), and the touch finds them made.

export interface CountryOption {
  /** ISO 3166 region code, e.g. US. */
  code: string;
  dialCode: string;
}

export type NamedCountry = CountryOption & { name: string };

/**
 * Each list named once per language, by the language and the list's codes (a list that comes again
 * as a new array is the same list). A handful of entries: the languages the widget speaks, times the
 * one-country list and the whole one.
 */
const named = new Map<string, NamedCountry[]>();

export function namedInOrder(countries: readonly CountryOption[], lang: string): NamedCountry[] {
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
 * Names the lists once the page has nothing else to do, where the browser says when that is; where
 * it cannot, the field names them as it renders.
 */
export function nameInIdleTime(lists: ReadonlyArray<readonly CountryOption[]>, lang: string): void {
  if (typeof requestIdleCallback !== 'function') return;
  requestIdleCallback(() => {
    for (const countries of lists) namedInOrder(countries, lang);
  });
}
