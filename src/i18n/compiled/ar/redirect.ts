// Compiled from src/i18n/messages/ar/redirect.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  redirectSuccessHeading: (): string => "تم تسجيل الدخول",
  redirectSuccessText: (): string => "لقد سجّلت الدخول."
};
