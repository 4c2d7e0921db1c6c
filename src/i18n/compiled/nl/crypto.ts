// Compiled from src/i18n/messages/nl/crypto.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  cryptoContinueWithWallet: (d: { "wallet": string | number }): string => "Doorgaan met " + d.wallet,
  cryptoOtherEthereumWallet: (): string => "een andere Ethereum-wallet",
  cryptoOtherSolanaWallet: (): string => "een andere Solana-wallet",
  continueWithOtherWallet: (): string => "Doorgaan met een andere cryptowallet",
  setUpWallet: (): string => "Nieuwe cryptowallet instellen",
  cryptoConnectHeading: (d: { "wallet": string | number }): string => "Verbinden met " + d.wallet + "…",
  cryptoConnectText: (): string => "Keur de verbinding goed in je wallet om door te gaan.",
  cryptoSignHeading: (): string => "Ondertekeningsverzoek afronden",
  cryptoSignText: (d: { "wallet": string | number }): string => "Onderteken het bericht in " + d.wallet + " om te bewijzen dat de wallet van jou is. Ondertekenen is gratis en verstuurt geen transactie.",
  cryptoWaiting: (): string => "Wachten op je wallet…",
  cryptoCancel: (): string => "Annuleren",
  cryptoBack: (): string => "Terug",
  cryptoOtherHeading: (): string => "Andere cryptowallets",
  cryptoOtherText: (): string => "Kies de wallet waarmee je wilt inloggen.",
  cryptoSetupHeading: (): string => "Nieuwe cryptowallet instellen",
  cryptoSetupText: (): string => "Installeer een van deze wallets in je browser, kom dan hier terug en log ermee in.",
  cryptoGetWallet: (d: { "wallet": string | number }): string => d.wallet + " downloaden",
  cryptoOpensInNewTab: (): string => "(opent in een nieuw tabblad)",
  cryptoErrorHeading: (): string => "Er is een fout opgetreden",
  cryptoTryAgain: (): string => "Opnieuw proberen",
  cryptoSuccessHeading: (): string => "Ingelogd",
  cryptoSuccessText: (): string => "Je bent ingelogd met je cryptowallet."
};
