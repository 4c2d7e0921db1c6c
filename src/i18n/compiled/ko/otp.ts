// Compiled from src/i18n/messages/ko/otp.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
export default {
  otpHeading: (): string => "인증 코드 입력",
  otpSentTo: (d: { "destination": string | number }): string => "6자리 인증 코드를 " + d.destination + "(으)로 보냈습니다.",
  otpFieldLabel: (): string => "일회용 인증 코드",
  otpDigitLabel: (d: { "count": number; "index": number }): string => number("ko", d.count, 0) + "자리 중 " + number("ko", d.index, 0) + "번째 숫자",
  otpVerifying: (): string => "인증 코드를 확인하는 중…",
  otpExpiresIn: (d: { "time": string | number }): string => "코드가 " + d.time + " 후에 만료됩니다. 코드를 받지 못하셨나요?",
  otpExpired: (): string => "코드가 만료되었습니다.",
  otpResendCode: (): string => "코드 다시 보내기",
  otpBack: (): string => "뒤로",
  otpSuccessHeading: (): string => "인증 완료",
  otpSuccessText: (): string => "인증 코드가 확인되었습니다."
};
