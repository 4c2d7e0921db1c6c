// Compiled from src/i18n/messages/fr/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configObject: (d: { "field": string | number }): string => d.field + " doit être un objet.",
  configUnknownOption: (d: { "field": string | number }): string => "Option inconnue : " + d.field + ".",
  configText: (d: { "field": string | number }): string => d.field + " doit être un texte non vide.",
  configFlag: (d: { "field": string | number }): string => d.field + " doit valoir true ou false.",
  configWholeNumber: (d: { "field": string | number; "max": string | number; "min": string | number }): string => d.field + " doit être un nombre entier de " + d.min + " à " + d.max + ".",
  configOneOf: (d: { "field": string | number; "options": string | number }): string => d.field + " doit être l’une des valeurs suivantes : " + d.options + ".",
  configUrl: (d: { "field": string | number }): string => d.field + " doit être une URL http(s) absolue.",
  configCss: (d: { "field": string | number }): string => d.field + " n’est pas une valeur CSS valide.",
  configLoads: (d: { "field": string | number }): string => d.field + " ne doit rien charger.",
  configColour: (d: { "field": string | number }): string => d.field + " doit être une couleur, par exemple « #0b6e4f » ou « rgb(11 110 79) ».",
  configList: (d: { "field": string | number }): string => d.field + " doit être une liste.",
  configRequired: (d: { "field": string | number }): string => d.field + " est obligatoire.",
  configUnreadable: (d: { "reason": string | number }): string => "La configuration n’a pas pu être lue : " + d.reason,
  configNotJson: (d: { "reason": string | number }): string => "L’attribut config n’est pas un JSON valide : " + d.reason,
  configMissing: (): string => "Une configuration avec au moins un produit est nécessaire.",
  configProducts: (d: { "options": string | number }): string => "products doit contenir au moins l’une des valeurs suivantes : " + d.options + ".",
  configOAuthProviders: (): string => "Le produit oauth nécessite oauthOptions.providers avec au moins un fournisseur.",
  configDuplicateProvider: (d: { "provider": string | number }): string => "oauthOptions.providers cite " + d.provider + " plusieurs fois ; citez chaque fournisseur une seule fois.",
  configOtpMethods: (): string => "Le produit otp nécessite otpOptions.methods (sms, whatsapp ou email).",
  configPublicToken: (): string => "L’attribut public-token est obligatoire.",
  configMode: (d: { "options": string | number }): string => "L’attribut mode doit être l’une des valeurs suivantes : " + d.options + ".",
  configProviderUrl: (d: { "reason": string | number }): string => String(d.reason),
  configEmlAndEmailOtp: (): string => "Erreur : impossible d’utiliser à la fois les liens magiques par e-mail et les codes par e-mail",
  configPasskeysAlone: (): string => "Erreur : les clés d’accès ne peuvent pas être utilisées seules ; ajoutez un autre produit à la configuration.",
  invalidConfig: (): string => "Le module de connexion n’est pas configuré correctement :"
};
