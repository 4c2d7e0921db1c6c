// The user-visible texts of the first screen, errors and modes (SPEC §2, §5, §8); the texts of the
// products that load lazily are in en-products.ts.
export const text = {
  header: 'Sign up or log in',
  divider: 'or',
  continueWithProvider: (title: string) => `Continue with ${title}`,
  logoAlt: 'Logo',

  invalidEmailOtp: 'Invalid email, please try again.',
  invalidEmail: 'Invalid email address',
  invalidPhone: 'Invalid phone number, please try again.',
  invalidPasscode: 'Invalid passcode, please try again.',

  resetPasswordHeading: 'Reset your password',
  passkeyRegistrationHeading: 'Register a new passkey',

  configErrorHeading: 'Sign-in unavailable',
  invalidConfig: 'The sign-in widget is not configured correctly:',
} as const;

export const OAUTH_PROVIDER_TITLES = {
  google: 'Google', microsoft: 'Microsoft', apple: 'Apple', github: 'GitHub', gitlab: 'GitLab',
  facebook: 'Facebook', discord: 'Discord', salesforce: 'Salesforce', slack: 'Slack', amazon: 'Amazon',
  bitbucket: 'Bitbucket', linkedin: 'LinkedIn', coinbase: 'Coinbase', twitch: 'Twitch', twitter: 'Twitter',
  tiktok: 'TikTok', snapchat: 'Snapchat', figma: 'Figma', yahoo: 'Yahoo',
} as const;
