// Compiled from src/i18n/messages/es/firstScreen.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "Regístrate o inicia sesión",
  continueWithProvider: (d: { "name": string | number }): string => "Continuar con " + d.name,
  logoAlt: (): string => "Logotipo",
  resetPasswordHeading: (): string => "Restablece tu contraseña",
  passkeyRegistrationHeading: (): string => "Registra una nueva llave de acceso",
  configErrorHeading: (): string => "Inicio de sesión no disponible",
  genericError: (): string => "Algo ha salido mal. Inténtalo de nuevo.",
  lastUsed: (): string => "Último uso"
};
