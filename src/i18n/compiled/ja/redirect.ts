// Compiled from src/i18n/messages/ja/redirect.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  redirectSuccessHeading: (): string => "完了",
  redirectSuccessText: (): string => "ログインしました。"
};
