// Compiled from src/i18n/messages/ar/errors.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const ar = (n: number, ordinal?: boolean): string => new Intl.PluralRules("ar", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  captchaRequired: (): string => "لم يكتمل الفحص الأمني (captcha) المطلوب لتسجيل الدخول. أعد تحميل الصفحة وحاول مرة أخرى.",
  captchaFailed: (): string => "فشل الفحص الأمني (captcha). يُرجى المحاولة مرة أخرى.",
  networkError: (): string => "تعذّر الوصول إلى خدمة تسجيل الدخول. تحقّق من اتصالك وحاول مرة أخرى.",
  timeoutError: (): string => "استغرقت خدمة تسجيل الدخول وقتًا طويلًا للرد. يُرجى المحاولة مرة أخرى.",
  invalidResponseError: (): string => "أرسلت خدمة تسجيل الدخول ردًا تعذّرت قراءته. يُرجى المحاولة مرة أخرى.",
  tooManyAttempts: (): string => "محاولات كثيرة جدًا. انتظر قليلًا ثم حاول مرة أخرى.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "محاولات كثيرة جدًا. انتظر " + plural(d.seconds, 0, ar, { zero: number("ar", d.seconds, 0) + " ثانية", one: "ثانية واحدة", two: "ثانيتين", few: number("ar", d.seconds, 0) + " ثوانٍ", many: number("ar", d.seconds, 0) + " ثانية", other: number("ar", d.seconds, 0) + " ثانية" }) + " ثم حاول مرة أخرى.",
  "error.breached_password": (): string => "ظهرت كلمة المرور هذه في تسريب بيانات. يُرجى اختيار كلمة مرور أخرى.",
  "error.weak_password": (): string => "كلمة المرور هذه ضعيفة جدًا. يُرجى اختيار كلمة مرور أقوى.",
  "error.unauthorized_credentials": (): string => "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
  "error.email_not_found": (): string => "لا يوجد حساب بهذا البريد الإلكتروني.",
  "error.duplicate_email": (): string => "يوجد حساب بهذا البريد الإلكتروني بالفعل.",
  "error.invalid_email": (): string => "عنوان البريد الإلكتروني غير صالح",
  "error.invalid_phone_number": (): string => "رقم الهاتف غير صالح، يُرجى المحاولة مرة أخرى.",
  "error.phone_number_not_found": (): string => "لا يوجد حساب برقم الهاتف هذا.",
  "error.invalid_region_code": (): string => "لا يمكن استخدام أرقام هواتف هذا البلد هنا. اختر بلدًا آخر.",
  "error.magic_link_not_found": (): string => "انتهت صلاحية رابط تسجيل الدخول هذا أو سبق استخدامه. يُرجى طلب رابط جديد.",
  "error.unable_to_auth_magic_link": (): string => "انتهت صلاحية رابط تسجيل الدخول هذا أو سبق استخدامه. يُرجى طلب رابط جديد.",
  "error.unable_to_auth_password_reset_token": (): string => "انتهت صلاحية رابط إعادة تعيين كلمة المرور هذا أو سبق استخدامه. يُرجى طلب رابط جديد.",
  "error.session_not_found": (): string => "انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.",
  "error.crypto_wallet_not_found": (): string => "هذه المحفظة غير مرتبطة بأي حساب.",
  "error.unable_to_authenticate_crypto_wallet": (): string => "تعذّر التحقق من توقيع المحفظة. يُرجى المحاولة مرة أخرى.",
  "error.siwe_message_expired": (): string => "انتهت صلاحية رسالة تسجيل الدخول. يُرجى توقيعها مرة أخرى.",
  "error.invalid_crypto_wallet_address": (): string => "عنوان المحفظة هذا غير صالح.",
  "error.wallet_connect_failed": (): string => "تعذّر الاتصال بالمحفظة",
  "error.wallet_sign_failed": (): string => "تعذّر توقيع الرسالة",
  passkeyNotFound: (): string => "لم يتم العثور على تسجيل مفتاح المرور. ربما حذفت مفتاح المرور من حسابك دون حذفه من مدير كلمات المرور. يُرجى المحاولة مرة أخرى.",
  passkeyUnknownError: (): string => "حدث خطأ غير معروف أثناء المصادقة بمفتاح المرور. يُرجى المحاولة مرة أخرى.",
  passkeyAlreadyRegistered: (): string => "يتعذّر إنشاء مفتاح المرور لأنه يبدو مسجّلًا بالفعل. ربما سُجّل مفتاح المرور هذا على جهاز آخر ثم تمت مزامنته بين الأجهزة.",
  passkeyNotCreated: (): string => "لم يتم إنشاء مفتاح المرور. انقر على «إنشاء مفتاح مرور» للمحاولة مرة أخرى، أو تخطَّ هذه الخطوة دون إضافة مفتاح مرور.",
  invalidEmailOtp: (): string => "البريد الإلكتروني غير صالح، يُرجى المحاولة مرة أخرى.",
  invalidEmail: (): string => "عنوان البريد الإلكتروني غير صالح",
  invalidPhone: (): string => "رقم الهاتف غير صالح، يُرجى المحاولة مرة أخرى.",
  phoneToolsFailed: (): string => "تعذّر تحميل تسجيل الدخول بالهاتف. تحقّق من اتصالك وأعد تحميل الصفحة.",
  invalidPasscode: (): string => "رمز التحقق غير صالح، يُرجى المحاولة مرة أخرى.",
  productUnavailable: (): string => "طريقة تسجيل الدخول هذه غير متاحة حاليًا.",
  productUnavailableBack: (): string => "رجوع"
};
