// Compiled from src/i18n/messages/ko/crypto.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  cryptoContinueWithWallet: (d: { "wallet": string | number }): string => d.wallet + "(으)로 계속하기",
  cryptoOtherEthereumWallet: (): string => "다른 이더리움 지갑",
  cryptoOtherSolanaWallet: (): string => "다른 솔라나 지갑",
  continueWithOtherWallet: (): string => "다른 암호화폐 지갑으로 계속하기",
  setUpWallet: (): string => "새 암호화폐 지갑 설정",
  cryptoConnectHeading: (d: { "wallet": string | number }): string => d.wallet + "에 연결하는 중…",
  cryptoConnectText: (): string => "계속하려면 지갑에서 연결을 승인하세요.",
  cryptoSignHeading: (): string => "서명 요청 완료",
  cryptoSignText: (d: { "wallet": string | number }): string => d.wallet + "에서 메시지에 서명하여 이 지갑이 본인의 것임을 증명하세요. 서명은 무료이며 거래가 전송되지 않습니다.",
  cryptoWaiting: (): string => "지갑의 응답을 기다리는 중…",
  cryptoCancel: (): string => "취소",
  cryptoBack: (): string => "뒤로",
  cryptoOtherHeading: (): string => "기타 암호화폐 지갑",
  cryptoOtherText: (): string => "로그인에 사용할 지갑을 선택하세요.",
  cryptoSetupHeading: (): string => "새 암호화폐 지갑 설정",
  cryptoSetupText: (): string => "브라우저에 다음 지갑 중 하나를 설치한 후 여기로 돌아와 그 지갑으로 로그인하세요.",
  cryptoGetWallet: (d: { "wallet": string | number }): string => d.wallet + " 받기",
  cryptoOpensInNewTab: (): string => "(새 탭에서 열림)",
  cryptoErrorHeading: (): string => "오류가 발생했습니다",
  cryptoTryAgain: (): string => "다시 시도",
  cryptoSuccessHeading: (): string => "로그인 완료",
  cryptoSuccessText: (): string => "암호화폐 지갑으로 로그인했습니다."
};
