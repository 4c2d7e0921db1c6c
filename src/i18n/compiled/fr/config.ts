// Compiled from src/i18n/messages/fr/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configErrorEmlAndEmailOtp: (): string => "Erreur : impossible d’utiliser à la fois les liens de connexion par e-mail et les codes d’accès par e-mail.",
  configErrorPasskeysAlone: (): string => "Erreur : les clés d’accès ne peuvent pas être utilisées seules ; ajoutez un autre produit à la configuration."
};
