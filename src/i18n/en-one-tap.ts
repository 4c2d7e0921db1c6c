// Texts of Google One Tap (SPEC §8); they travel with the One Tap chunk.
import type { OneTapErrorKind } from '../types/one-tap.ts';

export const ONE_TAP_ERRORS: Record<OneTapErrorKind, string> = {
  origin_not_allowed_for_client:
    'Google One Tap: this page\'s origin is not allowed for the Google client. Add it to the client\'s authorized JavaScript origins.',
  invalid_client: 'Google One Tap: the Google client ID is not recognised. Check the client ID configured for One Tap.',
  oauth_config_not_found: 'Google One Tap: no Google client is configured for the project. Add a Google OAuth client to use One Tap.',
  no_login_redirect_urls_set: 'Google One Tap: the project has no login redirect URL. Set one before using One Tap.',
  no_signup_redirect_urls_set: 'Google One Tap: the project has no signup redirect URL. Set one before using One Tap.',
  default_provider_not_allowed:
    'Google One Tap: the default Google provider cannot be used with One Tap. Configure your own Google client.',
};

export const oneTapText = {
  loading: 'Loading Google One Tap',
  signingIn: 'Signing in with Google',
  couldNotLoad: (reason: string) => `One Tap could not load: ${reason}`,
};
