// Compiled from src/i18n/messages/tr/firstScreen.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "Kaydolun veya giriş yapın",
  continueWithProvider: (d: { "name": string | number }): string => d.name + " ile devam et",
  logoAlt: (): string => "Logo",
  resetPasswordHeading: (): string => "Şifrenizi sıfırlayın",
  passkeyRegistrationHeading: (): string => "Yeni bir geçiş anahtarı kaydedin",
  configErrorHeading: (): string => "Giriş kullanılamıyor",
  genericError: (): string => "Bir sorun oluştu. Lütfen tekrar deneyin.",
  lastUsed: (): string => "Son kullanılan"
};
