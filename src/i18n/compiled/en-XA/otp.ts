// Compiled from src/i18n/messages/en/otp.json (pseudo-locale) by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
export default {
  otpHeading: (): string => "[Éñŧéŕ þáššçóđé······]",
  otpSentTo: (d: { "destination": string | number }): string => "[Á 6-đíĝíŧ þáššçóđé ŵáš šéñŧ ŧó ýóú áŧ ············" + d.destination + ".]",
  otpFieldLabel: (): string => "[Óñé-ŧíɱé þáššçóđé······]",
  otpDigitLabel: (d: { "count": number; "index": number }): string => "[Đíĝíŧ ··" + number("en", d.index, 0) + " óƒ ·" + number("en", d.count, 0) + "]",
  otpVerifying: (): string => "[Ṽéŕíƒýíñĝ þáššçóđé...·······]",
  otpExpiresIn: (d: { "time": string | number }): string => "[Ýóúŕ çóđé éẋþíŕéš íñ ·······" + d.time + ". Đíđñ'ŧ ĝéŧ íŧ?····]",
  otpExpired: (): string => "[Ýóúŕ çóđé ĥáš éẋþíŕéđ.········]",
  otpResendCode: (): string => "[Ŕéšéñđ çóđé····]",
  otpBack: (): string => "[Ɓáçķ··]",
  otpSuccessHeading: (): string => "[Šúççéšš···]",
  otpSuccessText: (): string => "[Ýóúŕ þáššçóđé ĥáš ƀééñ šúççéššƒúĺĺý ṽéŕíƒíéđ.················]"
};
