// Compiled from src/i18n/messages/pl/crypto.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  cryptoContinueWithWallet: (d: { "wallet": string | number }): string => "Kontynuuj z " + d.wallet,
  cryptoOtherEthereumWallet: (): string => "innym portfelem Ethereum",
  cryptoOtherSolanaWallet: (): string => "innym portfelem Solana",
  continueWithOtherWallet: (): string => "Kontynuuj z innym portfelem kryptowalut",
  setUpWallet: (): string => "Skonfiguruj nowy portfel kryptowalut",
  cryptoConnectHeading: (d: { "wallet": string | number }): string => "Łączenie z " + d.wallet + "…",
  cryptoConnectText: (): string => "Zatwierdź połączenie w portfelu, aby kontynuować.",
  cryptoSignHeading: (): string => "Zatwierdź prośbę o podpis",
  cryptoSignText: (d: { "wallet": string | number }): string => "Podpisz wiadomość, posługując się " + d.wallet + ", aby potwierdzić, że ten portfel należy do Ciebie. Podpisanie jest bezpłatne i nie wysyła żadnej transakcji.",
  cryptoWaiting: (): string => "Oczekiwanie na portfel…",
  cryptoCancel: (): string => "Anuluj",
  cryptoBack: (): string => "Wstecz",
  cryptoOtherHeading: (): string => "Inne portfele kryptowalut",
  cryptoOtherText: (): string => "Wybierz portfel, którym chcesz się zalogować.",
  cryptoSetupHeading: (): string => "Skonfiguruj nowy portfel kryptowalut",
  cryptoSetupText: (): string => "Zainstaluj w przeglądarce jeden z tych portfeli, a potem wróć tutaj i zaloguj się nim.",
  cryptoGetWallet: (d: { "wallet": string | number }): string => "Pobierz " + d.wallet,
  cryptoOpensInNewTab: (): string => "(otwiera się w nowej karcie)",
  cryptoErrorHeading: (): string => "Wystąpił błąd",
  cryptoTryAgain: (): string => "Spróbuj ponownie",
  cryptoSuccessHeading: (): string => "Zalogowano",
  cryptoSuccessText: (): string => "Zalogowano za pomocą portfela kryptowalut."
};
