// Compiled from src/i18n/messages/en/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configErrorEmlAndEmailOtp: (): string => "Error: Cannot use both EML and Email OTP",
  configErrorPasskeysAlone: (): string => "Error: Cannot use Passkeys by itself, please add another product to the config."
};
