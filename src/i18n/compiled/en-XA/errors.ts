// Compiled from src/i18n/messages/en/errors.json (pseudo-locale) by scripts/messages.ts; edit the catalogue, not this file.

export default {
  "error.breached_password": (): string => "[Ŧĥíš þáššŵóŕđ ĥáš áþþéáŕéđ íñ á đáŧá ƀŕéáçĥ. Þĺéášé çĥóóšé á đíƒƒéŕéñŧ óñé.·························]",
  "error.weak_password": (): string => "[Ŧĥíš þáššŵóŕđ íš ŧóó ŵéáķ. Þĺéášé çĥóóšé á šŧŕóñĝéŕ óñé.··················]",
  "error.unauthorized_credentials": (): string => "[Ŧĥé éɱáíĺ óŕ þáššŵóŕđ íš íñçóŕŕéçŧ.············]",
  "error.email_not_found": (): string => "[Ñó áççóúñŧ ŵáš ƒóúñđ ŵíŧĥ ŧĥíš éɱáíĺ áđđŕéšš.···············]",
  "error.duplicate_email": (): string => "[Áñ áççóúñŧ ŵíŧĥ ŧĥíš éɱáíĺ áđđŕéšš áĺŕéáđý éẋíšŧš.·················]",
  "error.invalid_email": (): string => "[Íñṽáĺíđ éɱáíĺ áđđŕéšš········]",
  "error.invalid_phone_number": (): string => "[Íñṽáĺíđ þĥóñé ñúɱƀéŕ, þĺéášé ŧŕý áĝáíñ.·············]",
  "error.phone_number_not_found": (): string => "[Ñó áççóúñŧ ŵáš ƒóúñđ ŵíŧĥ ŧĥíš þĥóñé ñúɱƀéŕ.···············]",
  "error.magic_link_not_found": (): string => "[Ŧĥíš šíĝñ-íñ ĺíñķ ĥáš éẋþíŕéđ óŕ ŵáš áĺŕéáđý úšéđ. Þĺéášé ŕéǫúéšŧ á ñéŵ óñé.························]",
  "error.unable_to_auth_magic_link": (): string => "[Ŧĥíš šíĝñ-íñ ĺíñķ ĥáš éẋþíŕéđ óŕ ŵáš áĺŕéáđý úšéđ. Þĺéášé ŕéǫúéšŧ á ñéŵ óñé.························]",
  "error.unable_to_auth_password_reset_token": (): string => "[Ŧĥíš þáššŵóŕđ ŕéšéŧ ĺíñķ ĥáš éẋþíŕéđ óŕ ŵáš áĺŕéáđý úšéđ. Þĺéášé ŕéǫúéšŧ á ñéŵ óñé.···························]",
  "error.session_not_found": (): string => "[Ýóúŕ šéššíóñ ĥáš éñđéđ. Þĺéášé šíĝñ íñ áĝáíñ.···············]",
  "error.crypto_wallet_not_found": (): string => "[Ŧĥíš ŵáĺĺéŧ íš ñóŧ ĺíñķéđ ŧó áñ áççóúñŧ.·············]",
  "error.unable_to_authenticate_crypto_wallet": (): string => "[Ŧĥé ŵáĺĺéŧ'š šíĝñáŧúŕé çóúĺđ ñóŧ ƀé ṽéŕíƒíéđ. Þĺéášé ŧŕý áĝáíñ.·····················]",
  "error.siwe_message_expired": (): string => "[Ŧĥé šíĝñ-íñ ɱéššáĝé ĥáš éẋþíŕéđ. Þĺéášé šíĝñ íŧ áĝáíñ.··················]",
  "error.invalid_crypto_wallet_address": (): string => "[Ŧĥíš ŵáĺĺéŧ áđđŕéšš íš ñóŧ ṽáĺíđ.···········]"
};
