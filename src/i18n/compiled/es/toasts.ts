// Compiled from src/i18n/messages/es/toasts.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  otpCodeResent: (): string => "Código reenviado",
  magicLinkResent: (): string => "Correo reenviado",
  toastDismiss: (): string => "Cerrar",
  toastsLabel: (): string => "Notificaciones"
};
