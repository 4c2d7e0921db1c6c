// A language the widget does not ship, as a page would give it (`languages`): every message of the
// English catalogues, the ones on the way to signing in by an emailed passcode in Swedish.
import type { LanguageCatalogue } from '../../../element/index.ts';

// Every area of the English catalogues; its glossary (the words each language chose) is not a catalogue.
const english = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Record<string, string>>(['../../../src/i18n/messages/en/*.json', '!**/glossary.json'], {
      eager: true,
      import: 'default',
    }),
  ),
) as Record<string, string>;

export const SWEDISH_TEXTS = {
  header: 'Registrera dig eller logga in',
  emailFieldLabel: 'E-post',
  emailFieldPlaceholder: 'namn@exempel.se',
  continueWithEmail: 'Fortsätt med e-post',
  otpHeading: 'Ange engångskoden',
  otpSentTo: 'En sexsiffrig kod skickades till {destination}.',
  otpSuccessHeading: 'Klart',
  otpSuccessText: 'Din kod är bekräftad.',
};

/** A complete catalogue for `locale`: the Swedish texts above, English for the rest, with `changes` over them. */
export function swedishCatalogue(locale = 'sv', changes: Record<string, unknown> = {}): LanguageCatalogue {
  return { locale, messages: { ...english, ...SWEDISH_TEXTS, ...changes } as LanguageCatalogue['messages'] };
}
