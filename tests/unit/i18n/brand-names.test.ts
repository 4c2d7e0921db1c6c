import { describe, expect, it } from 'vitest';
import { OAUTH_PROVIDER_TITLES } from '../../../src/i18n/brand-names.ts';

describe('OAuth provider names', () => {
  it('spells every provider as the brand does', () => {
    expect(OAUTH_PROVIDER_TITLES).toEqual({
      google: 'Google',
      microsoft: 'Microsoft',
      apple: 'Apple',
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
    });
  });
});
