// Compiled from src/i18n/messages/it/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configObject: (d: { "field": string | number }): string => d.field + " deve essere un oggetto.",
  configUnknownOption: (d: { "field": string | number }): string => "Opzione sconosciuta: " + d.field + ".",
  configText: (d: { "field": string | number }): string => d.field + " deve essere una stringa non vuota.",
  configFlag: (d: { "field": string | number }): string => d.field + " deve essere true o false.",
  configWholeNumber: (d: { "field": string | number; "max": string | number; "min": string | number }): string => d.field + " deve essere un numero intero compreso tra " + d.min + " e " + d.max + ".",
  configOneOf: (d: { "field": string | number; "options": string | number }): string => d.field + " deve essere uno dei seguenti valori: " + d.options + ".",
  configUrl: (d: { "field": string | number }): string => d.field + " deve essere un URL http(s) assoluto.",
  configCss: (d: { "field": string | number }): string => d.field + " non è un valore CSS valido.",
  configLoads: (d: { "field": string | number }): string => d.field + " non deve caricare nulla.",
  configColour: (d: { "field": string | number }): string => d.field + " deve essere un colore, ad esempio “#0b6e4f” o “rgb(11 110 79)”.",
  configList: (d: { "field": string | number }): string => d.field + " deve essere un elenco.",
  configRequired: (d: { "field": string | number }): string => d.field + " è obbligatorio.",
  configUnreadable: (d: { "reason": string | number }): string => "Impossibile leggere la configurazione: " + d.reason,
  configNotJson: (d: { "reason": string | number }): string => "L’attributo config non contiene JSON valido: " + d.reason,
  configMissing: (): string => "È necessaria una configurazione con almeno un prodotto.",
  configProducts: (d: { "options": string | number }): string => "products deve contenere almeno uno dei seguenti valori: " + d.options + ".",
  configOAuthProviders: (): string => "Il prodotto oauth richiede oauthOptions.providers con almeno un provider.",
  configDuplicateProvider: (d: { "provider": string | number }): string => "oauthOptions.providers elenca " + d.provider + " più di una volta; elenca ogni provider una sola volta.",
  configOtpMethods: (): string => "Il prodotto otp richiede otpOptions.methods (sms, whatsapp o email).",
  configPublicToken: (): string => "L’attributo public-token è obbligatorio.",
  configMode: (d: { "options": string | number }): string => "L’attributo mode deve essere uno dei seguenti valori: " + d.options + ".",
  configProviderUrl: (d: { "reason": string | number }): string => String(d.reason),
  configEmlAndEmailOtp: (): string => "Errore: non è possibile usare insieme i link di accesso via email (EML) e i codici via email (Email OTP)",
  configPasskeysAlone: (): string => "Errore: le passkey non possono essere usate da sole; aggiungi un altro prodotto alla configurazione.",
  invalidConfig: (): string => "Il widget di accesso non è configurato correttamente:"
};
