// Compiled from src/i18n/messages/he/crypto.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  cryptoContinueWithWallet: (d: { "wallet": string | number }): string => "המשך עם " + d.wallet,
  cryptoOtherEthereumWallet: (): string => "ארנק Ethereum אחר",
  cryptoOtherSolanaWallet: (): string => "ארנק Solana אחר",
  continueWithOtherWallet: (): string => "המשך עם ארנק קריפטו אחר",
  setUpWallet: (): string => "הגדרת ארנק קריפטו חדש",
  cryptoConnectHeading: (d: { "wallet": string | number }): string => "מתבצע חיבור אל " + d.wallet + "…",
  cryptoConnectText: (): string => "יש לאשר את החיבור בארנק כדי להמשיך.",
  cryptoSignHeading: (): string => "השלמת בקשת החתימה",
  cryptoSignText: (d: { "wallet": string | number }): string => "יש לחתום על ההודעה באמצעות " + d.wallet + " כדי להוכיח שהארנק שלך. החתימה אינה כרוכה בתשלום ואינה שולחת שום עסקה.",
  cryptoWaiting: (): string => "בהמתנה לארנק…",
  cryptoCancel: (): string => "ביטול",
  cryptoBack: (): string => "חזרה",
  cryptoOtherHeading: (): string => "ארנקי קריפטו אחרים",
  cryptoOtherText: (): string => "יש לבחור את הארנק להתחברות.",
  cryptoSetupHeading: (): string => "הגדרת ארנק קריפטו חדש",
  cryptoSetupText: (): string => "יש להתקין בדפדפן אחד מהארנקים האלה, ואז לחזור לכאן ולהתחבר באמצעותו.",
  cryptoGetWallet: (d: { "wallet": string | number }): string => "הורדת " + d.wallet,
  cryptoOpensInNewTab: (): string => "(נפתח בכרטיסייה חדשה)",
  cryptoErrorHeading: (): string => "נראה שהייתה שגיאה!",
  cryptoTryAgain: (): string => "ניסיון נוסף",
  cryptoSuccessHeading: (): string => "ההתחברות הצליחה",
  cryptoSuccessText: (): string => "התחברת באמצעות ארנק הקריפטו."
};
