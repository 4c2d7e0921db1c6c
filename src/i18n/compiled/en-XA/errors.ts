// Compiled from src/i18n/messages/en/errors.json (pseudo-locale) by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const en = (n: number, ordinal?: boolean): string => new Intl.PluralRules("en", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  captchaRequired: (): string => "[Ŧĥíš šíĝñ-íñ ñééđš á šéçúŕíŧý çĥéçķ (çáþŧçĥá) ŧĥáŧ đíđ ñóŧ ŕúñ. Ŕéĺóáđ ŧĥé þáĝé áñđ ŧŕý áĝáíñ.······························]",
  captchaFailed: (): string => "[Ŧĥé šéçúŕíŧý çĥéçķ (çáþŧçĥá) ƒáíĺéđ. Þĺéášé ŧŕý áĝáíñ.··················]",
  networkError: (): string => "[Çóúĺđ ñóŧ ŕéáçĥ ŧĥé šíĝñ-íñ šéŕṽíçé. Çĥéçķ ýóúŕ çóññéçŧíóñ áñđ ŧŕý áĝáíñ.························]",
  timeoutError: (): string => "[Ŧĥé šíĝñ-íñ šéŕṽíçé ŧóóķ ŧóó ĺóñĝ ŧó áñšŵéŕ. Þĺéášé ŧŕý áĝáíñ.····················]",
  invalidResponseError: (): string => "[Ŧĥé šíĝñ-íñ šéŕṽíçé šéñŧ áñ áñšŵéŕ ŧĥáŧ çóúĺđ ñóŧ ƀé ŕéáđ. Þĺéášé ŧŕý áĝáíñ.························]",
  tooManyAttempts: (): string => "[Ŧóó ɱáñý áŧŧéɱþŧš. Þĺéášé ŵáíŧ á ɱóɱéñŧ áñđ ŧŕý áĝáíñ.··················]",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "[Ŧóó ɱáñý áŧŧéɱþŧš. Þĺéášé ŵáíŧ ··········" + plural(d.seconds, 0, en, { one: number("en", d.seconds, 0) + " šéçóñđ···", other: number("en", d.seconds, 0) + " šéçóñđš···" }) + " áñđ ŧŕý áĝáíñ.·····]",
  "error.breached_password": (): string => "[Ŧĥíš þáššŵóŕđ ĥáš áþþéáŕéđ íñ á đáŧá ƀŕéáçĥ. Þĺéášé çĥóóšé á đíƒƒéŕéñŧ óñé.·························]",
  "error.weak_password": (): string => "[Ŧĥíš þáššŵóŕđ íš ŧóó ŵéáķ. Þĺéášé çĥóóšé á šŧŕóñĝéŕ óñé.··················]",
  "error.unauthorized_credentials": (): string => "[Ŧĥé éɱáíĺ óŕ þáššŵóŕđ íš íñçóŕŕéçŧ.············]",
  "error.email_not_found": (): string => "[Ñó áççóúñŧ ŵáš ƒóúñđ ŵíŧĥ ŧĥíš éɱáíĺ áđđŕéšš.···············]",
  "error.duplicate_email": (): string => "[Áñ áççóúñŧ ŵíŧĥ ŧĥíš éɱáíĺ áđđŕéšš áĺŕéáđý éẋíšŧš.·················]",
  "error.invalid_email": (): string => "[Íñṽáĺíđ éɱáíĺ áđđŕéšš········]",
  "error.invalid_phone_number": (): string => "[Íñṽáĺíđ þĥóñé ñúɱƀéŕ, þĺéášé ŧŕý áĝáíñ.·············]",
  "error.phone_number_not_found": (): string => "[Ñó áççóúñŧ ŵáš ƒóúñđ ŵíŧĥ ŧĥíš þĥóñé ñúɱƀéŕ.···············]",
  "error.invalid_region_code": (): string => "[Þĥóñé ñúɱƀéŕš óƒ ŧĥíš çóúñŧŕý çáññóŧ ƀé úšéđ ĥéŕé. Çĥóóšé áñóŧĥéŕ çóúñŧŕý.·························]",
  "error.magic_link_not_found": (): string => "[Ŧĥíš šíĝñ-íñ ĺíñķ ĥáš éẋþíŕéđ óŕ ŵáš áĺŕéáđý úšéđ. Þĺéášé ŕéǫúéšŧ á ñéŵ óñé.························]",
  "error.unable_to_auth_magic_link": (): string => "[Ŧĥíš šíĝñ-íñ ĺíñķ ĥáš éẋþíŕéđ óŕ ŵáš áĺŕéáđý úšéđ. Þĺéášé ŕéǫúéšŧ á ñéŵ óñé.························]",
  "error.unable_to_auth_password_reset_token": (): string => "[Ŧĥíš þáššŵóŕđ ŕéšéŧ ĺíñķ ĥáš éẋþíŕéđ óŕ ŵáš áĺŕéáđý úšéđ. Þĺéášé ŕéǫúéšŧ á ñéŵ óñé.···························]",
  "error.session_not_found": (): string => "[Ýóúŕ šéššíóñ ĥáš éñđéđ. Þĺéášé šíĝñ íñ áĝáíñ.···············]",
  "error.crypto_wallet_not_found": (): string => "[Ŧĥíš ŵáĺĺéŧ íš ñóŧ ĺíñķéđ ŧó áñ áççóúñŧ.·············]",
  "error.unable_to_authenticate_crypto_wallet": (): string => "[Ŧĥé ŵáĺĺéŧ'š šíĝñáŧúŕé çóúĺđ ñóŧ ƀé ṽéŕíƒíéđ. Þĺéášé ŧŕý áĝáíñ.·····················]",
  "error.siwe_message_expired": (): string => "[Ŧĥé šíĝñ-íñ ɱéššáĝé ĥáš éẋþíŕéđ. Þĺéášé šíĝñ íŧ áĝáíñ.··················]",
  "error.invalid_crypto_wallet_address": (): string => "[Ŧĥíš ŵáĺĺéŧ áđđŕéšš íš ñóŧ ṽáĺíđ.···········]",
  "error.wallet_connect_failed": (): string => "[Çóúĺđ ñóŧ çóññéçŧ ŧó ŵáĺĺéŧ··········]",
  "error.wallet_sign_failed": (): string => "[Çóúĺđ ñóŧ šíĝñ ɱéššáĝé········]",
  passkeyNotFound: (): string => "[Þáššķéý ŕéĝíšŧŕáŧíóñ ñóŧ ƒóúñđ. Ýóú ɱáý ĥáṽé đéĺéŧéđ ŧĥé þáššķéý ƒŕóɱ ýóúŕ áççóúñŧ ƀúŧ ñóŧ þáššŵóŕđ ɱáñáĝéŕ. Þĺéášé ŧŕý áĝáíñ.··········································]",
  passkeyUnknownError: (): string => "[Úñķñóŵñ éŕŕóŕ óççúŕŕéđ đúŕíñĝ þáššķéý áúŧĥéñŧíçáŧíóñ. Þĺéášé ŧŕý áĝáíñ.·························]",
  passkeyAlreadyRegistered: (): string => "[Ŧĥé Þáššķéý çáññóŧ ƀé çŕéáŧéđ áš íŧ šééɱš ŧó ƀé áĺŕéáđý ŕéĝíšŧéŕéđ. Íŧ íš þóššíƀĺé ŧĥíš Þáššķéý ŵáš ŕéĝíšŧéŕéđ óñ áñóŧĥéŕ đéṽíçé ƀúŧ ĥáš šýñçéđ çŕóšš-đéṽíçé.····················································]",
  passkeyNotCreated: (): string => "[Ýóúŕ Þáššķéý ŵáš ñóŧ çŕéáŧéđ. Çĺíçķ \"Çŕéáŧé á Þáššķéý\" ŧó ŧŕý áĝáíñ óŕ šķíþ ŵíŧĥóúŧ áđđíñĝ á Þáššķéý.································]",
  invalidEmailOtp: (): string => "[Íñṽáĺíđ éɱáíĺ, þĺéášé ŧŕý áĝáíñ.···········]",
  invalidEmail: (): string => "[Íñṽáĺíđ éɱáíĺ áđđŕéšš········]",
  invalidPhone: (): string => "[Íñṽáĺíđ þĥóñé ñúɱƀéŕ, þĺéášé ŧŕý áĝáíñ.·············]",
  phoneToolsFailed: (): string => "[Þĥóñé šíĝñ-íñ çóúĺđ ñóŧ ĺóáđ. Çĥéçķ ýóúŕ çóññéçŧíóñ áñđ ŕéĺóáđ ŧĥé þáĝé.························]",
  invalidPasscode: (): string => "[Íñṽáĺíđ þáššçóđé, þĺéášé ŧŕý áĝáíñ.············]",
  productUnavailable: (): string => "[Ŧĥíš ŵáý ŧó šíĝñ íñ íš úñáṽáíĺáƀĺé ŕíĝĥŧ ñóŵ.···············]",
  productUnavailableBack: (): string => "[Ɓáçķ··]"
};
