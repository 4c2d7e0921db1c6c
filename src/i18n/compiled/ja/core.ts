// Compiled from src/i18n/messages/ja/core.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const ja = (n: number, ordinal?: boolean): string => new Intl.PluralRules("ja", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
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
  captchaRequired: (): string => "このログインには実行されなかったセキュリティチェック (CAPTCHA) が必要です。ページを再読み込みして、もう一度お試しください。",
  captchaFailed: (): string => "セキュリティチェック (CAPTCHA) に失敗しました。もう一度お試しください。",
  genericError: (): string => "問題が発生しました。もう一度お試しください。",
  networkError: (): string => "ログインサービスに接続できませんでした。接続を確認して、もう一度お試しください。",
  timeoutError: (): string => "ログインサービスの応答に時間がかかりすぎました。もう一度お試しください。",
  invalidResponseError: (): string => "ログインサービスから読み取れない応答が返されました。もう一度お試しください。",
  tooManyAttempts: (): string => "試行回数が多すぎます。しばらく待ってから、もう一度お試しください。",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "試行回数が多すぎます。" + plural(d.seconds, 0, ja, { other: number("ja", d.seconds, 0) + " 秒" }) + "待ってから、もう一度お試しください。"
};
