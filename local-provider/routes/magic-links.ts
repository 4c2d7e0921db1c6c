import { BOT_CHECK_FIELDS } from '../http/body.ts';
import { ApiError, notFound } from '../http/responses.ts';
import {
  EMAILED_LINK_MINUTES,
  findLinkToken,
  issueLink,
  linkTokenUser,
  sendLinkEmail,
  useLinkToken,
} from '../domain/link-tokens.ts';
import { checkCodeVerifier } from '../domain/pkce.ts';
import type { RouteGroup } from '../http/router.ts';
import { authResponse, checkSessionDuration, startSession } from '../domain/sessions.ts';
import { createUser, emailEntry, findUserByEmail, notePasswordlessSignIn } from '../domain/users.ts';
import { checkCodeChallenge, checkEmail, checkMinutes, checkRedirectUrl } from '../domain/validate.ts';

/** Email magic links (docs/provider-api.md#magic-links). */
export const magicLinkRoutes: RouteGroup = {
  name: 'magic-links',
  routes: [
    {
      method: 'POST',
      path: '/sdk/v1/magic_links/email/login_or_create',
      access: 'public',
      async handle(context) {
        const { provider } = context;
        const { settings } = provider;
        const body = await context.body({
          email: 'string',
          login_magic_link_url: 'string?',
          signup_magic_link_url: 'string?',
          login_expiration_minutes: 'int?',
          signup_expiration_minutes: 'int?',
          login_template_id: 'string?',
          signup_template_id: 'string?',
          locale: 'string?',
          code_challenge: 'string?',
          ...BOT_CHECK_FIELDS,
        });
        const email = checkEmail(body.email);
        const loginUrl = checkRedirectUrl(
          settings,
          body.login_magic_link_url,
          settings.redirect_urls.login,
          'invalid_magic_link_url',
        );
        const signupUrl = checkRedirectUrl(
          settings,
          body.signup_magic_link_url,
          settings.redirect_urls.signup,
          'invalid_magic_link_url',
        );
        const { login_expiration_minutes: loginDefault, signup_expiration_minutes: signupDefault } =
          settings.magic_links;
        const loginMinutes = checkMinutes(
          body.login_expiration_minutes,
          loginDefault,
          EMAILED_LINK_MINUTES.min,
          EMAILED_LINK_MINUTES.max,
          'login_expiration_minutes',
        );
        const signupMinutes = checkMinutes(
          body.signup_expiration_minutes,
          signupDefault,
          EMAILED_LINK_MINUTES.min,
          EMAILED_LINK_MINUTES.max,
          'signup_expiration_minutes',
        );
        const challenge = checkCodeChallenge(
          settings.bootstrap.pkce_required_for_email_magic_links,
          body.code_challenge,
        );
        provider.sendLimits.hit(email);
        const existing = findUserByEmail(provider.state, email);
        const isSignup = !existing || !emailEntry(existing, email)!.verified;
        const user = existing ?? createUser(provider.state, { email }, provider.now());
        const minutes = isSignup ? signupMinutes : loginMinutes;
        const link = issueLink(provider, {
          kind: 'magic_links',
          base: isSignup ? signupUrl : loginUrl,
          userId: user.profile.user_id,
          minutes,
          codeChallenge: challenge,
          detail: { email },
        });
        sendLinkEmail(provider, {
          to: email,
          subject: isSignup
            ? `Finish signing up for ${settings.project_name}`
            : `Your sign-in link for ${settings.project_name}`,
          action: isSignup ? 'finish signing up' : 'sign in',
          minutes,
          link,
        });
        return {};
      },
    },
    {
      method: 'POST',
      path: '/sdk/v1/magic_links/authenticate',
      access: 'public',
      async handle(context) {
        const { provider } = context;
        const body = await context.body({ token: 'string', session_duration_minutes: 'int', code_verifier: 'string?' });
        checkSessionDuration(body.session_duration_minutes);
        const lookup = findLinkToken(provider, 'magic_links', body.token);
        if (lookup.status === 'missing')
          throw notFound('magic_link_not_found', 'The magic link was not found or has already been used.');
        if (lookup.status === 'expired')
          throw new ApiError(401, 'unable_to_auth_magic_link', 'The magic link has expired. Request a new one.');
        checkCodeVerifier(lookup.token.code_challenge, body.code_verifier);
        useLinkToken(provider, lookup.token);
        const user = linkTokenUser(provider, lookup.token);
        const entry = emailEntry(user, lookup.token.detail.email!);
        if (!entry)
          throw new ApiError(
            401,
            'unable_to_auth_magic_link',
            'The email address of this magic link was removed from the user.',
          );
        entry.verified = true;
        notePasswordlessSignIn(user);
        const factor = {
          type: 'magic_link',
          delivery_method: 'email',
          email_factor: { email_id: entry.email_id, email_address: entry.email },
        };
        const session = startSession(provider, user, factor, body.session_duration_minutes, context.session);
        return { ...authResponse(provider, session), method_id: entry.email_id };
      },
    },
  ],
};
