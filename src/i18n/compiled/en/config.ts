// Compiled from src/i18n/messages/en/config.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  configObject: (d: { "field": string | number }): string => d.field + " must be an object.",
  configUnknownOption: (d: { "field": string | number }): string => "Unknown option " + d.field + ".",
  configText: (d: { "field": string | number }): string => d.field + " must be a non-empty string.",
  configFlag: (d: { "field": string | number }): string => d.field + " must be true or false.",
  configWholeNumber: (d: { "field": string | number; "max": string | number; "min": string | number }): string => d.field + " must be a whole number from " + d.min + " to " + d.max + ".",
  configOneOf: (d: { "field": string | number; "options": string | number }): string => d.field + " must be one of: " + d.options + ".",
  configUrl: (d: { "field": string | number }): string => d.field + " must be an absolute http(s) URL.",
  configCss: (d: { "field": string | number }): string => d.field + " is not a valid CSS value.",
  configLoads: (d: { "field": string | number }): string => d.field + " must not load anything.",
  configColour: (d: { "field": string | number }): string => d.field + " must be a colour, such as \"#0b6e4f\" or \"rgb(11 110 79)\".",
  configList: (d: { "field": string | number }): string => d.field + " must be a list.",
  configRequired: (d: { "field": string | number }): string => d.field + " is required.",
  configUnreadable: (d: { "reason": string | number }): string => "The config could not be read: " + d.reason,
  configNotJson: (d: { "reason": string | number }): string => "The config attribute is not valid JSON: " + d.reason,
  configMissing: (): string => "A config with at least one product is required.",
  configProducts: (d: { "options": string | number }): string => "products must list at least one of: " + d.options + ".",
  configOAuthProviders: (): string => "The oauth product needs oauthOptions.providers with at least one provider.",
  configDuplicateProvider: (d: { "provider": string | number }): string => "oauthOptions.providers lists " + d.provider + " more than once; list each provider once.",
  configOtpMethods: (): string => "The otp product needs otpOptions.methods (sms, whatsapp or email).",
  configPublicToken: (): string => "The public-token attribute is required.",
  configMode: (d: { "options": string | number }): string => "The mode attribute must be one of: " + d.options + ".",
  configProviderUrl: (d: { "reason": string | number }): string => String(d.reason),
  configEmlAndEmailOtp: (): string => "Error: Cannot use both EML and Email OTP",
  configPasskeysAlone: (): string => "Error: Cannot use Passkeys by itself, please add another product to the config.",
  invalidConfig: (): string => "The sign-in widget is not configured correctly:"
};
