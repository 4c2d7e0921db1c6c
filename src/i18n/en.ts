// Every user-visible text of the widget (SPEC §2, §4, §5, §8).
export const text = {
  header: 'Sign up or log in',
  divider: 'or',
  continueWithProvider: (title: string) => `Continue with ${title}`,
  continueWithEmail: 'Continue with email',
  continueWithText: 'Continue with text message',
  continueWithWhatsApp: 'Continue with WhatsApp',
  loginWithPasskey: 'Login with a Passkey',
  continueWithOtherWallet: 'Continue with other Crypto Wallet',
  setUpWallet: 'Set up a new crypto wallet',
  tabs: { sms: 'Text', whatsapp: 'WhatsApp', email: 'Email' },
  tabsLabel: 'Sign-in method',
  emailLabel: 'Email',
  emailPlaceholder: 'example@email.com',
  phoneLabel: 'Phone number',
  countryLabel: 'Country',
  phonePlaceholder: '(123) 456-7890',
  phoneToolsFailed: 'Phone sign-in could not load. Check your connection and reload the page.',
  logoAlt: 'Logo',

  invalidEmailOtp: 'Invalid email, please try again.',
  invalidEmail: 'Invalid email address',
  invalidPhone: 'Invalid phone number, please try again.',
  invalidPasscode: 'Invalid passcode, please try again.',

  otpHeading: 'Enter passcode',
  otpSentTo: (destination: string) => `A 6-digit passcode was sent to you at ${destination}.`,
  otpFieldLabel: 'One-time passcode',
  otpDigitLabel: (index: number) => `Digit ${index} of 6`,
  verifying: 'Verifying passcode...',
  expiresIn: (time: string) => `Your code expires in ${time}. Didn't get it?`,
  expired: 'Your code has expired.',
  resendCode: 'Resend code',
  codeResent: 'Code resent',
  back: 'Back',

  otpSuccessHeading: 'Success',
  otpSuccessText: 'Your passcode has been successfully verified.',

  checkEmailHeading: 'Check your email',
  emailSentTo: (email: string) => `An email was sent to ${email}.`,
  openMail: (service: string) => `Open ${service}`,
  tryAgain: 'Try again',
  resendEmail: 'Resend email',
  emailResent: 'Email resent',
  didntGetIt: "Didn't get it?",

  resetPasswordHeading: 'Reset your password',
  passkeyRegistrationHeading: 'Register a new passkey',
  notAvailable: 'This sign-in method is not available in this version of the widget.',

  configErrorHeading: 'Sign-in unavailable',
  invalidConfig: 'The sign-in widget is not configured correctly:',
  dismiss: 'Dismiss',
  notifications: 'Notifications',
} as const;

export const OAUTH_PROVIDER_TITLES = {
  google: 'Google', microsoft: 'Microsoft', apple: 'Apple', github: 'GitHub', gitlab: 'GitLab',
  facebook: 'Facebook', discord: 'Discord', salesforce: 'Salesforce', slack: 'Slack', amazon: 'Amazon',
  bitbucket: 'Bitbucket', linkedin: 'LinkedIn', coinbase: 'Coinbase', twitch: 'Twitch', twitter: 'Twitter',
  tiktok: 'TikTok', snapchat: 'Snapchat', figma: 'Figma', yahoo: 'Yahoo',
} as const;
