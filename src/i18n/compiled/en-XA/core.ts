// Compiled from src/i18n/messages/en/core.json (pseudo-locale) by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const en = (n: number, ordinal?: boolean): string => new Intl.PluralRules("en", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  header: (): string => "[Šíĝñ úþ óŕ ĺóĝ íñ······]",
  divider: (): string => "[óŕ·]",
  continueWithProvider: (d: { "name": string | number }): string => "[Çóñŧíñúé ŵíŧĥ ·····" + d.name + "]",
  logoAlt: (): string => "[Ĺóĝó··]",
  invalidEmailOtp: (): string => "[Íñṽáĺíđ éɱáíĺ, þĺéášé ŧŕý áĝáíñ.···········]",
  invalidEmail: (): string => "[Íñṽáĺíđ éɱáíĺ áđđŕéšš········]",
  invalidPhone: (): string => "[Íñṽáĺíđ þĥóñé ñúɱƀéŕ, þĺéášé ŧŕý áĝáíñ.·············]",
  invalidPasscode: (): string => "[Íñṽáĺíđ þáššçóđé, þĺéášé ŧŕý áĝáíñ.············]",
  resetPasswordHeading: (): string => "[Ŕéšéŧ ýóúŕ þáššŵóŕđ·······]",
  passkeyRegistrationHeading: (): string => "[Ŕéĝíšŧéŕ á ñéŵ þáššķéý········]",
  configErrorHeading: (): string => "[Šíĝñ-íñ úñáṽáíĺáƀĺé·······]",
  invalidConfig: (): string => "[Ŧĥé šíĝñ-íñ ŵíđĝéŧ íš ñóŧ çóñƒíĝúŕéđ çóŕŕéçŧĺý:················]",
  captchaRequired: (): string => "[Ŧĥíš šíĝñ-íñ ñééđš á šéçúŕíŧý çĥéçķ (çáþŧçĥá) ŧĥáŧ đíđ ñóŧ ŕúñ. Ŕéĺóáđ ŧĥé þáĝé áñđ ŧŕý áĝáíñ.······························]",
  captchaFailed: (): string => "[Ŧĥé šéçúŕíŧý çĥéçķ (çáþŧçĥá) ƒáíĺéđ. Þĺéášé ŧŕý áĝáíñ.··················]",
  genericError: (): string => "[Šóɱéŧĥíñĝ ŵéñŧ ŵŕóñĝ. Þĺéášé ŧŕý áĝáíñ.·············]",
  networkError: (): string => "[Çóúĺđ ñóŧ ŕéáçĥ ŧĥé šíĝñ-íñ šéŕṽíçé. Çĥéçķ ýóúŕ çóññéçŧíóñ áñđ ŧŕý áĝáíñ.························]",
  timeoutError: (): string => "[Ŧĥé šíĝñ-íñ šéŕṽíçé ŧóóķ ŧóó ĺóñĝ ŧó áñšŵéŕ. Þĺéášé ŧŕý áĝáíñ.····················]",
  invalidResponseError: (): string => "[Ŧĥé šíĝñ-íñ šéŕṽíçé šéñŧ áñ áñšŵéŕ ŧĥáŧ çóúĺđ ñóŧ ƀé ŕéáđ. Þĺéášé ŧŕý áĝáíñ.························]",
  tooManyAttempts: (): string => "[Ŧóó ɱáñý áŧŧéɱþŧš. Þĺéášé ŵáíŧ á ɱóɱéñŧ áñđ ŧŕý áĝáíñ.··················]",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "[Ŧóó ɱáñý áŧŧéɱþŧš. Þĺéášé ŵáíŧ ··········" + plural(d.seconds, 0, en, { one: number("en", d.seconds, 0) + " šéçóñđ···", other: number("en", d.seconds, 0) + " šéçóñđš···" }) + " áñđ ŧŕý áĝáíñ.·····]"
};
