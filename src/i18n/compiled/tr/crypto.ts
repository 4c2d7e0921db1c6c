// Compiled from src/i18n/messages/tr/crypto.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  cryptoContinueWithWallet: (d: { "wallet": string | number }): string => d.wallet + " ile devam et",
  cryptoOtherEthereumWallet: (): string => "Başka bir Ethereum cüzdanı",
  cryptoOtherSolanaWallet: (): string => "Başka bir Solana cüzdanı",
  continueWithOtherWallet: (): string => "Başka bir kripto cüzdanıyla devam et",
  setUpWallet: (): string => "Yeni bir kripto cüzdanı kur",
  cryptoConnectHeading: (d: { "wallet": string | number }): string => d.wallet + " ile bağlantı kuruluyor…",
  cryptoConnectText: (): string => "Devam etmek için cüzdanınızda bağlantıyı onaylayın.",
  cryptoSignHeading: (): string => "İmza isteğini onaylayın",
  cryptoSignText: (d: { "wallet": string | number }): string => d.wallet + " ile mesajı imzalayarak cüzdanın size ait olduğunu kanıtlayın. İmzalamak ücretsizdir ve herhangi bir işlem göndermez.",
  cryptoWaiting: (): string => "Cüzdanınız bekleniyor…",
  cryptoCancel: (): string => "İptal",
  cryptoBack: (): string => "Geri",
  cryptoOtherHeading: (): string => "Diğer kripto cüzdanları",
  cryptoOtherText: (): string => "Giriş yapmak için kullanacağınız cüzdanı seçin.",
  cryptoSetupHeading: (): string => "Yeni bir kripto cüzdanı kurun",
  cryptoSetupText: (): string => "Bu cüzdanlardan birini tarayıcınıza yükleyin, ardından buraya dönüp onunla giriş yapın.",
  cryptoGetWallet: (d: { "wallet": string | number }): string => d.wallet + " cüzdanını indir",
  cryptoOpensInNewTab: (): string => "(yeni sekmede açılır)",
  cryptoErrorHeading: (): string => "Bir hata oluştu",
  cryptoTryAgain: (): string => "Tekrar dene",
  cryptoSuccessHeading: (): string => "Giriş başarılı",
  cryptoSuccessText: (): string => "Kripto cüzdanınızla giriş yaptınız."
};
