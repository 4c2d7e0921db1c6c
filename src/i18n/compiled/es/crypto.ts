// Compiled from src/i18n/messages/es/crypto.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  cryptoContinueWithWallet: (d: { "wallet": string | number }): string => "Continuar con " + d.wallet,
  cryptoOtherEthereumWallet: (): string => "otra billetera de Ethereum",
  cryptoOtherSolanaWallet: (): string => "otra billetera de Solana",
  continueWithOtherWallet: (): string => "Continuar con otra billetera de criptomonedas",
  setUpWallet: (): string => "Configurar una nueva billetera de criptomonedas",
  cryptoConnectHeading: (d: { "wallet": string | number }): string => "Conectando con " + d.wallet + "…",
  cryptoConnectText: (): string => "Aprueba la conexión en tu billetera para continuar.",
  cryptoSignHeading: (): string => "Completa la solicitud de firma",
  cryptoSignText: (d: { "wallet": string | number }): string => "Firma el mensaje en " + d.wallet + " para demostrar que la billetera es tuya. Firmar es gratis y no envía ninguna transacción.",
  cryptoWaiting: (): string => "Esperando a tu billetera…",
  cryptoCancel: (): string => "Cancelar",
  cryptoBack: (): string => "Volver",
  cryptoOtherHeading: (): string => "Otras billeteras de criptomonedas",
  cryptoOtherText: (): string => "Elige la billetera con la que quieres iniciar sesión.",
  cryptoSetupHeading: (): string => "Configura una nueva billetera de criptomonedas",
  cryptoSetupText: (): string => "Instala una de estas billeteras en tu navegador y vuelve aquí para iniciar sesión con ella.",
  cryptoGetWallet: (d: { "wallet": string | number }): string => "Obtener " + d.wallet,
  cryptoOpensInNewTab: (): string => "(se abre en una pestaña nueva)",
  cryptoErrorHeading: (): string => "¡Parece que se ha producido un error!",
  cryptoTryAgain: (): string => "Intentar de nuevo",
  cryptoSuccessHeading: (): string => "Sesión iniciada",
  cryptoSuccessText: (): string => "Has iniciado sesión con tu billetera de criptomonedas."
};
