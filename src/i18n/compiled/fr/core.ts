// Compiled from src/i18n/messages/fr/core.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const fr = (n: number, ordinal?: boolean): string => new Intl.PluralRules("fr", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  header: (): string => "Inscrivez-vous ou connectez-vous",
  divider: (): string => "ou",
  continueWithProvider: (d: { "name": string | number }): string => "Continuer avec " + d.name,
  logoAlt: (): string => "Logo",
  invalidEmailOtp: (): string => "Adresse e-mail non valide, veuillez réessayer.",
  invalidEmail: (): string => "Adresse e-mail non valide",
  invalidPhone: (): string => "Numéro de téléphone non valide, veuillez réessayer.",
  invalidPasscode: (): string => "Code d’accès non valide, veuillez réessayer.",
  resetPasswordHeading: (): string => "Réinitialisez votre mot de passe",
  passkeyRegistrationHeading: (): string => "Enregistrer une nouvelle clé d’accès",
  configErrorHeading: (): string => "Connexion indisponible",
  invalidConfig: (): string => "Le module de connexion n’est pas configuré correctement :",
  captchaRequired: (): string => "Cette connexion nécessite une vérification de sécurité (captcha) qui ne s’est pas exécutée. Rechargez la page et réessayez.",
  captchaFailed: (): string => "La vérification de sécurité (captcha) a échoué. Veuillez réessayer.",
  genericError: (): string => "Une erreur s’est produite. Veuillez réessayer.",
  networkError: (): string => "Impossible de joindre le service de connexion. Vérifiez votre connexion et réessayez.",
  timeoutError: (): string => "Le service de connexion a mis trop de temps à répondre. Veuillez réessayer.",
  invalidResponseError: (): string => "Le service de connexion a envoyé une réponse illisible. Veuillez réessayer.",
  tooManyAttempts: (): string => "Trop de tentatives. Patientez un instant, puis réessayez.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "Trop de tentatives. Patientez " + plural(d.seconds, 0, fr, { one: number("fr", d.seconds, 0) + " seconde", other: number("fr", d.seconds, 0) + " secondes" }) + ", puis réessayez."
};
