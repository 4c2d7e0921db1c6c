// Google One Tap's error kinds (docs/specification.md#errors), each shown in red with its meaning.
export const ONE_TAP_ERROR_KINDS = [
  'origin_not_allowed_for_client',
  'invalid_client',
  'oauth_config_not_found',
  'no_login_redirect_urls_set',
  'no_signup_redirect_urls_set',
  'default_provider_not_allowed',
] as const;
export type OneTapErrorKind = (typeof ONE_TAP_ERROR_KINDS)[number];
