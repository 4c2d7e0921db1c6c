// Compiled from src/i18n/messages/de/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configErrorEmlAndEmailOtp: (): string => "Fehler: Anmeldelinks per E-Mail und Codes per E-Mail können nicht zusammen verwendet werden.",
  configErrorPasskeysAlone: (): string => "Fehler: Passkeys können nicht allein verwendet werden. Fügen Sie der Konfiguration ein weiteres Produkt hinzu."
};
