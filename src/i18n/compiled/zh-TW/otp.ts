// Compiled from src/i18n/messages/zh-TW/otp.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
export default {
  otpHeading: (): string => "輸入驗證碼",
  otpSentTo: (d: { "destination": string | number }): string => "6 位數驗證碼已傳送至 " + d.destination + "。",
  otpFieldLabel: (): string => "一次性驗證碼",
  otpDigitLabel: (d: { "count": number; "index": number }): string => "第 " + number("zh-TW", d.index, 0) + " 位，共 " + number("zh-TW", d.count, 0) + " 位",
  otpVerifying: (): string => "正在確認驗證碼…",
  otpExpiresIn: (d: { "time": string | number }): string => "驗證碼將在 " + d.time + " 後失效。沒有收到嗎？",
  otpExpired: (): string => "驗證碼已失效。",
  otpResendCode: (): string => "重新傳送驗證碼",
  otpBack: (): string => "返回",
  otpSuccessHeading: (): string => "驗證成功",
  otpSuccessText: (): string => "您的驗證碼已通過驗證。"
};
