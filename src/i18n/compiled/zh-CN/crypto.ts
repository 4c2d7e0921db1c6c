// Compiled from src/i18n/messages/zh-CN/crypto.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  cryptoContinueWithWallet: (d: { "wallet": string | number }): string => "通过 " + d.wallet + " 继续",
  cryptoOtherEthereumWallet: (): string => "其他以太坊钱包",
  cryptoOtherSolanaWallet: (): string => "其他 Solana 钱包",
  continueWithOtherWallet: (): string => "通过其他加密钱包继续",
  setUpWallet: (): string => "设置新的加密钱包",
  cryptoConnectHeading: (d: { "wallet": string | number }): string => "正在连接 " + d.wallet + "……",
  cryptoConnectText: (): string => "请在钱包中批准连接以继续。",
  cryptoSignHeading: (): string => "完成签名请求",
  cryptoSignText: (d: { "wallet": string | number }): string => "请在 " + d.wallet + " 中签署消息，以证明该钱包属于您。签名免费，不会发送任何交易。",
  cryptoWaiting: (): string => "正在等待您的钱包……",
  cryptoCancel: (): string => "取消",
  cryptoBack: (): string => "返回",
  cryptoOtherHeading: (): string => "其他加密钱包",
  cryptoOtherText: (): string => "选择要用于登录的钱包。",
  cryptoSetupHeading: (): string => "设置新的加密钱包",
  cryptoSetupText: (): string => "请在浏览器中安装以下任一钱包，然后返回此处用它登录。",
  cryptoGetWallet: (d: { "wallet": string | number }): string => "获取 " + d.wallet,
  cryptoOpensInNewTab: (): string => "（在新标签页中打开）",
  cryptoErrorHeading: (): string => "似乎出错了！",
  cryptoTryAgain: (): string => "重试",
  cryptoSuccessHeading: (): string => "登录成功",
  cryptoSuccessText: (): string => "您已使用加密钱包登录。"
};
