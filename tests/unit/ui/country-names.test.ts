import { afterEach, describe, expect, it, vi } from 'vitest';
import { nameCountriesInIdleTime, nameInIdleTime, namedInOrder } from '../../../src/ui/country-names.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The names stay made for the module's life: each test names lists of its own, in a language of its own.
const list = (...codes: string[]) => codes.map((code) => ({ code, dialCode: '+0' }));

/** Counts the region names made from now on (the first of a page loads the engine's locale data). */
function countNamings(): { readonly count: number } {
  const counter = { count: 0 };
  class Counted extends Intl.DisplayNames {
    constructor(...args: ConstructorParameters<typeof Intl.DisplayNames>) {
      super(...args);
      counter.count += 1;
    }
  }
  vi.stubGlobal('Intl', Object.create(Intl, { DisplayNames: { value: Counted } }));
  return counter;
}

describe('the phone field’s countries by name', () => {
  it('names them in the language given, in its alphabetical order', () => {
    expect(namedInOrder(list('DE', 'AT', 'CH'), 'de').map(({ name }) => name)).toEqual([
      'Deutschland',
      'Österreich',
      'Schweiz',
    ]);
    expect(namedInOrder(list('DE', 'AT', 'CH'), 'en').map(({ name }) => name)).toEqual([
      'Austria',
      'Germany',
      'Switzerland',
    ]);
  });

  it('names a list once per language, also when it comes again as a new array', () => {
    const namings = countNamings();
    const first = namedInOrder(list('FR', 'BE'), 'fr');
    expect(namedInOrder(list('FR', 'BE'), 'fr')).toBe(first);
    expect(namings.count).toBe(1);
    namedInOrder(list('FR', 'BE'), 'nl');
    expect(namings.count).toBe(2);
  });

  it('names them when the page is idle, one list a time, not before', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const namings = countNamings();
    nameInIdleTime([list('JP'), list('JP', 'KR')], 'ja');
    expect(namings.count).toBe(0);
    idle.shift()!();
    expect(namings.count).toBe(1);
    idle.shift()!();
    expect(namings.count).toBe(2);
    expect(idle).toHaveLength(0);
    // The field then finds them made.
    namedInOrder(list('JP', 'KR'), 'ja');
    expect(namings.count).toBe(2);
  });

  it('names the painted phone form’s first country and every country, in English, when idle', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    nameCountriesInIdleTime();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()!();
    idle.shift()!();
    const namings = countNamings();
    expect(namedInOrder([{ code: 'US', dialCode: '+1' }], 'en').map(({ name }) => name)).toEqual(['United States']);
    const { COUNTRIES } = await import('../../../src/platform/first-country-phone.ts');
    expect(namedInOrder(COUNTRIES, 'en').length).toBe(COUNTRIES.length);
    expect(namings.count).toBe(0);
  });

  it('leaves them to the field where the browser cannot say when it is idle', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const namings = countNamings();
    nameInIdleTime([list('IT')], 'it');
    expect(namings.count).toBe(0);
  });
});
