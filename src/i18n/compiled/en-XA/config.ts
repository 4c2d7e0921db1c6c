// Compiled from src/i18n/messages/en/config.json (pseudo-locale) by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configErrorEmlAndEmailOtp: (): string => "[Éŕŕóŕ: Çáññóŧ úšé ƀóŧĥ ÉṀĹ áñđ Éɱáíĺ ÓŦÞ·············]",
  configErrorPasskeysAlone: (): string => "[Éŕŕóŕ: Çáññóŧ úšé Þáššķéýš ƀý íŧšéĺƒ, þĺéášé áđđ áñóŧĥéŕ þŕóđúçŧ ŧó ŧĥé çóñƒíĝ.··························]"
};
