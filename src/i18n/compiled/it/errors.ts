// Compiled from src/i18n/messages/it/errors.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const it = (n: number, ordinal?: boolean): string => new Intl.PluralRules("it", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  captchaRequired: (): string => "Questo accesso richiede una verifica di sicurezza (CAPTCHA) che non è stata eseguita. Ricarica la pagina e riprova.",
  captchaFailed: (): string => "La verifica di sicurezza (CAPTCHA) non è riuscita. Riprova.",
  networkError: (): string => "Impossibile raggiungere il servizio di accesso. Controlla la connessione e riprova.",
  timeoutError: (): string => "Il servizio di accesso ha impiegato troppo tempo a rispondere. Riprova.",
  invalidResponseError: (): string => "Il servizio di accesso ha inviato una risposta illeggibile. Riprova.",
  tooManyAttempts: (): string => "Troppi tentativi. Attendi qualche istante e riprova.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "Troppi tentativi. Attendi " + plural(d.seconds, 0, it, { one: number("it", d.seconds, 0) + " secondo", other: number("it", d.seconds, 0) + " secondi" }) + " e riprova.",
  "error.breached_password": (): string => "Questa password è stata esposta in una violazione di dati. Scegline un’altra.",
  "error.weak_password": (): string => "Questa password è troppo debole. Scegline una più sicura.",
  "error.unauthorized_credentials": (): string => "L’email o la password non sono corrette.",
  "error.email_not_found": (): string => "Nessun account trovato con questo indirizzo email.",
  "error.duplicate_email": (): string => "Esiste già un account con questo indirizzo email.",
  "error.invalid_email": (): string => "Indirizzo email non valido",
  "error.invalid_phone_number": (): string => "Numero di telefono non valido. Riprova.",
  "error.phone_number_not_found": (): string => "Nessun account trovato con questo numero di telefono.",
  "error.invalid_region_code": (): string => "I numeri di telefono di questo paese non possono essere usati qui. Scegli un altro paese.",
  "error.magic_link_not_found": (): string => "Questo link di accesso è scaduto o è già stato usato. Richiedine uno nuovo.",
  "error.unable_to_auth_magic_link": (): string => "Questo link di accesso è scaduto o è già stato usato. Richiedine uno nuovo.",
  "error.unable_to_auth_password_reset_token": (): string => "Questo link per reimpostare la password è scaduto o è già stato usato. Richiedine uno nuovo.",
  "error.session_not_found": (): string => "La sessione è terminata. Accedi di nuovo.",
  "error.crypto_wallet_not_found": (): string => "Questo wallet non è collegato a nessun account.",
  "error.unable_to_authenticate_crypto_wallet": (): string => "Impossibile verificare la firma del wallet. Riprova.",
  "error.siwe_message_expired": (): string => "Il messaggio di accesso è scaduto. Firmalo di nuovo.",
  "error.invalid_crypto_wallet_address": (): string => "Questo indirizzo del wallet non è valido.",
  "error.wallet_connect_failed": (): string => "Impossibile connettersi al wallet",
  "error.wallet_sign_failed": (): string => "Impossibile firmare il messaggio",
  passkeyNotFound: (): string => "Registrazione della passkey non trovata. Forse hai eliminato la passkey dal tuo account ma non dal gestore delle password. Riprova.",
  passkeyUnknownError: (): string => "Si è verificato un errore sconosciuto durante l’autenticazione con la passkey. Riprova.",
  passkeyAlreadyRegistered: (): string => "Non è possibile creare la passkey perché sembra già registrata. Potrebbe essere stata registrata su un altro dispositivo e poi sincronizzata su questo.",
  passkeyNotCreated: (): string => "La passkey non è stata creata. Fai clic su “Crea una passkey” per riprovare, oppure salta senza aggiungere una passkey.",
  invalidEmailOtp: (): string => "Email non valida. Riprova.",
  invalidEmail: (): string => "Indirizzo email non valido",
  invalidPhone: (): string => "Numero di telefono non valido. Riprova.",
  phoneToolsFailed: (): string => "Impossibile caricare l’accesso tramite telefono. Controlla la connessione e ricarica la pagina.",
  invalidPasscode: (): string => "Codice di verifica non valido. Riprova.",
  productUnavailable: (): string => "Questo metodo di accesso non è disponibile al momento.",
  productUnavailableBack: (): string => "Indietro"
};
