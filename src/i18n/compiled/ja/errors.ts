// Compiled from src/i18n/messages/ja/errors.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const ja = (n: number, ordinal?: boolean): string => new Intl.PluralRules("ja", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  captchaRequired: (): string => "セキュリティチェック（CAPTCHA）が実行されなかったため、ログインできません。ページを再読み込みして、もう一度お試しください。",
  captchaFailed: (): string => "セキュリティチェック（CAPTCHA）に失敗しました。もう一度お試しください。",
  networkError: (): string => "ログインサービスに接続できませんでした。接続を確認して、もう一度お試しください。",
  timeoutError: (): string => "ログインサービスの応答に時間がかかりすぎました。もう一度お試しください。",
  invalidResponseError: (): string => "ログインサービスから読み取れない応答が返されました。もう一度お試しください。",
  tooManyAttempts: (): string => "試行回数が多すぎます。しばらく待ってから、もう一度お試しください。",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "試行回数が多すぎます。" + plural(d.seconds, 0, ja, { other: number("ja", d.seconds, 0) + "秒" }) + "待ってから、もう一度お試しください。",
  "error.breached_password": (): string => "このパスワードは過去のデータ漏えいで流出したことが確認されています。別のパスワードを選んでください。",
  "error.weak_password": (): string => "このパスワードは弱すぎます。より強力なパスワードを選んでください。",
  "error.unauthorized_credentials": (): string => "メールアドレスまたはパスワードが正しくありません。",
  "error.email_not_found": (): string => "このメールアドレスで登録されたアカウントは見つかりませんでした。",
  "error.duplicate_email": (): string => "このメールアドレスで登録されたアカウントがすでに存在します。",
  "error.invalid_email": (): string => "メールアドレスが無効です",
  "error.invalid_phone_number": (): string => "電話番号が無効です。もう一度お試しください。",
  "error.phone_number_not_found": (): string => "この電話番号で登録されたアカウントは見つかりませんでした。",
  "error.invalid_region_code": (): string => "この国・地域の電話番号はここでは使用できません。別の国・地域を選択してください。",
  "error.magic_link_not_found": (): string => "このログインリンクは期限切れか、すでに使用されています。新しいリンクをリクエストしてください。",
  "error.unable_to_auth_magic_link": (): string => "このログインリンクは期限切れか、すでに使用されています。新しいリンクをリクエストしてください。",
  "error.unable_to_auth_password_reset_token": (): string => "このパスワード再設定リンクは期限切れか、すでに使用されています。新しいリンクをリクエストしてください。",
  "error.session_not_found": (): string => "セッションが終了しました。もう一度ログインしてください。",
  "error.crypto_wallet_not_found": (): string => "このウォレットはどのアカウントにも関連付けられていません。",
  "error.unable_to_authenticate_crypto_wallet": (): string => "ウォレットの署名を確認できませんでした。もう一度お試しください。",
  "error.siwe_message_expired": (): string => "ログインメッセージの有効期限が切れました。もう一度署名してください。",
  "error.invalid_crypto_wallet_address": (): string => "このウォレットアドレスは無効です。",
  "error.wallet_connect_failed": (): string => "ウォレットに接続できませんでした",
  "error.wallet_sign_failed": (): string => "メッセージに署名できませんでした",
  passkeyNotFound: (): string => "パスキーの登録が見つかりません。アカウントからは削除したものの、パスワード マネージャーには残っている可能性があります。もう一度お試しください。",
  passkeyUnknownError: (): string => "パスキーでの認証中に不明なエラーが発生しました。もう一度お試しください。",
  passkeyAlreadyRegistered: (): string => "このパスキーはすでに登録されているとみられるため、作成できません。別のデバイスで登録されたパスキーが、デバイス間で同期された可能性があります。",
  passkeyNotCreated: (): string => "パスキーは作成されませんでした。もう一度試すには「パスキーを作成」をクリックしてください。パスキーを追加せずにスキップすることもできます。",
  invalidEmailOtp: (): string => "メールアドレスが無効です。もう一度お試しください。",
  invalidEmail: (): string => "メールアドレスが無効です",
  invalidPhone: (): string => "電話番号が無効です。もう一度お試しください。",
  phoneToolsFailed: (): string => "電話番号でのログインを読み込めませんでした。接続を確認して、ページを再読み込みしてください。",
  invalidPasscode: (): string => "確認コードが正しくありません。もう一度お試しください。",
  productUnavailable: (): string => "この方法では現在ログインできません。",
  productUnavailableBack: (): string => "戻る"
};
