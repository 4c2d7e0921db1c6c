// Compiled from src/i18n/messages/ar/crypto.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  cryptoContinueWithWallet: (d: { "wallet": string | number }): string => "المتابعة باستخدام " + d.wallet,
  cryptoOtherEthereumWallet: (): string => "محفظة Ethereum أخرى",
  cryptoOtherSolanaWallet: (): string => "محفظة Solana أخرى",
  continueWithOtherWallet: (): string => "المتابعة باستخدام محفظة عملات مشفّرة أخرى",
  setUpWallet: (): string => "إعداد محفظة عملات مشفّرة جديدة",
  cryptoConnectHeading: (d: { "wallet": string | number }): string => "جارٍ الاتصال بـ " + d.wallet + "…",
  cryptoConnectText: (): string => "وافِق على الاتصال في محفظتك للمتابعة.",
  cryptoSignHeading: (): string => "أكمِل طلب التوقيع",
  cryptoSignText: (d: { "wallet": string | number }): string => "وقِّع الرسالة في " + d.wallet + " لإثبات أن المحفظة تخصّك. التوقيع مجاني ولا يُرسل أي معاملة.",
  cryptoWaiting: (): string => "في انتظار محفظتك…",
  cryptoCancel: (): string => "إلغاء",
  cryptoBack: (): string => "رجوع",
  cryptoOtherHeading: (): string => "محافظ عملات مشفّرة أخرى",
  cryptoOtherText: (): string => "اختر المحفظة التي تريد تسجيل الدخول بها.",
  cryptoSetupHeading: (): string => "إعداد محفظة عملات مشفّرة جديدة",
  cryptoSetupText: (): string => "ثبّت إحدى هذه المحافظ في متصفحك، ثم عُد إلى هنا وسجّل الدخول بها.",
  cryptoGetWallet: (d: { "wallet": string | number }): string => "الحصول على " + d.wallet,
  cryptoOpensInNewTab: (): string => "(يُفتح في علامة تبويب جديدة)",
  cryptoErrorHeading: (): string => "يبدو أن خطأً ما قد حدث!",
  cryptoTryAgain: (): string => "إعادة المحاولة",
  cryptoSuccessHeading: (): string => "تم تسجيل الدخول",
  cryptoSuccessText: (): string => "لقد سجّلت الدخول باستخدام محفظة العملات المشفّرة."
};
