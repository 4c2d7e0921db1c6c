// The OAuth providers of docs/provider-api.md#oauth-start and the names the consent page and responses use.
export const OAUTH_PROVIDER_NAMES = {
  google: 'Google',
  apple: 'Apple',
  microsoft: 'Microsoft',
  github: 'GitHub',
  gitlab: 'GitLab',
  facebook: 'Facebook',
  discord: 'Discord',
  salesforce: 'Salesforce',
  slack: 'Slack',
  amazon: 'Amazon',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  coinbase: 'Coinbase',
  twitch: 'Twitch',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  figma: 'Figma',
  yahoo: 'Yahoo',
} as const;

export type OAuthProvider = keyof typeof OAUTH_PROVIDER_NAMES;

export function isOAuthProvider(name: string): name is OAuthProvider {
  return Object.hasOwn(OAUTH_PROVIDER_NAMES, name);
}

/**
 * The scopes a sign-in through an OAuth provider (Google, GitHub …) grants besides custom ones. Not
 * connected-apps/scopes.ts DEFAULT_SCOPES: those are what an app connected to the project gets when it
 * names none; the two lists happen to hold the same standard scopes.
 */
export const OAUTH_LOGIN_SCOPES = ['openid', 'email', 'profile'];
