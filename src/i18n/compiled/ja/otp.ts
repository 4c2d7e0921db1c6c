// Compiled from src/i18n/messages/ja/otp.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
export default {
  otpHeading: (): string => "確認コードを入力",
  otpSentTo: (d: { "destination": string | number }): string => "6桁の確認コードを " + d.destination + " に送信しました。",
  otpFieldLabel: (): string => "確認コード",
  otpDigitLabel: (d: { "count": number; "index": number }): string => number("ja", d.count, 0) + "桁中" + number("ja", d.index, 0) + "桁目",
  otpVerifying: (): string => "確認コードを照合しています…",
  otpExpiresIn: (d: { "time": string | number }): string => "コードの有効期限まであと " + d.time + " です。届いていませんか？",
  otpExpired: (): string => "コードの有効期限が切れました。",
  otpResendCode: (): string => "コードを再送信",
  otpBack: (): string => "戻る",
  otpSuccessHeading: (): string => "完了",
  otpSuccessText: (): string => "コードの確認が完了しました。"
};
