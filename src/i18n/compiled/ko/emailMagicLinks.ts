// Compiled from src/i18n/messages/ko/emailMagicLinks.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  magicLinkHeading: (): string => "이메일을 확인하세요",
  magicLinkSentTo: (d: { "email": string | number }): string => d.email + " 주소로 이메일을 보냈습니다.",
  openWebMail: (d: { "service": string | number }): string => d.service + " 열기",
  magicLinkTryAgain: (): string => "다시 시도",
  magicLinkResendEmail: (): string => "이메일 다시 보내기",
  magicLinkDidntGetIt: (): string => "이메일을 받지 못하셨나요?"
};
