// Compiled from src/i18n/messages/nl/errors.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const nl = (n: number, ordinal?: boolean): string => new Intl.PluralRules("nl", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  captchaRequired: (): string => "Voor deze inlogpoging is een beveiligingscontrole (captcha) nodig die niet is uitgevoerd. Laad de pagina opnieuw en probeer het nog een keer.",
  captchaFailed: (): string => "De beveiligingscontrole (captcha) is mislukt. Probeer het opnieuw.",
  networkError: (): string => "De inlogdienst is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.",
  timeoutError: (): string => "De inlogdienst deed er te lang over om te antwoorden. Probeer het opnieuw.",
  invalidResponseError: (): string => "De inlogdienst stuurde een antwoord dat niet kon worden gelezen. Probeer het opnieuw.",
  tooManyAttempts: (): string => "Te veel pogingen. Wacht even en probeer het opnieuw.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "Te veel pogingen. Wacht " + plural(d.seconds, 0, nl, { one: number("nl", d.seconds, 0) + " seconde", other: number("nl", d.seconds, 0) + " seconden" }) + " en probeer het opnieuw.",
  "error.breached_password": (): string => "Dit wachtwoord komt voor in een datalek. Kies een ander wachtwoord.",
  "error.weak_password": (): string => "Dit wachtwoord is te zwak. Kies een sterker wachtwoord.",
  "error.unauthorized_credentials": (): string => "Het e-mailadres of wachtwoord is onjuist.",
  "error.email_not_found": (): string => "Er is geen account gevonden met dit e-mailadres.",
  "error.duplicate_email": (): string => "Er bestaat al een account met dit e-mailadres.",
  "error.invalid_email": (): string => "Ongeldig e-mailadres",
  "error.invalid_phone_number": (): string => "Ongeldig telefoonnummer. Probeer het opnieuw.",
  "error.phone_number_not_found": (): string => "Er is geen account gevonden met dit telefoonnummer.",
  "error.invalid_region_code": (): string => "Telefoonnummers uit dit land kunnen hier niet worden gebruikt. Kies een ander land.",
  "error.magic_link_not_found": (): string => "Deze inloglink is verlopen of al gebruikt. Vraag een nieuwe aan.",
  "error.unable_to_auth_magic_link": (): string => "Deze inloglink is verlopen of al gebruikt. Vraag een nieuwe aan.",
  "error.unable_to_auth_password_reset_token": (): string => "Deze link om je wachtwoord te resetten is verlopen of al gebruikt. Vraag een nieuwe aan.",
  "error.session_not_found": (): string => "Je sessie is beëindigd. Log opnieuw in.",
  "error.crypto_wallet_not_found": (): string => "Deze wallet is niet aan een account gekoppeld.",
  "error.unable_to_authenticate_crypto_wallet": (): string => "De handtekening van de wallet kan niet worden geverifieerd. Probeer het opnieuw.",
  "error.siwe_message_expired": (): string => "Het inlogbericht is verlopen. Onderteken het opnieuw.",
  "error.invalid_crypto_wallet_address": (): string => "Dit walletadres is ongeldig.",
  "error.wallet_connect_failed": (): string => "Kan geen verbinding maken met de wallet",
  "error.wallet_sign_failed": (): string => "Kan het bericht niet ondertekenen",
  passkeyNotFound: (): string => "Registratie van de toegangssleutel niet gevonden. Misschien heb je de toegangssleutel wel uit je account verwijderd, maar niet uit je wachtwoordmanager. Probeer het opnieuw.",
  passkeyUnknownError: (): string => "Er is een onbekende fout opgetreden bij het inloggen met de toegangssleutel. Probeer het opnieuw.",
  passkeyAlreadyRegistered: (): string => "De toegangssleutel kan niet worden gemaakt, omdat hij al geregistreerd lijkt te zijn. Mogelijk is hij op een ander apparaat geregistreerd en daarna naar dit apparaat gesynchroniseerd.",
  passkeyNotCreated: (): string => "Je toegangssleutel is niet gemaakt. Klik op ‘Toegangssleutel maken’ om het opnieuw te proberen, of sla deze stap over zonder toegangssleutel.",
  invalidEmailOtp: (): string => "Ongeldig e-mailadres. Probeer het opnieuw.",
  invalidEmail: (): string => "Ongeldig e-mailadres",
  invalidPhone: (): string => "Ongeldig telefoonnummer. Probeer het opnieuw.",
  phoneToolsFailed: (): string => "Inloggen via telefoon kon niet worden geladen. Controleer je verbinding en laad de pagina opnieuw.",
  invalidPasscode: (): string => "Ongeldige verificatiecode. Probeer het opnieuw.",
  productUnavailable: (): string => "Deze manier van inloggen is op dit moment niet beschikbaar.",
  productUnavailableBack: (): string => "Terug"
};
