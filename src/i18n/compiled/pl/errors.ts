// Compiled from src/i18n/messages/pl/errors.json by scripts/messages.ts; edit the catalogue, not this file.
const number = (locale: string, value: number, offset: number): string => new Intl.NumberFormat(locale).format(value - offset);
const plural = (value: number, offset: number, category: (n: number, ordinal?: boolean) => string, cases: Record<string, string>, ordinal?: boolean): string =>
  Object.hasOwn(cases, value) ? cases[value]! : cases[category(value - offset, ordinal)] ?? cases.other!;
const pl = (n: number, ordinal?: boolean): string => new Intl.PluralRules("pl", { type: ordinal ? 'ordinal' : 'cardinal' }).select(n);
export default {
  captchaRequired: (): string => "To logowanie wymaga zabezpieczenia (CAPTCHA), które nie zostało uruchomione. Odśwież stronę i spróbuj ponownie.",
  captchaFailed: (): string => "Weryfikacja zabezpieczająca (CAPTCHA) nie powiodła się. Spróbuj ponownie.",
  networkError: (): string => "Nie udało się połączyć z usługą logowania. Sprawdź połączenie i spróbuj ponownie.",
  timeoutError: (): string => "Usługa logowania zbyt długo nie odpowiadała. Spróbuj ponownie.",
  invalidResponseError: (): string => "Usługa logowania wysłała odpowiedź, której nie udało się odczytać. Spróbuj ponownie.",
  tooManyAttempts: (): string => "Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.",
  tooManyAttemptsWait: (d: { "seconds": number }): string => "Zbyt wiele prób. Odczekaj " + plural(d.seconds, 0, pl, { one: number("pl", d.seconds, 0) + " sekundę", few: number("pl", d.seconds, 0) + " sekundy", many: number("pl", d.seconds, 0) + " sekund", other: number("pl", d.seconds, 0) + " sekundy" }) + " i spróbuj ponownie.",
  "error.breached_password": (): string => "To hasło pojawiło się w wycieku danych. Wybierz inne.",
  "error.weak_password": (): string => "To hasło jest za słabe. Wybierz silniejsze.",
  "error.unauthorized_credentials": (): string => "Nieprawidłowy adres e-mail lub hasło.",
  "error.email_not_found": (): string => "Nie znaleziono konta z tym adresem e-mail.",
  "error.duplicate_email": (): string => "Konto z tym adresem e-mail już istnieje.",
  "error.invalid_email": (): string => "Nieprawidłowy adres e-mail",
  "error.invalid_phone_number": (): string => "Nieprawidłowy numer telefonu. Spróbuj ponownie.",
  "error.phone_number_not_found": (): string => "Nie znaleziono konta z tym numerem telefonu.",
  "error.invalid_region_code": (): string => "Nie można tu używać numerów telefonów z tego kraju. Wybierz inny kraj.",
  "error.magic_link_not_found": (): string => "Ten link logowania wygasł lub został już użyty. Poproś o nowy.",
  "error.unable_to_auth_magic_link": (): string => "Ten link logowania wygasł lub został już użyty. Poproś o nowy.",
  "error.unable_to_auth_password_reset_token": (): string => "Ten link do resetowania hasła wygasł lub został już użyty. Poproś o nowy.",
  "error.session_not_found": (): string => "Sesja wygasła. Zaloguj się ponownie.",
  "error.crypto_wallet_not_found": (): string => "Ten portfel nie jest powiązany z żadnym kontem.",
  "error.unable_to_authenticate_crypto_wallet": (): string => "Nie udało się zweryfikować podpisu portfela. Spróbuj ponownie.",
  "error.siwe_message_expired": (): string => "Wiadomość logowania wygasła. Podpisz ją ponownie.",
  "error.invalid_crypto_wallet_address": (): string => "Ten adres portfela jest nieprawidłowy.",
  "error.wallet_connect_failed": (): string => "Nie udało się połączyć z portfelem",
  "error.wallet_sign_failed": (): string => "Nie udało się podpisać wiadomości",
  passkeyNotFound: (): string => "Nie znaleziono rejestracji klucza dostępu. Być może usunięto klucz dostępu z konta, ale nie z menedżera haseł. Spróbuj ponownie.",
  passkeyUnknownError: (): string => "Podczas uwierzytelniania kluczem dostępu wystąpił nieznany błąd. Spróbuj ponownie.",
  passkeyAlreadyRegistered: (): string => "Nie można utworzyć klucza dostępu, ponieważ wygląda na to, że jest już zarejestrowany. Możliwe, że zarejestrowano go na innym urządzeniu i został zsynchronizowany na to urządzenie.",
  passkeyNotCreated: (): string => "Klucz dostępu nie został utworzony. Kliknij „Utwórz klucz dostępu”, aby spróbować ponownie, lub pomiń ten krok bez dodawania klucza.",
  invalidEmailOtp: (): string => "Nieprawidłowy adres e-mail. Spróbuj ponownie.",
  invalidEmail: (): string => "Nieprawidłowy adres e-mail",
  invalidPhone: (): string => "Nieprawidłowy numer telefonu. Spróbuj ponownie.",
  phoneToolsFailed: (): string => "Nie udało się wczytać logowania przez telefon. Sprawdź połączenie i odśwież stronę.",
  invalidPasscode: (): string => "Nieprawidłowy kod weryfikacyjny. Spróbuj ponownie.",
  productUnavailable: (): string => "Ta metoda logowania jest w tej chwili niedostępna.",
  productUnavailableBack: (): string => "Wstecz"
};
