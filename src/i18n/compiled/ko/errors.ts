// Compiled from src/i18n/messages/ko/errors.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const ko = (n: number, ordinal?: boolean): string => new Intl.PluralRules("ko", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  captchaRequired: (): string => "이 로그인에 필요한 보안 확인(CAPTCHA)이 실행되지 않았습니다. 페이지를 새로고침한 후 다시 시도하세요.",
  captchaFailed: (): string => "보안 확인(CAPTCHA)을 통과하지 못했습니다. 다시 시도하세요.",
  networkError: (): string => "로그인 서비스에 연결할 수 없습니다. 인터넷 연결을 확인하고 다시 시도하세요.",
  timeoutError: (): string => "로그인 서비스의 응답 시간이 너무 오래 걸렸습니다. 다시 시도하세요.",
  invalidResponseError: (): string => "로그인 서비스에서 읽을 수 없는 응답을 보냈습니다. 다시 시도하세요.",
  tooManyAttempts: (): string => "시도 횟수가 너무 많습니다. 잠시 후 다시 시도하세요.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "시도 횟수가 너무 많습니다. " + plural(d.seconds, 0, ko, { other: number("ko", d.seconds, 0) + "초" }) + " 후에 다시 시도하세요.",
  "error.breached_password": (): string => "이 비밀번호는 데이터 유출 사고에서 노출되었습니다. 다른 비밀번호를 선택하세요.",
  "error.weak_password": (): string => "비밀번호가 너무 약합니다. 더 강력한 비밀번호를 선택하세요.",
  "error.unauthorized_credentials": (): string => "이메일 또는 비밀번호가 올바르지 않습니다.",
  "error.email_not_found": (): string => "이 이메일 주소로 등록된 계정을 찾을 수 없습니다.",
  "error.duplicate_email": (): string => "이 이메일 주소로 등록된 계정이 이미 있습니다.",
  "error.invalid_email": (): string => "잘못된 이메일 주소",
  "error.invalid_phone_number": (): string => "잘못된 전화번호입니다. 다시 시도하세요.",
  "error.phone_number_not_found": (): string => "이 전화번호로 등록된 계정을 찾을 수 없습니다.",
  "error.invalid_region_code": (): string => "이 국가의 전화번호는 여기에서 사용할 수 없습니다. 다른 국가를 선택하세요.",
  "error.magic_link_not_found": (): string => "이 로그인 링크는 만료되었거나 이미 사용되었습니다. 새 링크를 요청하세요.",
  "error.unable_to_auth_magic_link": (): string => "이 로그인 링크는 만료되었거나 이미 사용되었습니다. 새 링크를 요청하세요.",
  "error.unable_to_auth_password_reset_token": (): string => "이 비밀번호 재설정 링크는 만료되었거나 이미 사용되었습니다. 새 링크를 요청하세요.",
  "error.session_not_found": (): string => "세션이 종료되었습니다. 다시 로그인하세요.",
  "error.crypto_wallet_not_found": (): string => "이 지갑은 어떤 계정에도 연결되어 있지 않습니다.",
  "error.unable_to_authenticate_crypto_wallet": (): string => "지갑 서명을 확인할 수 없습니다. 다시 시도하세요.",
  "error.siwe_message_expired": (): string => "로그인 메시지가 만료되었습니다. 다시 서명하세요.",
  "error.invalid_crypto_wallet_address": (): string => "올바른 지갑 주소가 아닙니다.",
  "error.wallet_connect_failed": (): string => "지갑에 연결할 수 없음",
  "error.wallet_sign_failed": (): string => "메시지에 서명할 수 없음",
  passkeyNotFound: (): string => "패스키 등록 정보를 찾을 수 없습니다. 계정에서는 패스키를 삭제했지만 비밀번호 관리자에서는 삭제하지 않았을 수 있습니다. 다시 시도하세요.",
  passkeyUnknownError: (): string => "패스키 인증 중에 알 수 없는 오류가 발생했습니다. 다시 시도하세요.",
  passkeyAlreadyRegistered: (): string => "이 패스키는 이미 등록된 것으로 보여 만들 수 없습니다. 다른 기기에서 등록된 후 이 기기로 동기화되었을 수 있습니다.",
  passkeyNotCreated: (): string => "패스키가 만들어지지 않았습니다. 다시 시도하려면 ‘패스키 만들기’를 클릭하고, 패스키 없이 진행하려면 건너뛰세요.",
  invalidEmailOtp: (): string => "잘못된 이메일 주소입니다. 다시 시도하세요.",
  invalidEmail: (): string => "잘못된 이메일 주소",
  invalidPhone: (): string => "잘못된 전화번호입니다. 다시 시도하세요.",
  phoneToolsFailed: (): string => "전화번호 로그인을 불러올 수 없습니다. 인터넷 연결을 확인하고 페이지를 새로고침하세요.",
  invalidPasscode: (): string => "인증 코드가 올바르지 않습니다. 다시 시도하세요.",
  productUnavailable: (): string => "지금은 이 로그인 방법을 사용할 수 없습니다.",
  productUnavailableBack: (): string => "뒤로"
};
