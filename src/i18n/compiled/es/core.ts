// Compiled from src/i18n/messages/es/core.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const es = (n: number, ordinal?: boolean): string => new Intl.PluralRules("es", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  header: (): string => "Regístrate o inicia sesión",
  divider: (): string => "o",
  continueWithProvider: (d: { "name": string | number }): string => "Continuar con " + d.name,
  logoAlt: (): string => "Logotipo",
  invalidEmailOtp: (): string => "Correo electrónico no válido, inténtalo de nuevo.",
  invalidEmail: (): string => "Dirección de correo electrónico no válida",
  invalidPhone: (): string => "Número de teléfono no válido, inténtalo de nuevo.",
  invalidPasscode: (): string => "Código de acceso no válido, inténtalo de nuevo.",
  resetPasswordHeading: (): string => "Restablece tu contraseña",
  passkeyRegistrationHeading: (): string => "Registra una nueva llave de acceso",
  configErrorHeading: (): string => "Inicio de sesión no disponible",
  invalidConfig: (): string => "El widget de inicio de sesión no está bien configurado:",
  captchaRequired: (): string => "Este inicio de sesión necesita una verificación de seguridad (captcha) que no se ha ejecutado. Vuelve a cargar la página e inténtalo de nuevo.",
  captchaFailed: (): string => "La verificación de seguridad (captcha) ha fallado. Inténtalo de nuevo.",
  genericError: (): string => "Algo ha salido mal. Inténtalo de nuevo.",
  networkError: (): string => "No se ha podido contactar con el servicio de inicio de sesión. Comprueba tu conexión e inténtalo de nuevo.",
  timeoutError: (): string => "El servicio de inicio de sesión ha tardado demasiado en responder. Inténtalo de nuevo.",
  invalidResponseError: (): string => "El servicio de inicio de sesión ha enviado una respuesta que no se puede leer. Inténtalo de nuevo.",
  tooManyAttempts: (): string => "Demasiados intentos. Espera un momento e inténtalo de nuevo.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "Demasiados intentos. Espera " + plural(d.seconds, 0, es, { one: number("es", d.seconds, 0) + " segundo", other: number("es", d.seconds, 0) + " segundos" }) + " e inténtalo de nuevo."
};
