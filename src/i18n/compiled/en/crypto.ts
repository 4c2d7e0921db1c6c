// Compiled from src/i18n/messages/en/crypto.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  cryptoContinueWithWallet: (d: { "wallet": string | number }): string => "Continue with " + d.wallet,
  cryptoOtherEthereumWallet: (): string => "Other Ethereum Wallet",
  cryptoOtherSolanaWallet: (): string => "Other Solana Wallet",
  continueWithOtherWallet: (): string => "Continue with other Crypto Wallet",
  setUpWallet: (): string => "Set up a new crypto wallet",
  cryptoConnectHeading: (d: { "wallet": string | number }): string => "Connecting to " + d.wallet + "...",
  cryptoConnectText: (): string => "Approve the connection in your wallet to continue.",
  cryptoSignHeading: (): string => "Complete signature request",
  cryptoSignText: (d: { "wallet": string | number }): string => "Sign the message in " + d.wallet + " to prove that the wallet is yours. Signing is free and sends no transaction.",
  cryptoWaiting: (): string => "Waiting for your wallet...",
  cryptoCancel: (): string => "Cancel",
  cryptoBack: (): string => "Back",
  cryptoOtherHeading: (): string => "Other crypto wallets",
  cryptoOtherText: (): string => "Choose the wallet to sign in with.",
  cryptoSetupHeading: (): string => "Set up a new crypto wallet",
  cryptoSetupText: (): string => "Install one of these wallets in your browser, then come back here and sign in with it.",
  cryptoGetWallet: (d: { "wallet": string | number }): string => "Get " + d.wallet,
  cryptoOpensInNewTab: (): string => "(opens in a new tab)",
  cryptoErrorHeading: (): string => "Looks like there was an error!",
  cryptoTryAgain: (): string => "Try again",
  cryptoSuccessHeading: (): string => "Success",
  cryptoSuccessText: (): string => "You are signed in with your crypto wallet."
};
