// Compiled from src/i18n/messages/zh-CN/errors.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const zh = (n: number, ordinal?: boolean): string => new Intl.PluralRules("zh-CN", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  captchaRequired: (): string => "此次登录所需的人机验证未能运行。请刷新页面后重试。",
  captchaFailed: (): string => "安全检查（人机验证）未通过，请重试。",
  networkError: (): string => "无法连接到登录服务。请检查网络连接后重试。",
  timeoutError: (): string => "登录服务响应时间过长。请重试。",
  invalidResponseError: (): string => "登录服务返回了无法读取的响应。请重试。",
  tooManyAttempts: (): string => "尝试次数过多。请稍候再试。",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "尝试次数过多。请等待 " + plural(d.seconds, 0, zh, { other: number("zh-CN", d.seconds, 0) + " 秒" }) + "后重试。",
  "error.breached_password": (): string => "此密码曾出现在数据泄露事件中。请改用其他密码。",
  "error.weak_password": (): string => "此密码强度太弱。请改用强度更高的密码。",
  "error.unauthorized_credentials": (): string => "邮箱或密码不正确。",
  "error.email_not_found": (): string => "未找到使用此邮箱的账号。",
  "error.duplicate_email": (): string => "使用此邮箱的账号已存在。",
  "error.invalid_email": (): string => "邮箱地址无效",
  "error.invalid_phone_number": (): string => "手机号码无效，请重试。",
  "error.phone_number_not_found": (): string => "未找到使用此手机号码的账号。",
  "error.invalid_region_code": (): string => "此处无法使用该国家/地区的手机号码。请选择其他国家/地区。",
  "error.magic_link_not_found": (): string => "此登录链接已过期或已被使用。请重新获取。",
  "error.unable_to_auth_magic_link": (): string => "此登录链接已过期或已被使用。请重新获取。",
  "error.unable_to_auth_password_reset_token": (): string => "此密码重置链接已过期或已被使用。请重新获取。",
  "error.session_not_found": (): string => "您的会话已结束。请重新登录。",
  "error.crypto_wallet_not_found": (): string => "此钱包未关联任何账号。",
  "error.unable_to_authenticate_crypto_wallet": (): string => "无法验证钱包签名。请重试。",
  "error.siwe_message_expired": (): string => "登录消息已过期。请重新签名。",
  "error.invalid_crypto_wallet_address": (): string => "此钱包地址无效。",
  "error.wallet_connect_failed": (): string => "无法连接到钱包",
  "error.wallet_sign_failed": (): string => "无法签署消息",
  passkeyNotFound: (): string => "未找到通行密钥的注册信息。可能已从账号中删除了该通行密钥，但密码管理器中仍保留着它。请重试。",
  passkeyUnknownError: (): string => "使用通行密钥验证身份时发生未知错误。请重试。",
  passkeyAlreadyRegistered: (): string => "无法创建通行密钥，因为它似乎已经注册。它可能是在另一台设备上注册的，并已跨设备同步。",
  passkeyNotCreated: (): string => "通行密钥未创建。点击“创建通行密钥”重试，或跳过此步骤，不添加通行密钥。",
  invalidEmailOtp: (): string => "邮箱地址无效，请重试。",
  invalidEmail: (): string => "邮箱地址无效",
  invalidPhone: (): string => "手机号码无效，请重试。",
  phoneToolsFailed: (): string => "无法加载手机号码登录功能。请检查网络连接并刷新页面。",
  invalidPasscode: (): string => "验证码无效，请重试。",
  productUnavailable: (): string => "此登录方式暂时无法使用。",
  productUnavailableBack: (): string => "返回"
};
