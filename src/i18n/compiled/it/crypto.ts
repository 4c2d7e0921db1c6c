// Compiled from src/i18n/messages/it/crypto.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  cryptoContinueWithWallet: (d: { "wallet": string | number }): string => "Continua con " + d.wallet,
  cryptoOtherEthereumWallet: (): string => "un altro wallet Ethereum",
  cryptoOtherSolanaWallet: (): string => "un altro wallet Solana",
  continueWithOtherWallet: (): string => "Continua con un altro wallet crypto",
  setUpWallet: (): string => "Configura un nuovo wallet crypto",
  cryptoConnectHeading: (d: { "wallet": string | number }): string => "Connessione a " + d.wallet + " in corso…",
  cryptoConnectText: (): string => "Approva la connessione nel tuo wallet per continuare.",
  cryptoSignHeading: (): string => "Completa la richiesta di firma",
  cryptoSignText: (d: { "wallet": string | number }): string => "Firma il messaggio in " + d.wallet + " per dimostrare che il wallet è tuo. La firma è gratuita e non invia alcuna transazione.",
  cryptoWaiting: (): string => "In attesa del tuo wallet…",
  cryptoCancel: (): string => "Annulla",
  cryptoBack: (): string => "Indietro",
  cryptoOtherHeading: (): string => "Altri wallet crypto",
  cryptoOtherText: (): string => "Scegli il wallet con cui accedere.",
  cryptoSetupHeading: (): string => "Configura un nuovo wallet crypto",
  cryptoSetupText: (): string => "Installa uno di questi wallet nel browser, poi torna qui e accedi con quel wallet.",
  cryptoGetWallet: (d: { "wallet": string | number }): string => "Scarica " + d.wallet,
  cryptoOpensInNewTab: (): string => "(si apre in una nuova scheda)",
  cryptoErrorHeading: (): string => "Si è verificato un errore",
  cryptoTryAgain: (): string => "Riprova",
  cryptoSuccessHeading: (): string => "Accesso effettuato",
  cryptoSuccessText: (): string => "Hai effettuato l’accesso con il tuo wallet crypto."
};
