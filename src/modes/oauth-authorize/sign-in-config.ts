import type { WidgetConfig } from '../../config/types.ts';

/**
 * The login configuration with every redirect-based sign-in (OAuth, One Tap's redirect, an emailed
 * link, a password email's login link) coming back to `here`, the consent page with its
 * authorization request, so that consent follows the sign-in with every parameter intact.
 */
export function signInConfig(config: WidgetConfig, here: string): WidgetConfig {
  return {
    ...config,
    oauthOptions: config.oauthOptions && { ...config.oauthOptions, loginRedirectURL: here, signupRedirectURL: here },
    emailMagicLinksOptions: {
      createUserAsPending: false,
      ...config.emailMagicLinksOptions,
      loginRedirectURL: here,
      signupRedirectURL: here,
    },
    passwordOptions: config.passwordOptions && { ...config.passwordOptions, loginRedirectURL: here },
  };
}
