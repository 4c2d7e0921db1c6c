// Compiled from src/i18n/messages/tr/errors.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const tr = (n: number, ordinal?: boolean): string => new Intl.PluralRules("tr", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  captchaRequired: (): string => "Bu giriş için gereken güvenlik kontrolü (CAPTCHA) çalışmadı. Sayfayı yeniden yükleyip tekrar deneyin.",
  captchaFailed: (): string => "Güvenlik kontrolü (CAPTCHA) başarısız oldu. Lütfen tekrar deneyin.",
  networkError: (): string => "Giriş hizmetine ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.",
  timeoutError: (): string => "Giriş hizmeti çok geç yanıt verdi. Lütfen tekrar deneyin.",
  invalidResponseError: (): string => "Giriş hizmeti okunamayan bir yanıt gönderdi. Lütfen tekrar deneyin.",
  tooManyAttempts: (): string => "Çok fazla deneme yapıldı. Lütfen biraz bekleyip tekrar deneyin.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "Çok fazla deneme yapıldı. Lütfen " + plural(d.seconds, 0, tr, { other: number("tr", d.seconds, 0) + " saniye" }) + " bekleyip tekrar deneyin.",
  "error.breached_password": (): string => "Bu şifre bir veri ihlalinde ortaya çıkmış. Lütfen başka bir şifre seçin.",
  "error.weak_password": (): string => "Bu şifre çok zayıf. Lütfen daha güçlü bir şifre seçin.",
  "error.unauthorized_credentials": (): string => "E-posta adresi veya şifre yanlış.",
  "error.email_not_found": (): string => "Bu e-posta adresiyle kayıtlı bir hesap bulunamadı.",
  "error.duplicate_email": (): string => "Bu e-posta adresiyle kayıtlı bir hesap zaten var.",
  "error.invalid_email": (): string => "Geçersiz e-posta adresi",
  "error.invalid_phone_number": (): string => "Geçersiz telefon numarası. Lütfen tekrar deneyin.",
  "error.phone_number_not_found": (): string => "Bu telefon numarasıyla kayıtlı bir hesap bulunamadı.",
  "error.invalid_region_code": (): string => "Bu ülkeye ait telefon numaraları burada kullanılamaz. Başka bir ülke seçin.",
  "error.magic_link_not_found": (): string => "Bu giriş bağlantısının süresi dolmuş veya bağlantı zaten kullanılmış. Lütfen yeni bir bağlantı isteyin.",
  "error.unable_to_auth_magic_link": (): string => "Bu giriş bağlantısının süresi dolmuş veya bağlantı zaten kullanılmış. Lütfen yeni bir bağlantı isteyin.",
  "error.unable_to_auth_password_reset_token": (): string => "Bu şifre sıfırlama bağlantısının süresi dolmuş veya bağlantı zaten kullanılmış. Lütfen yeni bir bağlantı isteyin.",
  "error.session_not_found": (): string => "Oturumunuz sona erdi. Lütfen tekrar giriş yapın.",
  "error.crypto_wallet_not_found": (): string => "Bu cüzdan herhangi bir hesaba bağlı değil.",
  "error.unable_to_authenticate_crypto_wallet": (): string => "Cüzdanın imzası doğrulanamadı. Lütfen tekrar deneyin.",
  "error.siwe_message_expired": (): string => "Giriş mesajının süresi doldu. Lütfen mesajı yeniden imzalayın.",
  "error.invalid_crypto_wallet_address": (): string => "Bu cüzdan adresi geçerli değil.",
  "error.wallet_connect_failed": (): string => "Cüzdana bağlanılamadı",
  "error.wallet_sign_failed": (): string => "Mesaj imzalanamadı",
  passkeyNotFound: (): string => "Geçiş anahtarı kaydı bulunamadı. Geçiş anahtarını hesabınızdan silmiş ancak şifre yöneticinizden silmemiş olabilirsiniz. Lütfen tekrar deneyin.",
  passkeyUnknownError: (): string => "Geçiş anahtarıyla kimlik doğrulama sırasında bilinmeyen bir hata oluştu. Lütfen tekrar deneyin.",
  passkeyAlreadyRegistered: (): string => "Geçiş anahtarı zaten kayıtlı göründüğü için oluşturulamıyor. Bu geçiş anahtarı başka bir cihazda kaydedilmiş ve bu cihaza eşitlenmiş olabilir.",
  passkeyNotCreated: (): string => "Geçiş anahtarınız oluşturulmadı. Tekrar denemek için “Geçiş anahtarı oluştur” düğmesini tıklayın veya geçiş anahtarı eklemeden bu adımı atlayın.",
  invalidEmailOtp: (): string => "Geçersiz e-posta. Lütfen tekrar deneyin.",
  invalidEmail: (): string => "Geçersiz e-posta adresi",
  invalidPhone: (): string => "Geçersiz telefon numarası. Lütfen tekrar deneyin.",
  phoneToolsFailed: (): string => "Telefonla giriş yüklenemedi. Bağlantınızı kontrol edip sayfayı yeniden yükleyin.",
  invalidPasscode: (): string => "Geçersiz doğrulama kodu. Lütfen tekrar deneyin.",
  productUnavailable: (): string => "Bu giriş yöntemi şu anda kullanılamıyor.",
  productUnavailableBack: (): string => "Geri"
};
