// Compiled from src/i18n/messages/zh-TW/firstScreen.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "註冊或登入",
  continueWithProvider: (d: { "name": string | number }): string => "使用 " + d.name + " 繼續",
  logoAlt: (): string => "標誌",
  resetPasswordHeading: (): string => "重設密碼",
  passkeyRegistrationHeading: (): string => "註冊新的通行金鑰",
  configErrorHeading: (): string => "無法登入",
  genericError: (): string => "發生錯誤，請再試一次。",
  lastUsed: (): string => "上次使用"
};
