// Compiled from src/i18n/messages/fr/crypto.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  cryptoContinueWithWallet: (d: { "wallet": string | number }): string => "Continuer avec " + d.wallet,
  cryptoOtherEthereumWallet: (): string => "un autre portefeuille Ethereum",
  cryptoOtherSolanaWallet: (): string => "un autre portefeuille Solana",
  continueWithOtherWallet: (): string => "Continuer avec un autre portefeuille crypto",
  setUpWallet: (): string => "Configurer un nouveau portefeuille crypto",
  cryptoConnectHeading: (d: { "wallet": string | number }): string => "Connexion à " + d.wallet + "…",
  cryptoConnectText: (): string => "Approuvez la connexion dans votre portefeuille pour continuer.",
  cryptoSignHeading: (): string => "Finalisez la demande de signature",
  cryptoSignText: (d: { "wallet": string | number }): string => "Signez le message dans " + d.wallet + " pour prouver que ce portefeuille vous appartient. La signature est gratuite et n’envoie aucune transaction.",
  cryptoWaiting: (): string => "En attente de votre portefeuille…",
  cryptoCancel: (): string => "Annuler",
  cryptoBack: (): string => "Retour",
  cryptoOtherHeading: (): string => "Autres portefeuilles crypto",
  cryptoOtherText: (): string => "Choisissez le portefeuille avec lequel vous connecter.",
  cryptoSetupHeading: (): string => "Configurez un nouveau portefeuille crypto",
  cryptoSetupText: (): string => "Installez l’un de ces portefeuilles dans votre navigateur, puis revenez ici pour vous connecter avec celui-ci.",
  cryptoGetWallet: (d: { "wallet": string | number }): string => "Obtenir " + d.wallet,
  cryptoOpensInNewTab: (): string => "(s’ouvre dans un nouvel onglet)",
  cryptoErrorHeading: (): string => "Une erreur s’est produite !",
  cryptoTryAgain: (): string => "Réessayer",
  cryptoSuccessHeading: (): string => "Connexion réussie",
  cryptoSuccessText: (): string => "Vous êtes connecté avec votre portefeuille crypto."
};
