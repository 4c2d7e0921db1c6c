// Compiled from src/i18n/messages/pl/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configObject: (d: { "field": string | number }): string => d.field + " musi być obiektem.",
  configUnknownOption: (d: { "field": string | number }): string => "Nieznana opcja " + d.field + ".",
  configText: (d: { "field": string | number }): string => d.field + " musi być niepustym ciągiem znaków.",
  configFlag: (d: { "field": string | number }): string => d.field + " musi mieć wartość true lub false.",
  configWholeNumber: (d: { "field": string | number; "max": string | number; "min": string | number }): string => d.field + " musi być liczbą całkowitą od " + d.min + " do " + d.max + ".",
  configOneOf: (d: { "field": string | number; "options": string | number }): string => d.field + " musi mieć jedną z wartości: " + d.options + ".",
  configUrl: (d: { "field": string | number }): string => d.field + " musi być bezwzględnym adresem URL http(s).",
  configCss: (d: { "field": string | number }): string => d.field + " nie jest prawidłową wartością CSS.",
  configLoads: (d: { "field": string | number }): string => d.field + " nie może niczego wczytywać.",
  configColour: (d: { "field": string | number }): string => d.field + " musi być kolorem, np. \"#0b6e4f\" lub \"rgb(11 110 79)\".",
  configList: (d: { "field": string | number }): string => d.field + " musi być listą.",
  configRequired: (d: { "field": string | number }): string => d.field + " jest wymagane.",
  configUnreadable: (d: { "reason": string | number }): string => "Nie udało się odczytać konfiguracji: " + d.reason,
  configNotJson: (d: { "reason": string | number }): string => "Atrybut config nie zawiera prawidłowego JSON-a: " + d.reason,
  configMissing: (): string => "Wymagana jest konfiguracja z co najmniej jednym produktem.",
  configProducts: (d: { "options": string | number }): string => "products musi zawierać co najmniej jedną z wartości: " + d.options + ".",
  configOAuthProviders: (): string => "Produkt oauth wymaga pola oauthOptions.providers z co najmniej jednym dostawcą.",
  configDuplicateProvider: (d: { "provider": string | number }): string => "oauthOptions.providers wymienia " + d.provider + " więcej niż raz; wymień każdego dostawcę tylko raz.",
  configOtpMethods: (): string => "Produkt otp wymaga pola otpOptions.methods (sms, whatsapp lub email).",
  configPublicToken: (): string => "Atrybut public-token jest wymagany.",
  configMode: (d: { "options": string | number }): string => "Atrybut mode musi mieć jedną z wartości: " + d.options + ".",
  configProviderUrl: (d: { "reason": string | number }): string => String(d.reason),
  configEmlAndEmailOtp: (): string => "Błąd: nie można jednocześnie używać linków logowania e-mailem (EML) i kodów wysyłanych e-mailem (Email OTP)",
  configPasskeysAlone: (): string => "Błąd: klucze dostępu nie mogą być jedyną metodą; dodaj do konfiguracji inny produkt.",
  invalidConfig: (): string => "Widżet logowania jest nieprawidłowo skonfigurowany:"
};
