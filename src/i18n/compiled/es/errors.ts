// Compiled from src/i18n/messages/es/errors.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const es = (n: number, ordinal?: boolean): string => new Intl.PluralRules("es", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  captchaRequired: (): string => "Este inicio de sesión necesita una verificación de seguridad (captcha) que no se ha ejecutado. Vuelve a cargar la página e inténtalo de nuevo.",
  captchaFailed: (): string => "La verificación de seguridad (captcha) ha fallado. Inténtalo de nuevo.",
  networkError: (): string => "No se ha podido contactar con el servicio de inicio de sesión. Comprueba tu conexión e inténtalo de nuevo.",
  timeoutError: (): string => "El servicio de inicio de sesión ha tardado demasiado en responder. Inténtalo de nuevo.",
  invalidResponseError: (): string => "El servicio de inicio de sesión ha enviado una respuesta que no se puede leer. Inténtalo de nuevo.",
  tooManyAttempts: (): string => "Demasiados intentos. Espera un momento e inténtalo de nuevo.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "Demasiados intentos. Espera " + plural(d.seconds, 0, es, { one: number("es", d.seconds, 0) + " segundo", other: number("es", d.seconds, 0) + " segundos" }) + " e inténtalo de nuevo.",
  "error.breached_password": (): string => "Esta contraseña ha aparecido en una filtración de datos. Elige otra.",
  "error.weak_password": (): string => "Esta contraseña es demasiado débil. Elige una más segura.",
  "error.unauthorized_credentials": (): string => "El correo electrónico o la contraseña no son correctos.",
  "error.email_not_found": (): string => "No hay ninguna cuenta con este correo electrónico.",
  "error.duplicate_email": (): string => "Ya existe una cuenta con este correo electrónico.",
  "error.invalid_email": (): string => "Dirección de correo electrónico no válida",
  "error.invalid_phone_number": (): string => "Número de teléfono no válido. Inténtalo de nuevo.",
  "error.phone_number_not_found": (): string => "No hay ninguna cuenta con este número de teléfono.",
  "error.invalid_region_code": (): string => "Los números de teléfono de este país no se pueden usar aquí. Elige otro país.",
  "error.magic_link_not_found": (): string => "Este enlace de inicio de sesión ha caducado o ya se ha usado. Solicita uno nuevo.",
  "error.unable_to_auth_magic_link": (): string => "Este enlace de inicio de sesión ha caducado o ya se ha usado. Solicita uno nuevo.",
  "error.unable_to_auth_password_reset_token": (): string => "Este enlace para restablecer la contraseña ha caducado o ya se ha usado. Solicita uno nuevo.",
  "error.session_not_found": (): string => "Tu sesión ha terminado. Vuelve a iniciar sesión.",
  "error.crypto_wallet_not_found": (): string => "Esta billetera no está vinculada a ninguna cuenta.",
  "error.unable_to_authenticate_crypto_wallet": (): string => "No se ha podido verificar la firma de la billetera. Inténtalo de nuevo.",
  "error.siwe_message_expired": (): string => "El mensaje de inicio de sesión ha caducado. Fírmalo de nuevo.",
  "error.invalid_crypto_wallet_address": (): string => "Esta dirección de billetera no es válida.",
  "error.wallet_connect_failed": (): string => "No se ha podido conectar con la billetera",
  "error.wallet_sign_failed": (): string => "No se ha podido firmar el mensaje",
  passkeyNotFound: (): string => "No se ha encontrado el registro de la llave de acceso. Puede que la hayas eliminado de tu cuenta, pero no de tu gestor de contraseñas. Inténtalo de nuevo.",
  passkeyUnknownError: (): string => "Se ha producido un error desconocido al autenticarte con la llave de acceso. Inténtalo de nuevo.",
  passkeyAlreadyRegistered: (): string => "No se puede crear la llave de acceso porque parece que ya está registrada. Es posible que se registrara en otro dispositivo y se haya sincronizado entre dispositivos.",
  passkeyNotCreated: (): string => "No se ha creado tu llave de acceso. Haz clic en «Crear una llave de acceso» para volver a intentarlo u omite este paso sin añadir ninguna llave de acceso.",
  invalidEmailOtp: (): string => "Correo electrónico no válido. Inténtalo de nuevo.",
  invalidEmail: (): string => "Dirección de correo electrónico no válida",
  invalidPhone: (): string => "Número de teléfono no válido. Inténtalo de nuevo.",
  phoneToolsFailed: (): string => "No se ha podido cargar el inicio de sesión por teléfono. Comprueba tu conexión y vuelve a cargar la página.",
  invalidPasscode: (): string => "El código de verificación no es válido. Inténtalo de nuevo.",
  productUnavailable: (): string => "Esta forma de iniciar sesión no está disponible en este momento.",
  productUnavailableBack: (): string => "Volver"
};
