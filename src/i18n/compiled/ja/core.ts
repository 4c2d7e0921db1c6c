// Compiled from src/i18n/messages/ja/core.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "登録またはログイン",
  divider: (): string => "または",
  continueWithProvider: (d: { "name": string | number }): string => d.name + " で続ける",
  logoAlt: (): string => "ロゴ",
  invalidEmailOtp: (): string => "メールアドレスが無効です。もう一度お試しください。",
  invalidEmail: (): string => "メールアドレスが無効です",
  invalidPhone: (): string => "電話番号が無効です。もう一度お試しください。",
  invalidPasscode: (): string => "パスコードが無効です。もう一度お試しください。",
  resetPasswordHeading: (): string => "パスワードを再設定",
  passkeyRegistrationHeading: (): string => "新しいパスキーを登録",
  configErrorHeading: (): string => "ログインを利用できません",
  invalidConfig: (): string => "ログインウィジェットの設定が正しくありません:",
  genericError: (): string => "問題が発生しました。もう一度お試しください。",
  lastUsed: (): string => "前回使用"
};
