// @vitest-environment node
// The message catalogues: every locale complete and in step with English, the compiled modules up
// to date, and the pseudo-locale made from English.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COMPILED,
  argumentNames,
  catalogueProblems,
  compileAll,
  pseudoMessage,
  readCatalogues,
  type Catalogue,
  type Catalogues,
} from '../../../scripts/messages.ts';
import english from '../../../src/i18n/compiled/en/index.ts';
import spanish from '../../../src/i18n/compiled/es/index.ts';
import arabic from '../../../src/i18n/compiled/ar/index.ts';
import japanese from '../../../src/i18n/compiled/ja/index.ts';
import pseudo from '../../../src/i18n/compiled/en-XA/index.ts';

const catalogues = readCatalogues();

describe('message catalogues', () => {
  it('have every English area and key in every locale, with the same arguments, as valid ICU messages', () => {
    expect(catalogueProblems(catalogues)).toEqual([]);
    expect([...catalogues.keys()].sort()).toEqual([
      'ar',
      'de',
      'en',
      'es',
      'fr',
      'he',
      'it',
      'ja',
      'ko',
      'nl',
      'pl',
      'pt-BR',
      'tr',
      'zh-CN',
      'zh-TW',
    ]);
  });

  it('src/i18n/compiled is what scripts/messages.ts makes of them (run it after editing a catalogue)', () => {
    for (const [path, contents] of compileAll(catalogues)) {
      expect(readFileSync(join(COMPILED, path), 'utf8'), path).toBe(contents);
    }
  });

  it('name what is wrong: a missing key, an unknown key, other arguments, a broken message', () => {
    const broken: Catalogues = new Map([
      ['en', new Map<string, Catalogue>([['core', { greet: 'Hello {name}', bye: 'Bye' }]])],
      ['es', new Map<string, Catalogue>([['core', { greet: 'Hola {nombre}', extra: 'x' }]])],
      ['fr', new Map<string, Catalogue>([['core', { greet: 'Bonjour {name', bye: 'Salut' }]])],
    ]);
    const problems = catalogueProblems(broken).join('\n');
    expect(problems).toContain('es/core.json: greet has arguments (nombre), English has (name)');
    expect(problems).toContain('es/core.json: extra is not an English key');
    expect(problems).toContain('es/core.json lacks bye');
    expect(problems).toMatch(/fr\/core\.json: greet: /);
  });

  it('count plural arguments as arguments', () => {
    expect(argumentNames('Wait {seconds, plural, one {# second} other {# seconds}} for {name}')).toEqual([
      'name',
      'seconds',
    ]);
  });
});

describe('compiled messages', () => {
  it('keep the English texts of the specification exactly', () => {
    expect(english.header()).toBe('Sign up or log in');
    expect(english.invalidPasscode()).toBe('Invalid passcode, please try again.');
    expect(english.continueWithProvider({ name: 'Google' })).toBe('Continue with Google');
  });

  it('choose plural forms by the locale’s rules and format the number in it', () => {
    expect(english.tooManyAttemptsWait({ seconds: 1 })).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(english.tooManyAttemptsWait({ seconds: 30 })).toBe(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
    expect(spanish.tooManyAttemptsWait({ seconds: 1 })).toContain('1 segundo ');
    expect(spanish.tooManyAttemptsWait({ seconds: 2 })).toContain('2 segundos');
    // Arabic has six plural forms: two is a word of its own.
    expect(arabic.tooManyAttemptsWait({ seconds: 2 })).toContain('ثانيتين');
    expect(arabic.tooManyAttemptsWait({ seconds: 3 })).toContain('ثوانٍ');
    expect(arabic.tooManyAttemptsWait({ seconds: 11 })).not.toBe(arabic.tooManyAttemptsWait({ seconds: 3 }));
    expect(japanese.tooManyAttemptsWait({ seconds: 1 })).toContain('秒');
  });

  it('give the pseudo-locale accented, longer, bracketed texts with the arguments kept', () => {
    expect(pseudoMessage('Continue with {name}')).toMatch(/^\[Çóñŧíñúé ŵíŧĥ ·+\{name\}\]$/);
    const header = pseudo.header();
    expect(header.startsWith('[') && header.endsWith(']')).toBe(true);
    expect(header.length).toBeGreaterThanOrEqual(Math.round('Sign up or log in'.length * 1.3));
    expect(pseudo.continueWithProvider({ name: 'Google' })).toContain('Google');
    expect(pseudo.tooManyAttemptsWait({ seconds: 2 })).toContain('2');
  });
});
