// Compiled from src/i18n/messages/ja/firstScreen.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "登録またはログイン",
  continueWithProvider: (d: { "name": string | number }): string => d.name + " で続ける",
  logoAlt: (): string => "ロゴ",
  resetPasswordHeading: (): string => "パスワードを再設定",
  passkeyRegistrationHeading: (): string => "新しいパスキーを登録",
  configErrorHeading: (): string => "ログインを利用できません",
  genericError: (): string => "問題が発生しました。もう一度お試しください。",
  lastUsed: (): string => "前回使用"
};
