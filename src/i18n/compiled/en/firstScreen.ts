// Compiled from src/i18n/messages/en/firstScreen.json by scripts/messages.ts; edit the catalogue, not this file.

export default {
  header: (): string => "Sign up or log in",
  continueWithProvider: (d: { "name": string | number }): string => "Continue with " + d.name,
  logoAlt: (): string => "Logo",
  resetPasswordHeading: (): string => "Reset your password",
  passkeyRegistrationHeading: (): string => "Register a new passkey",
  configErrorHeading: (): string => "Sign-in unavailable",
  genericError: (): string => "Something went wrong. Please try again.",
  lastUsed: (): string => "Last used"
};
