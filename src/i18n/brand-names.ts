// The OAuth providers' names, shown as they are in every language.
export const OAUTH_PROVIDER_TITLES = {
  google: 'Google', microsoft: 'Microsoft', apple: 'Apple', github: 'GitHub', gitlab: 'GitLab',
  facebook: 'Facebook', discord: 'Discord', salesforce: 'Salesforce', slack: 'Slack', amazon: 'Amazon',
  bitbucket: 'Bitbucket', linkedin: 'LinkedIn', coinbase: 'Coinbase', twitch: 'Twitch', twitter: 'Twitter',
  tiktok: 'TikTok', snapchat: 'Snapchat', figma: 'Figma', yahoo: 'Yahoo',
} as const;
