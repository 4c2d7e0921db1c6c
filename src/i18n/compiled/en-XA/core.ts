// Compiled from src/i18n/messages/en/core.json (pseudo-locale) by scripts/messages.ts; edit the catalogue, not this file.

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
  genericError: (): string => "[Šóɱéŧĥíñĝ ŵéñŧ ŵŕóñĝ. Þĺéášé ŧŕý áĝáíñ.·············]",
  lastUsed: (): string => "[Ĺášŧ úšéđ····]"
};
