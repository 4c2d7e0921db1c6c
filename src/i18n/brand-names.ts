// The OAuth providers' names, shown as they are in every language: the type with a capital first
// letter, but for the names that carry capitals inside.
import { OAUTH_PROVIDER_TYPES, type OAuthProviderType } from '../types/index.ts';

const INNER_CAPITALS: Partial<Record<OAuthProviderType, string>> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
};

export const OAUTH_PROVIDER_TITLES = Object.fromEntries(
  OAUTH_PROVIDER_TYPES.map((type) => [type, INNER_CAPITALS[type] ?? type[0]!.toUpperCase() + type.slice(1)]),
) as Record<OAuthProviderType, string>;
