// Compiled from src/i18n/messages/zh-TW/errors.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const zh = (n: number, ordinal?: boolean): string => new Intl.PluralRules("zh-TW", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  captchaRequired: (): string => "這次登入所需的安全檢查（人機驗證）未執行。請重新載入頁面後再試一次。",
  captchaFailed: (): string => "安全檢查（人機驗證）未通過。請再試一次。",
  networkError: (): string => "無法連線至登入服務。請檢查網路連線後再試一次。",
  timeoutError: (): string => "登入服務回應時間過長。請再試一次。",
  invalidResponseError: (): string => "登入服務傳回無法讀取的回應。請再試一次。",
  tooManyAttempts: (): string => "嘗試次數過多。請稍候再試一次。",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "嘗試次數過多。請等候 " + plural(d.seconds, 0, zh, { other: number("zh-TW", d.seconds, 0) + " 秒" }) + "後再試一次。",
  "error.breached_password": (): string => "這組密碼曾在資料外洩事件中曝光。請改用其他密碼。",
  "error.weak_password": (): string => "這組密碼強度太弱。請改用更安全的密碼。",
  "error.unauthorized_credentials": (): string => "電子郵件或密碼不正確。",
  "error.email_not_found": (): string => "找不到使用這個電子郵件地址的帳戶。",
  "error.duplicate_email": (): string => "已有帳戶使用這個電子郵件地址。",
  "error.invalid_email": (): string => "電子郵件地址無效",
  "error.invalid_phone_number": (): string => "電話號碼無效，請再試一次。",
  "error.phone_number_not_found": (): string => "找不到使用這個電話號碼的帳戶。",
  "error.invalid_region_code": (): string => "無法在此使用這個國家/地區的電話號碼。請選擇其他國家/地區。",
  "error.magic_link_not_found": (): string => "這個登入連結已過期或已使用過。請重新索取。",
  "error.unable_to_auth_magic_link": (): string => "這個登入連結已過期或已使用過。請重新索取。",
  "error.unable_to_auth_password_reset_token": (): string => "這個密碼重設連結已過期或已使用過。請重新索取。",
  "error.session_not_found": (): string => "您的工作階段已結束。請重新登入。",
  "error.crypto_wallet_not_found": (): string => "這個錢包未連結至任何帳戶。",
  "error.unable_to_authenticate_crypto_wallet": (): string => "無法驗證錢包的簽章。請再試一次。",
  "error.siwe_message_expired": (): string => "登入訊息已過期。請重新簽署。",
  "error.invalid_crypto_wallet_address": (): string => "這個錢包地址無效。",
  "error.wallet_connect_failed": (): string => "無法連線至錢包",
  "error.wallet_sign_failed": (): string => "無法簽署訊息",
  passkeyNotFound: (): string => "找不到通行金鑰的註冊資料。您可能已從帳戶刪除通行金鑰，但未從密碼管理工具中刪除。請再試一次。",
  passkeyUnknownError: (): string => "使用通行金鑰驗證時發生不明錯誤。請再試一次。",
  passkeyAlreadyRegistered: (): string => "這個通行金鑰似乎已經註冊，因此無法建立。它可能是在其他裝置上註冊，再同步到這台裝置。",
  passkeyNotCreated: (): string => "您的通行金鑰未建立。請按一下「建立通行金鑰」再試一次，或略過此步驟，不新增通行金鑰。",
  invalidEmailOtp: (): string => "電子郵件無效，請再試一次。",
  invalidEmail: (): string => "電子郵件地址無效",
  invalidPhone: (): string => "電話號碼無效，請再試一次。",
  phoneToolsFailed: (): string => "無法載入電話號碼登入功能。請檢查網路連線並重新載入頁面。",
  invalidPasscode: (): string => "驗證碼無效，請再試一次。",
  productUnavailable: (): string => "目前無法使用這種登入方式。",
  productUnavailableBack: (): string => "返回"
};
