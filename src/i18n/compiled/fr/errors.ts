// Compiled from src/i18n/messages/fr/errors.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const fr = (n: number, ordinal?: boolean): string => new Intl.PluralRules("fr", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  captchaRequired: (): string => "Cette connexion nécessite une vérification de sécurité (captcha) qui ne s’est pas exécutée. Rechargez la page et réessayez.",
  captchaFailed: (): string => "La vérification de sécurité (captcha) a échoué. Veuillez réessayer.",
  networkError: (): string => "Impossible de joindre le service de connexion. Vérifiez votre connexion et réessayez.",
  timeoutError: (): string => "Le service de connexion a mis trop de temps à répondre. Veuillez réessayer.",
  invalidResponseError: (): string => "Le service de connexion a envoyé une réponse illisible. Veuillez réessayer.",
  tooManyAttempts: (): string => "Trop de tentatives. Patientez un instant, puis réessayez.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "Trop de tentatives. Patientez " + plural(d.seconds, 0, fr, { one: number("fr", d.seconds, 0) + " seconde", other: number("fr", d.seconds, 0) + " secondes" }) + ", puis réessayez.",
  "error.breached_password": (): string => "Ce mot de passe figure dans une fuite de données. Veuillez en choisir un autre.",
  "error.weak_password": (): string => "Ce mot de passe est trop faible. Veuillez en choisir un plus robuste.",
  "error.unauthorized_credentials": (): string => "L’adresse e-mail ou le mot de passe est incorrect.",
  "error.email_not_found": (): string => "Aucun compte n’existe avec cette adresse e-mail.",
  "error.duplicate_email": (): string => "Un compte existe déjà avec cette adresse e-mail.",
  "error.invalid_email": (): string => "Adresse e-mail non valide",
  "error.invalid_phone_number": (): string => "Numéro de téléphone non valide. Veuillez réessayer.",
  "error.phone_number_not_found": (): string => "Aucun compte n’existe avec ce numéro de téléphone.",
  "error.invalid_region_code": (): string => "Les numéros de téléphone de ce pays ne peuvent pas être utilisés ici. Choisissez un autre pays.",
  "error.magic_link_not_found": (): string => "Ce lien de connexion a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.",
  "error.unable_to_auth_magic_link": (): string => "Ce lien de connexion a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.",
  "error.unable_to_auth_password_reset_token": (): string => "Ce lien de réinitialisation a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.",
  "error.session_not_found": (): string => "Votre session est terminée. Veuillez vous reconnecter.",
  "error.crypto_wallet_not_found": (): string => "Ce portefeuille n’est lié à aucun compte.",
  "error.unable_to_authenticate_crypto_wallet": (): string => "La signature du portefeuille n’a pas pu être vérifiée. Veuillez réessayer.",
  "error.siwe_message_expired": (): string => "Le message de connexion a expiré. Veuillez le signer à nouveau.",
  "error.invalid_crypto_wallet_address": (): string => "Cette adresse de portefeuille n’est pas valide.",
  "error.wallet_connect_failed": (): string => "Impossible de se connecter au portefeuille",
  "error.wallet_sign_failed": (): string => "Impossible de signer le message",
  passkeyNotFound: (): string => "Clé d’accès introuvable. Vous l’avez peut-être supprimée de votre compte, mais pas de votre gestionnaire de mots de passe. Veuillez réessayer.",
  passkeyUnknownError: (): string => "Une erreur inconnue s’est produite lors de l’authentification par clé d’accès. Veuillez réessayer.",
  passkeyAlreadyRegistered: (): string => "Impossible de créer la clé d’accès, car elle semble déjà enregistrée. Elle a peut-être été enregistrée sur un autre appareil, puis synchronisée entre vos appareils.",
  passkeyNotCreated: (): string => "Votre clé d’accès n’a pas été créée. Cliquez sur « Créer une clé d’accès » pour réessayer, ou ignorez cette étape sans ajouter de clé d’accès.",
  invalidEmailOtp: (): string => "Adresse e-mail non valide. Veuillez réessayer.",
  invalidEmail: (): string => "Adresse e-mail non valide",
  invalidPhone: (): string => "Numéro de téléphone non valide. Veuillez réessayer.",
  phoneToolsFailed: (): string => "La connexion par téléphone n’a pas pu se charger. Vérifiez votre connexion et rechargez la page.",
  invalidPasscode: (): string => "Code de vérification non valide. Veuillez réessayer.",
  productUnavailable: (): string => "Ce moyen de connexion n’est pas disponible pour le moment.",
  productUnavailableBack: (): string => "Retour"
};
