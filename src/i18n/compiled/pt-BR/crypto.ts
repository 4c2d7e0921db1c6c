// Compiled from src/i18n/messages/pt-BR/crypto.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  cryptoContinueWithWallet: (d: { "wallet": string | number }): string => "Continuar com " + d.wallet,
  cryptoOtherEthereumWallet: (): string => "outra carteira Ethereum",
  cryptoOtherSolanaWallet: (): string => "outra carteira Solana",
  continueWithOtherWallet: (): string => "Continuar com outra carteira de criptomoedas",
  setUpWallet: (): string => "Configurar uma nova carteira de criptomoedas",
  cryptoConnectHeading: (d: { "wallet": string | number }): string => "Conectando a " + d.wallet + "…",
  cryptoConnectText: (): string => "Aprove a conexão na sua carteira para continuar.",
  cryptoSignHeading: (): string => "Conclua a solicitação de assinatura",
  cryptoSignText: (d: { "wallet": string | number }): string => "Assine a mensagem em " + d.wallet + " para provar que a carteira é sua. Assinar é gratuito e não envia nenhuma transação.",
  cryptoWaiting: (): string => "Aguardando sua carteira…",
  cryptoCancel: (): string => "Cancelar",
  cryptoBack: (): string => "Voltar",
  cryptoOtherHeading: (): string => "Outras carteiras de criptomoedas",
  cryptoOtherText: (): string => "Escolha a carteira com a qual você quer entrar.",
  cryptoSetupHeading: (): string => "Configure uma nova carteira de criptomoedas",
  cryptoSetupText: (): string => "Instale uma destas carteiras no seu navegador e depois volte aqui para entrar com ela.",
  cryptoGetWallet: (d: { "wallet": string | number }): string => "Obter " + d.wallet,
  cryptoOpensInNewTab: (): string => "(abre em uma nova aba)",
  cryptoErrorHeading: (): string => "Parece que ocorreu um erro!",
  cryptoTryAgain: (): string => "Tentar novamente",
  cryptoSuccessHeading: (): string => "Login concluído",
  cryptoSuccessText: (): string => "Você entrou com sua carteira de criptomoedas."
};
