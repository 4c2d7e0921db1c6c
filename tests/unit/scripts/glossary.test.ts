// @vitest-environment node
// The glossaries beside the catalogues: the message compiler refuses a catalogue that uses a word its
// language's glossary rules out, naming the locale, the key, the word and the glossary's choice, and
// refuses a translated locale without a glossary or with a glossary it cannot read.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { GLOSSARY_TERMS, readGlossary } from '../../../scripts/glossary.ts';
import {
  SOURCES,
  compileAll,
  glossaryProblems,
  readCatalogues,
  readGlossaries,
  type Catalogue,
  type Catalogues,
  type Glossaries,
} from '../../../scripts/messages.ts';

/** A glossary deciding every term, with the passcode's ruled-out words given. */
function glossary(passcodeAvoid: unknown[] = [], extra: Record<string, unknown> = {}): Record<string, unknown> {
  const terms: Record<string, { use: string[]; avoid: unknown[] }> = Object.fromEntries(
    GLOSSARY_TERMS.map((term) => [term, { use: [term], avoid: [] }]),
  );
  terms.passcode = { use: ['code de vérification', 'code'], avoid: passcodeAvoid };
  return { register: { use: ['vous'], avoid: [] }, terms, ...extra };
}

const CODE_D_ACCES = { word: 'code d’accès', why: 'one word from the passkey’s clé d’accès' };

function catalogues(french: Catalogue): Catalogues {
  return new Map([
    ['en', new Map<string, Catalogue>([['otp', { otpHeading: 'Enter passcode', otpSentTo: 'Sent to {email}.' }]])],
    [
      'fr',
      new Map<string, Catalogue>([
        ['otp', { otpHeading: 'Saisissez le code', otpSentTo: 'Envoyé à {email}.', ...french }],
      ]),
    ],
  ]);
}

describe('glossary refusals', () => {
  it('name the locale, area, key, word and the glossary’s choice, with its reason', () => {
    const glossaries: Glossaries = new Map([['fr', glossary([CODE_D_ACCES])]]);
    const problems = glossaryProblems(catalogues({ otpHeading: 'Saisissez le code d’accès' }), glossaries);
    expect(problems).toEqual([
      'fr/otp.json: otpHeading uses "code d’accès", which the glossary rules out for term "passcode" ' +
        '(its choice: "code de vérification", "code"): one word from the passkey’s clé d’accès',
    ]);
    expect(() => compileAll(catalogues({ otpHeading: 'Saisissez le code d’accès' }), glossaries)).toThrow(
      /otpHeading uses "code d’accès"/,
    );
  });

  it('accept a catalogue that keeps to the glossary', () => {
    const glossaries: Glossaries = new Map([['fr', glossary([CODE_D_ACCES])]]);
    expect(glossaryProblems(catalogues({}), glossaries)).toEqual([]);
    expect(compileAll(catalogues({}), glossaries).has('fr/otp.ts')).toBe(true);
  });

  it('match whatever the case and apostrophe, inside plural cases, but not an argument’s name', () => {
    const glossaries: Glossaries = new Map([['fr', glossary([CODE_D_ACCES, { word: 'email', why: 'say e-mail' }])]]);
    expect(glossaryProblems(catalogues({ otpHeading: "CODE D'ACCÈS" }), glossaries)).toHaveLength(1);
    expect(
      glossaryProblems(catalogues({ otpHeading: '{n, plural, one {# code d’accès} other {# codes}}' }), glossaries),
    ).toHaveLength(1);
    // {email} is the argument, not the word: the English arguments must stay as they are.
    expect(glossaryProblems(catalogues({ otpSentTo: 'Envoyé à {email}.' }), glossaries)).toEqual([]);
  });

  it('let a ruled-out word stand inside a chosen word, and tell a no-break space from a breakable one', () => {
    const provider = glossary([{ word: 'code d', why: 'code de vérification only' }]);
    expect(
      glossaryProblems(catalogues({ otpHeading: 'Saisissez le code de vérification' }), new Map([['fr', provider]])),
    ).toEqual([]);
    expect(
      glossaryProblems(catalogues({ otpHeading: 'Saisissez le code d’accès' }), new Map([['fr', provider]])),
    ).toHaveLength(1);
    const spaces = glossary([], {
      register: { use: ['vous'], avoid: [{ word: ' !', why: 'a breakable space before !: use U+00A0' }] },
    });
    expect(glossaryProblems(catalogues({ otpHeading: 'Saisissez le code\u00a0!' }), new Map([['fr', spaces]]))).toEqual(
      [],
    );
    expect(glossaryProblems(catalogues({ otpHeading: 'Saisissez le code !' }), new Map([['fr', spaces]]))).toEqual([
      expect.stringContaining(
        'fr/otp.json: otpHeading uses " !", which the glossary rules out for register (its choice: "vous")',
      ),
    ]);
  });

  it('match a whole word only when asked, and only in the keys named', () => {
    const wholeWord = glossary([{ word: 'tu', wholeWord: true, why: 'vous' }]);
    expect(glossaryProblems(catalogues({ otpHeading: 'Le statut du code' }), new Map([['fr', wholeWord]]))).toEqual([]);
    expect(
      glossaryProblems(catalogues({ otpHeading: 'Saisis-tu le code ?' }), new Map([['fr', wholeWord]])),
    ).toHaveLength(1);

    // The passcode's own word, ruled out where a CAPTCHA is meant.
    const scoped = glossary();
    (scoped.terms as Record<string, unknown>).captcha = {
      use: ['test de sécurité'],
      avoid: [{ word: 'code', keys: ['captcha'], why: 'a CAPTCHA is not a code' }],
    };
    const french = catalogues({});
    french.get('en')!.get('otp')!.captchaFailed = 'Security check failed';
    french.get('fr')!.get('otp')!.captchaFailed = 'Le code de sécurité a échoué';
    expect(glossaryProblems(french, new Map([['fr', scoped]]))).toEqual([
      expect.stringMatching(/^fr\/otp\.json: captchaFailed uses "code"/),
    ]);
  });

  it('refuse a translated locale without a glossary, and a glossary that lacks a term, the register or the variety', () => {
    expect(glossaryProblems(catalogues({}), new Map())).toEqual([
      expect.stringContaining('fr has no glossary (src/i18n/messages/fr/glossary.json)'),
    ]);
    const { passcode: _dropped, ...terms } = glossary().terms as Record<string, unknown>;
    expect(readGlossary('fr', { ...glossary(), terms }).problems).toEqual([
      'fr/glossary.json lacks the term "passcode"',
    ]);
    expect(readGlossary('fr', { terms: glossary().terms }).problems).toEqual([
      expect.stringContaining('fr/glossary.json: register'),
    ]);
    expect(readGlossary('es', glossary()).problems).toEqual(['es/glossary.json must name its variety ("variety")']);
    expect(
      readGlossary('pt-BR', glossary(undefined, { variety: { use: ['Brazilian Portuguese'], avoid: [] } })).problems,
    ).toEqual([]);
    expect(readGlossary('fr', glossary([{ word: '' }])).problems).toEqual([
      expect.stringContaining('terms.passcode.avoid[0] must have a non-empty "word" and "why"'),
    ]);
    expect(readGlossary('fr', [1, 2]).problems).toEqual([expect.stringContaining('must be a JSON object')]);
  });

  it('hold for the shipped catalogues: every translated locale has a glossary and keeps to it', () => {
    const shipped = readCatalogues();
    const glossaries = readGlossaries();
    expect(glossaryProblems(shipped, glossaries)).toEqual([]);
    for (const locale of shipped.keys()) if (locale !== 'en') expect(glossaries.has(locale), locale).toBe(true);
  });
});

describe('npx tsx scripts/messages.ts', () => {
  let copy: string | undefined;
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
    copy = undefined;
  });

  it('exits non-zero and prints the refusal when a catalogue uses a ruled-out word', async () => {
    // A copy of the catalogues where the French passcode heading uses the word the glossary rules out.
    copy = mkdtempSync(join(tmpdir(), 'court-messages-'));
    cpSync(SOURCES, copy, { recursive: true });
    const otp = join(copy, 'fr', 'otp.json');
    const messages = JSON.parse(readFileSync(otp, 'utf8')) as Catalogue;
    writeFileSync(otp, JSON.stringify({ ...messages, otpHeading: 'Saisissez le code d’accès' }));
    const run = promisify(execFile)('npx', ['tsx', 'scripts/messages.ts', '--check', '--sources', copy], {
      cwd: join(SOURCES, '../../..'),
    });
    const failure = await run.then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      'fr/otp.json: otpHeading uses "code d’accès", which the glossary rules out for term "passcode"',
    );
    expect(failure?.stderr).not.toMatch(/\n\s+at /); // the problems, not a stack trace
  }, 60_000);
});
