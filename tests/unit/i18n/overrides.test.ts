// A page's `strings`: each override checked at run time (a page's script is not type-checked), the
// bad ones warned about in the console and left out, so the widget's own text shows, never a blank.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileOverrides } from '../../../src/i18n/overrides.ts';
import type { TextOverrides } from '../../../src/i18n/keys.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function warnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => {});
}

describe('compileOverrides', () => {
  it('replaces a message by its key, with its arguments and the locale\'s plural forms, tags as text', () => {
    const warn = warnings();
    const table = compileOverrides({
      continueWithProvider: 'Entrar con <b>{name}</b>',
      tooManyAttemptsWait: 'Espera {seconds, plural, one {# segundo} other {# segundos}}',
    } satisfies TextOverrides, 'es');
    expect((table.continueWithProvider as (values: { name: string }) => string)({ name: 'Google' })).toBe('Entrar con <b>Google</b>');
    expect((table.tooManyAttemptsWait as (values: { seconds: number }) => string)({ seconds: 1 })).toBe('Espera 1 segundo');
    expect((table.tooManyAttemptsWait as (values: { seconds: number }) => string)({ seconds: 1500 })).toBe('Espera 1500 segundos');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about an unknown key, an empty or non-string text, invalid ICU and an argument the message lacks, and leaves them out', () => {
    const warn = warnings();
    const table = compileOverrides({
      heade: 'Reserva',
      header: '  ',
      divider: 7,
      continueWithEmail: 'Continuar {',
      continueWithProvider: 'Entrar con {provider}',
      toastDismiss: 'Cerrar',
    }, 'es');
    expect(Object.keys(table)).toEqual(['toastDismiss']);
    const said = warn.mock.calls.map(([message]) => String(message));
    expect(said).toEqual([
      'court-login: strings.heade: there is no message of this key. The widget\'s own text is used.',
      'court-login: strings.header: the text must be a non-empty string. The widget\'s own text is used.',
      'court-login: strings.divider: the text must be a non-empty string. The widget\'s own text is used.',
      expect.stringMatching(/^court-login: strings\.continueWithEmail: the text is not a valid ICU message \(.+\)\. The widget's own text is used\.$/),
      'court-login: strings.continueWithProvider: the text uses {provider}, which this message does not have (it has {name}). The widget\'s own text is used.',
    ]);
  });

  it('ignores strings that are not an object, with a warning', () => {
    const warn = warnings();
    expect(compileOverrides(['header'], 'en')).toEqual({});
    expect(compileOverrides('header', 'en')).toEqual({});
    expect(warn).toHaveBeenCalledWith('court-login: strings must be an object of message keys and texts; it is ignored.');
  });
});
