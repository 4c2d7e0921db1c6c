// Compiled from src/i18n/messages/nl/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configObject: (d: { "field": string | number }): string => d.field + " moet een object zijn.",
  configUnknownOption: (d: { "field": string | number }): string => "Onbekende optie " + d.field + ".",
  configText: (d: { "field": string | number }): string => d.field + " moet een niet-lege tekenreeks zijn.",
  configFlag: (d: { "field": string | number }): string => d.field + " moet true of false zijn.",
  configWholeNumber: (d: { "field": string | number; "max": string | number; "min": string | number }): string => d.field + " moet een geheel getal van " + d.min + " tot en met " + d.max + " zijn.",
  configOneOf: (d: { "field": string | number; "options": string | number }): string => d.field + " moet een van deze waarden zijn: " + d.options + ".",
  configUrl: (d: { "field": string | number }): string => d.field + " moet een absolute http(s)-URL zijn.",
  configCss: (d: { "field": string | number }): string => d.field + " is geen geldige CSS-waarde.",
  configLoads: (d: { "field": string | number }): string => d.field + " mag niets laden.",
  configColour: (d: { "field": string | number }): string => d.field + " moet een kleur zijn, zoals \"#0b6e4f\" of \"rgb(11 110 79)\".",
  configList: (d: { "field": string | number }): string => d.field + " moet een lijst zijn.",
  configRequired: (d: { "field": string | number }): string => d.field + " is verplicht.",
  configUnreadable: (d: { "reason": string | number }): string => "De configuratie kan niet worden gelezen: " + d.reason,
  configNotJson: (d: { "reason": string | number }): string => "Het attribuut config bevat geen geldige JSON: " + d.reason,
  configMissing: (): string => "Er is een configuratie met minstens één product nodig.",
  configProducts: (d: { "options": string | number }): string => "products moet minstens één van deze waarden bevatten: " + d.options + ".",
  configOAuthProviders: (): string => "Het product oauth heeft oauthOptions.providers met minstens één provider nodig.",
  configDuplicateProvider: (d: { "provider": string | number }): string => "oauthOptions.providers noemt " + d.provider + " meer dan eens; noem elke provider maar één keer.",
  configOtpMethods: (): string => "Het product otp heeft otpOptions.methods nodig (sms, whatsapp of email).",
  configPublicToken: (): string => "Het attribuut public-token is verplicht.",
  configMode: (d: { "options": string | number }): string => "Het attribuut mode moet een van deze waarden zijn: " + d.options + ".",
  configProviderUrl: (d: { "reason": string | number }): string => String(d.reason),
  configEmlAndEmailOtp: (): string => "Fout: inloglinks per e-mail (EML) en codes per e-mail (Email OTP) kunnen niet samen worden gebruikt",
  configPasskeysAlone: (): string => "Fout: toegangssleutels kunnen niet als enige methode worden gebruikt; voeg een ander product toe aan de configuratie.",
  invalidConfig: (): string => "De inlogwidget is niet goed geconfigureerd:"
};
