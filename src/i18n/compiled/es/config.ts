// Compiled from src/i18n/messages/es/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configObject: (d: { "field": string | number }): string => d.field + " debe ser un objeto.",
  configUnknownOption: (d: { "field": string | number }): string => "Opción desconocida: " + d.field + ".",
  configText: (d: { "field": string | number }): string => d.field + " debe ser un texto no vacío.",
  configFlag: (d: { "field": string | number }): string => d.field + " debe ser true o false.",
  configWholeNumber: (d: { "field": string | number; "max": string | number; "min": string | number }): string => d.field + " debe ser un número entero de " + d.min + " a " + d.max + ".",
  configOneOf: (d: { "field": string | number; "options": string | number }): string => d.field + " debe ser uno de los siguientes valores: " + d.options + ".",
  configUrl: (d: { "field": string | number }): string => d.field + " debe ser una URL http(s) absoluta.",
  configCss: (d: { "field": string | number }): string => d.field + " no es un valor CSS válido.",
  configLoads: (d: { "field": string | number }): string => d.field + " no debe cargar nada.",
  configColour: (d: { "field": string | number }): string => d.field + " debe ser un color, como «#0b6e4f» o «rgb(11 110 79)».",
  configList: (d: { "field": string | number }): string => d.field + " debe ser una lista.",
  configRequired: (d: { "field": string | number }): string => d.field + " es obligatorio.",
  configUnreadable: (d: { "reason": string | number }): string => "No se ha podido leer la configuración: " + d.reason,
  configNotJson: (d: { "reason": string | number }): string => "El atributo config no es un JSON válido: " + d.reason,
  configMissing: (): string => "Se necesita una configuración con al menos un producto.",
  configProducts: (d: { "options": string | number }): string => "products debe incluir al menos uno de los siguientes valores: " + d.options + ".",
  configOAuthProviders: (): string => "El producto oauth necesita oauthOptions.providers con al menos un proveedor.",
  configDuplicateProvider: (d: { "provider": string | number }): string => "oauthOptions.providers incluye " + d.provider + " más de una vez; incluye cada proveedor una sola vez.",
  configOtpMethods: (): string => "El producto otp necesita otpOptions.methods (sms, whatsapp o email).",
  configPublicToken: (): string => "El atributo public-token es obligatorio.",
  configMode: (d: { "options": string | number }): string => "El atributo mode debe ser uno de los siguientes valores: " + d.options + ".",
  configProviderUrl: (d: { "reason": string | number }): string => String(d.reason),
  configEmlAndEmailOtp: (): string => "Error: no se pueden usar a la vez los enlaces mágicos por correo y los códigos por correo",
  configPasskeysAlone: (): string => "Error: las llaves de acceso no se pueden usar solas; añade otro producto a la configuración.",
  invalidConfig: (): string => "El widget de inicio de sesión no está bien configurado:"
};
