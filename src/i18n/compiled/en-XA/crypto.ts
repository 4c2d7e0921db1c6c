// Compiled from src/i18n/messages/en/crypto.json (pseudo-locale) by scripts/messages.ts; edit the catalogue, not this file.

export default {
  cryptoContinueWithWallet: (d: { "wallet": string | number }): string => "[Çóñŧíñúé ŵíŧĥ ·····" + d.wallet + "]",
  cryptoOtherEthereumWallet: (): string => "[Óŧĥéŕ Éŧĥéŕéúɱ Ŵáĺĺéŧ········]",
  cryptoOtherSolanaWallet: (): string => "[Óŧĥéŕ Šóĺáñá Ŵáĺĺéŧ·······]",
  continueWithOtherWallet: (): string => "[Çóñŧíñúé ŵíŧĥ óŧĥéŕ Çŕýþŧó Ŵáĺĺéŧ············]",
  setUpWallet: (): string => "[Šéŧ úþ á ñéŵ çŕýþŧó ŵáĺĺéŧ·········]",
  cryptoConnectHeading: (d: { "wallet": string | number }): string => "[Çóññéçŧíñĝ ŧó ·····" + d.wallet + "...]",
  cryptoConnectText: (): string => "[Áþþŕóṽé ŧĥé çóññéçŧíóñ íñ ýóúŕ ŵáĺĺéŧ ŧó çóñŧíñúé.·················]",
  cryptoSignHeading: (): string => "[Çóɱþĺéŧé šíĝñáŧúŕé ŕéǫúéšŧ··········]",
  cryptoSignText: (d: { "wallet": string | number }): string => "[Šíĝñ ŧĥé ɱéššáĝé íñ ·······" + d.wallet + " ŧó þŕóṽé ŧĥáŧ ŧĥé ŵáĺĺéŧ íš ýóúŕš. Šíĝñíñĝ íš ƒŕéé áñđ šéñđš ñó ŧŕáñšáçŧíóñ.·························]",
  cryptoWaiting: (): string => "[Ŵáíŧíñĝ ƒóŕ ýóúŕ ŵáĺĺéŧ...········]",
  cryptoCancel: (): string => "[Çáñçéĺ···]",
  cryptoBack: (): string => "[Ɓáçķ··]",
  cryptoOtherHeading: (): string => "[Óŧĥéŕ çŕýþŧó ŵáĺĺéŧš········]",
  cryptoOtherText: (): string => "[Çĥóóšé ŧĥé ŵáĺĺéŧ ŧó šíĝñ íñ ŵíŧĥ.···········]",
  cryptoSetupHeading: (): string => "[Šéŧ úþ á ñéŵ çŕýþŧó ŵáĺĺéŧ·········]",
  cryptoSetupText: (): string => "[Íñšŧáĺĺ óñé óƒ ŧĥéšé ŵáĺĺéŧš íñ ýóúŕ ƀŕóŵšéŕ, ŧĥéñ çóɱé ƀáçķ ĥéŕé áñđ šíĝñ íñ ŵíŧĥ íŧ.····························]",
  cryptoGetWallet: (d: { "wallet": string | number }): string => "[Ĝéŧ ··" + d.wallet + "]",
  cryptoOpensInNewTab: (): string => "[(óþéñš íñ á ñéŵ ŧáƀ)······]",
  cryptoErrorHeading: (): string => "[Ĺóóķš ĺíķé ŧĥéŕé ŵáš áñ éŕŕóŕ!··········]",
  cryptoTryAgain: (): string => "[Ŧŕý áĝáíñ····]",
  cryptoSuccessHeading: (): string => "[Šúççéšš···]",
  cryptoSuccessText: (): string => "[Ýóú áŕé šíĝñéđ íñ ŵíŧĥ ýóúŕ çŕýþŧó ŵáĺĺéŧ.··············]"
};
