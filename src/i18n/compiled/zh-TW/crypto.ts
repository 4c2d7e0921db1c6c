// Compiled from src/i18n/messages/zh-TW/crypto.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  cryptoContinueWithWallet: (d: { "wallet": string | number }): string => "使用 " + d.wallet + " 繼續",
  cryptoOtherEthereumWallet: (): string => "其他以太坊錢包",
  cryptoOtherSolanaWallet: (): string => "其他 Solana 錢包",
  continueWithOtherWallet: (): string => "使用其他加密貨幣錢包繼續",
  setUpWallet: (): string => "設定新的加密貨幣錢包",
  cryptoConnectHeading: (d: { "wallet": string | number }): string => "正在連線至 " + d.wallet + "…",
  cryptoConnectText: (): string => "請在錢包中核准連線以繼續。",
  cryptoSignHeading: (): string => "完成簽署要求",
  cryptoSignText: (d: { "wallet": string | number }): string => "請在 " + d.wallet + " 中簽署訊息，以證明這個錢包屬於您。簽署不需任何費用，也不會送出交易。",
  cryptoWaiting: (): string => "正在等待您的錢包…",
  cryptoCancel: (): string => "取消",
  cryptoBack: (): string => "返回",
  cryptoOtherHeading: (): string => "其他加密貨幣錢包",
  cryptoOtherText: (): string => "選擇要用來登入的錢包。",
  cryptoSetupHeading: (): string => "設定新的加密貨幣錢包",
  cryptoSetupText: (): string => "請在瀏覽器中安裝下列其中一個錢包，然後回到這裡用它登入。",
  cryptoGetWallet: (d: { "wallet": string | number }): string => "取得 " + d.wallet,
  cryptoOpensInNewTab: (): string => "（在新分頁中開啟）",
  cryptoErrorHeading: (): string => "發生錯誤",
  cryptoTryAgain: (): string => "再試一次",
  cryptoSuccessHeading: (): string => "登入成功",
  cryptoSuccessText: (): string => "您已使用加密貨幣錢包登入。"
};
