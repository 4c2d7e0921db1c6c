// Compiled from src/i18n/messages/zh-CN/otp.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
export default {
  otpHeading: (): string => "输入验证码",
  otpSentTo: (d: { "destination": string | number }): string => "6 位验证码已发送至 " + d.destination + "。",
  otpFieldLabel: (): string => "一次性验证码",
  otpDigitLabel: (d: { "count": number; "index": number }): string => "第 " + number("zh-CN", d.index, 0) + " 位，共 " + number("zh-CN", d.count, 0) + " 位",
  otpVerifying: (): string => "正在校验验证码……",
  otpExpiresIn: (d: { "time": string | number }): string => "验证码将在 " + d.time + " 后过期。没有收到？",
  otpExpired: (): string => "验证码已过期。",
  otpResendCode: (): string => "重新发送验证码",
  otpBack: (): string => "返回",
  otpSuccessHeading: (): string => "验证成功",
  otpSuccessText: (): string => "验证码已通过验证。"
};
