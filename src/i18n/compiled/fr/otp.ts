// Compiled from src/i18n/messages/fr/otp.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
export default {
  otpHeading: (): string => "Saisissez le code de vérification",
  otpSentTo: (d: { "destination": string | number }): string => "Un code de vérification à 6 chiffres a été envoyé à " + d.destination + ".",
  otpFieldLabel: (): string => "Code de vérification à usage unique",
  otpDigitLabel: (d: { "count": number; "index": number }): string => "Chiffre " + number("fr", d.index, 0) + " sur " + number("fr", d.count, 0),
  otpVerifying: (): string => "Vérification du code…",
  otpExpiresIn: (d: { "time": string | number }): string => "Votre code expire dans " + d.time + ". Vous ne l’avez pas reçu ?",
  otpExpired: (): string => "Votre code a expiré.",
  otpResendCode: (): string => "Renvoyer le code",
  otpBack: (): string => "Retour",
  otpSuccessHeading: (): string => "Vérification réussie",
  otpSuccessText: (): string => "Votre code a bien été vérifié."
};
