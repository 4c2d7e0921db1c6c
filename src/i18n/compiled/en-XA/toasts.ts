// Compiled from src/i18n/messages/en/toasts.json (pseudo-locale) by scripts/messages.ts; edit the catalogue, not this file.

export default {
  otpCodeResent: (): string => "[Çóđé ŕéšéñŧ····]",
  magicLinkResent: (): string => "[Éɱáíĺ ŕéšéñŧ·····]",
  toastDismiss: (): string => "[Đíšɱíšš···]",
  toastsLabel: (): string => "[Ñóŧíƒíçáŧíóñš······]"
};
