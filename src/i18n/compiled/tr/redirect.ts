// Compiled from src/i18n/messages/tr/redirect.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  redirectSuccessHeading: (): string => "Giriş başarılı",
  redirectSuccessText: (): string => "Giriş yaptınız."
};
