// Compiled from src/i18n/messages/en/firstScreen.json (pseudo-locale) by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "[Šíĝñ úþ óŕ ĺóĝ íñ······]",
  continueWithProvider: (d: { "name": string | number }): string => "[Çóñŧíñúé ŵíŧĥ ·····" + d.name + "]",
  logoAlt: (): string => "[Ĺóĝó··]",
  resetPasswordHeading: (): string => "[Ŕéšéŧ ýóúŕ þáššŵóŕđ·······]",
  passkeyRegistrationHeading: (): string => "[Ŕéĝíšŧéŕ á ñéŵ þáššķéý········]",
  configErrorHeading: (): string => "[Šíĝñ-íñ úñáṽáíĺáƀĺé·······]",
  genericError: (): string => "[Šóɱéŧĥíñĝ ŵéñŧ ŵŕóñĝ. Þĺéášé ŧŕý áĝáíñ.·············]",
  lastUsed: (): string => "[Ĺášŧ úšéđ····]"
};
