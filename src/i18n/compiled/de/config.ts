// Compiled from src/i18n/messages/de/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configObject: (d: { "field": string | number }): string => d.field + " muss ein Objekt sein.",
  configUnknownOption: (d: { "field": string | number }): string => "Unbekannte Option " + d.field + ".",
  configText: (d: { "field": string | number }): string => d.field + " muss ein nicht leerer Text sein.",
  configFlag: (d: { "field": string | number }): string => d.field + " muss true oder false sein.",
  configWholeNumber: (d: { "field": string | number; "max": string | number; "min": string | number }): string => d.field + " muss eine ganze Zahl von " + d.min + " bis " + d.max + " sein.",
  configOneOf: (d: { "field": string | number; "options": string | number }): string => d.field + " muss einer dieser Werte sein: " + d.options + ".",
  configUrl: (d: { "field": string | number }): string => d.field + " muss eine absolute http(s)-URL sein.",
  configCss: (d: { "field": string | number }): string => d.field + " ist kein gültiger CSS-Wert.",
  configLoads: (d: { "field": string | number }): string => d.field + " darf nichts laden.",
  configColour: (d: { "field": string | number }): string => d.field + " muss eine Farbe sein, etwa „#0b6e4f“ oder „rgb(11 110 79)“.",
  configList: (d: { "field": string | number }): string => d.field + " muss eine Liste sein.",
  configRequired: (d: { "field": string | number }): string => d.field + " ist erforderlich.",
  configUnreadable: (d: { "reason": string | number }): string => "Die Konfiguration konnte nicht gelesen werden: " + d.reason,
  configNotJson: (d: { "reason": string | number }): string => "Das Attribut config ist kein gültiges JSON: " + d.reason,
  configMissing: (): string => "Eine Konfiguration mit mindestens einem Produkt ist erforderlich.",
  configProducts: (d: { "options": string | number }): string => "products muss mindestens einen dieser Werte enthalten: " + d.options + ".",
  configOAuthProviders: (): string => "Das Produkt oauth benötigt oauthOptions.providers mit mindestens einem Anbieter.",
  configDuplicateProvider: (d: { "provider": string | number }): string => "oauthOptions.providers nennt " + d.provider + " mehrmals; nennen Sie jeden Anbieter nur einmal.",
  configOtpMethods: (): string => "Das Produkt otp benötigt otpOptions.methods (sms, whatsapp oder email).",
  configPublicToken: (): string => "Das Attribut public-token ist erforderlich.",
  configMode: (d: { "options": string | number }): string => "Das Attribut mode muss einer dieser Werte sein: " + d.options + ".",
  configProviderUrl: (d: { "reason": string | number }): string => String(d.reason),
  configEmlAndEmailOtp: (): string => "Fehler: Magic Links per E-Mail und Codes per E-Mail können nicht zusammen verwendet werden",
  configPasskeysAlone: (): string => "Fehler: Passkeys können nicht allein verwendet werden; fügen Sie der Konfiguration ein weiteres Produkt hinzu.",
  invalidConfig: (): string => "Das Anmelde-Widget ist nicht richtig konfiguriert:"
};
