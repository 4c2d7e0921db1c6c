import { notFound } from '../http/responses.ts';
import type { RouteGroup } from '../http/router.ts';

/** Project settings the SDK reads once at start (docs/provider-api.md#bootstrap). */
export const bootstrapRoutes: RouteGroup = {
  name: 'bootstrap',
  routes: [
    {
      method: 'GET',
      path: '/sdk/v1/projects/bootstrap/:publicToken',
      access: 'public',
      handle({ params, provider }) {
        const { settings } = provider;
        if (params.publicToken !== settings.public_token) {
          throw notFound('public_token_not_found', 'No project has this public token.');
        }
        const { bootstrap, passwords } = settings;
        return {
          project_name: settings.project_name,
          disable_sdk_watermark: bootstrap.disable_sdk_watermark,
          cname_domain: bootstrap.cname_domain,
          email_domains: bootstrap.email_domains,
          captcha_settings: structuredClone(bootstrap.captcha_settings),
          pkce_required_for_email_magic_links: bootstrap.pkce_required_for_email_magic_links,
          pkce_required_for_password_resets: bootstrap.pkce_required_for_password_resets,
          pkce_required_for_oauth: bootstrap.pkce_required_for_oauth,
          pkce_required_for_sso: false,
          slug_pattern: null,
          create_organization_enabled: false,
          password_config: passwords.strength_policy === 'luds' ? passwords.password_config : null,
          dfp_protected_auth_enabled: bootstrap.dfp_protected_auth_enabled,
          dfp_protected_auth_mode: bootstrap.dfp_protected_auth_mode,
          rbac_policy: structuredClone(bootstrap.rbac_policy),
          siwe_required_for_crypto_wallets: bootstrap.siwe_required_for_crypto_wallets,
          vertical: 'CONSUMER',
        };
      },
    },
  ],
};
