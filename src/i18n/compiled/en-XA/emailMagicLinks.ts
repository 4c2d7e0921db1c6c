// Compiled from src/i18n/messages/en/emailMagicLinks.json (pseudo-locale) by scripts/messages.ts; edit the catalogue, not this file.

export default {
  magicLinkHeading: (): string => "[Çĥéçķ ýóúŕ éɱáíĺ······]",
  magicLinkSentTo: (d: { "email": string | number }): string => "[Áñ éɱáíĺ ŵáš šéñŧ ŧó ·······" + d.email + ".]",
  openWebMail: (d: { "service": string | number }): string => "[Óþéñ ··" + d.service + "]",
  magicLinkTryAgain: (): string => "[Ŧŕý áĝáíñ····]",
  magicLinkResendEmail: (): string => "[Ŕéšéñđ éɱáíĺ·····]",
  magicLinkDidntGetIt: (): string => "[Đíđñ'ŧ ĝéŧ íŧ?····]"
};
