// Compiled from src/i18n/messages/ja/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configErrorEmlAndEmailOtp: (): string => "エラー: メールのログインリンクとメールのパスコードは同時に使用できません。",
  configErrorPasskeysAlone: (): string => "エラー: パスキーは単独では使用できません。設定に別のプロダクトを追加してください。"
};
