// Compiled from src/i18n/messages/zh-CN/redirect.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  redirectSuccessHeading: (): string => "登录成功",
  redirectSuccessText: (): string => "您已登录。"
};
