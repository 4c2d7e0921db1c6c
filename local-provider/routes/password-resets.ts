import { BOT_CHECK_FIELDS } from '../http/body.ts';
import { ApiError } from '../http/responses.ts';
import {
  EMAILED_LINK_MINUTES,
  findLinkToken,
  issueLink,
  linkTokenUser,
  sendLinkEmail,
  withLinkTokenHeld,
} from '../domain/link-tokens.ts';
import { checkCodeVerifier } from '../domain/pkce.ts';
import type { RouteGroup } from '../http/router.ts';
import { authResponse, checkSessionDuration, revokeOtherSessions, startSession } from '../domain/sessions.ts';
import { emailEntry, findUserByEmail, setPassword } from '../domain/users.ts';
import { checkCodeChallenge, checkEmail, checkMinutes, checkRedirectUrl } from '../domain/validate.ts';
import { checkNewPassword, PASSWORD_LIMITS } from './passwords.ts';

/** Password reset by email (docs/provider-api.md#password-resets). */
export const passwordResetRoutes: RouteGroup = {
  name: 'password-resets',
  routes: [
    {
      method: 'POST',
      path: '/sdk/v1/passwords/email/reset/start',
      access: 'public',
      async handle(context) {
        const { provider } = context;
        const { settings } = provider;
        const body = await context.body({
          email: 'string',
          login_redirect_url: 'string?',
          reset_password_redirect_url: 'string?',
          reset_password_expiration_minutes: 'int?',
          reset_password_template_id: 'string?',
          login_expiration_minutes: 'int?',
          locale: 'string?',
          code_challenge: 'string?',
          ...BOT_CHECK_FIELDS,
        });
        const email = checkEmail(body.email);
        checkRedirectUrl(settings, body.login_redirect_url, settings.redirect_urls.login, 'invalid_login_redirect_url');
        const resetUrl = checkRedirectUrl(
          settings,
          body.reset_password_redirect_url,
          settings.redirect_urls.reset_password,
          'invalid_password_reset_redirect_url',
        );
        const minutes = checkMinutes(
          body.reset_password_expiration_minutes,
          settings.password_resets.expiration_minutes,
          EMAILED_LINK_MINUTES.min,
          EMAILED_LINK_MINUTES.max,
          'reset_password_expiration_minutes',
        );
        const challenge = checkCodeChallenge(settings.bootstrap.pkce_required_for_password_resets, body.code_challenge);
        provider.sendLimits.hit(email);
        // An unknown address gets the same answer as a known one, and no email: asking reveals nothing.
        const user = findUserByEmail(provider.state, email);
        if (!user) return {};
        const link = issueLink(provider, {
          kind: 'reset_password',
          base: resetUrl,
          userId: user.profile.user_id,
          minutes,
          codeChallenge: challenge,
          detail: { email },
        });
        sendLinkEmail(provider, {
          to: email,
          subject: `Reset your ${settings.project_name} password`,
          action: 'choose a new password',
          minutes,
          link,
        });
        return {};
      },
    },
    {
      method: 'POST',
      path: '/sdk/v1/passwords/email/reset',
      access: 'public',
      async handle(context) {
        const { provider } = context;
        const body = await context.body(
          {
            token: 'string',
            password: 'string',
            session_duration_minutes: 'int',
            code_verifier: 'string?',
            locale: 'string?',
            ...BOT_CHECK_FIELDS,
          },
          PASSWORD_LIMITS,
        );
        checkSessionDuration(body.session_duration_minutes);
        const lookup = findLinkToken(provider, 'reset_password', body.token);
        if (lookup.status !== 'found') {
          const reason = lookup.status === 'expired' ? 'has expired' : 'was not found or has already been used';
          throw new ApiError(
            401,
            'unable_to_auth_password_reset_token',
            `The password reset link ${reason}. Request a new one.`,
          );
        }
        checkCodeVerifier(lookup.token.code_challenge, body.code_verifier);
        const user = linkTokenUser(provider, lookup.token);
        const email = lookup.token.detail.email!;
        // Held while the password is rated and hashed: a parallel request with the same token finds it used.
        await withLinkTokenHeld(provider, lookup.token, async () => {
          await checkNewPassword(provider, context.client, body.password, email);
          await setPassword(user, body.password);
        });
        const entry = emailEntry(user, email);
        if (entry) entry.verified = true;
        const factor = {
          type: 'password',
          delivery_method: 'email',
          email_factor: entry ? { email_id: entry.email_id, email_address: entry.email } : undefined,
        };
        const session = startSession(provider, user, factor, body.session_duration_minutes, context.session);
        revokeOtherSessions(provider, user.profile.user_id, session);
        return authResponse(provider, session);
      },
    },
  ],
};
