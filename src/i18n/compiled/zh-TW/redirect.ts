// Compiled from src/i18n/messages/zh-TW/redirect.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  redirectSuccessHeading: (): string => "登入成功",
  redirectSuccessText: (): string => "您已登入。"
};
