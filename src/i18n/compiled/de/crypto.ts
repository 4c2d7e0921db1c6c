// Compiled from src/i18n/messages/de/crypto.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  cryptoContinueWithWallet: (d: { "wallet": string | number }): string => "Weiter mit " + d.wallet,
  cryptoOtherEthereumWallet: (): string => "einer anderen Ethereum-Wallet",
  cryptoOtherSolanaWallet: (): string => "einer anderen Solana-Wallet",
  continueWithOtherWallet: (): string => "Weiter mit einer anderen Krypto-Wallet",
  setUpWallet: (): string => "Neue Krypto-Wallet einrichten",
  cryptoConnectHeading: (d: { "wallet": string | number }): string => "Verbindung mit " + d.wallet + " wird hergestellt …",
  cryptoConnectText: (): string => "Bestätigen Sie die Verbindung in Ihrer Wallet, um fortzufahren.",
  cryptoSignHeading: (): string => "Signaturanfrage abschließen",
  cryptoSignText: (d: { "wallet": string | number }): string => "Signieren Sie die Nachricht in " + d.wallet + ", um zu bestätigen, dass die Wallet Ihnen gehört. Das Signieren ist kostenlos und sendet keine Transaktion.",
  cryptoWaiting: (): string => "Warten auf Ihre Wallet …",
  cryptoCancel: (): string => "Abbrechen",
  cryptoBack: (): string => "Zurück",
  cryptoOtherHeading: (): string => "Andere Krypto-Wallets",
  cryptoOtherText: (): string => "Wählen Sie die Wallet, mit der Sie sich anmelden möchten.",
  cryptoSetupHeading: (): string => "Neue Krypto-Wallet einrichten",
  cryptoSetupText: (): string => "Installieren Sie eine dieser Wallets in Ihrem Browser und melden Sie sich dann hier damit an.",
  cryptoGetWallet: (d: { "wallet": string | number }): string => d.wallet + " herunterladen",
  cryptoOpensInNewTab: (): string => "(wird in einem neuen Tab geöffnet)",
  cryptoErrorHeading: (): string => "Leider ist ein Fehler aufgetreten.",
  cryptoTryAgain: (): string => "Erneut versuchen",
  cryptoSuccessHeading: (): string => "Anmeldung erfolgreich",
  cryptoSuccessText: (): string => "Sie sind mit Ihrer Krypto-Wallet angemeldet."
};
