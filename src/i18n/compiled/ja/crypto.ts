// Compiled from src/i18n/messages/ja/crypto.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  cryptoContinueWithWallet: (d: { "wallet": string | number }): string => d.wallet + " で続ける",
  cryptoOtherEthereumWallet: (): string => "他の Ethereum ウォレット",
  cryptoOtherSolanaWallet: (): string => "他の Solana ウォレット",
  continueWithOtherWallet: (): string => "他の暗号資産ウォレットで続ける",
  setUpWallet: (): string => "新しい暗号資産ウォレットを設定する",
  cryptoConnectHeading: (d: { "wallet": string | number }): string => d.wallet + " に接続しています…",
  cryptoConnectText: (): string => "続行するには、ウォレットで接続を承認してください。",
  cryptoSignHeading: (): string => "署名リクエストを完了してください",
  cryptoSignText: (d: { "wallet": string | number }): string => "ウォレットがご自身のものであることを証明するため、" + d.wallet + " でメッセージに署名してください。署名は無料で、取引は送信されません。",
  cryptoWaiting: (): string => "ウォレットの応答を待っています…",
  cryptoCancel: (): string => "キャンセル",
  cryptoBack: (): string => "戻る",
  cryptoOtherHeading: (): string => "その他の暗号資産ウォレット",
  cryptoOtherText: (): string => "ログインに使うウォレットを選択してください。",
  cryptoSetupHeading: (): string => "新しい暗号資産ウォレットを設定",
  cryptoSetupText: (): string => "以下のいずれかのウォレットをブラウザにインストールしてから、ここに戻ってログインしてください。",
  cryptoGetWallet: (d: { "wallet": string | number }): string => d.wallet + " を入手",
  cryptoOpensInNewTab: (): string => "（新しいタブで開きます）",
  cryptoErrorHeading: (): string => "エラーが発生したようです",
  cryptoTryAgain: (): string => "もう一度試す",
  cryptoSuccessHeading: (): string => "完了",
  cryptoSuccessText: (): string => "暗号資産ウォレットでログインしました。"
};
