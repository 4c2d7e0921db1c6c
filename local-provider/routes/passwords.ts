import { BOT_CHECK_FIELDS } from '../http/body.ts';
import { isBreachedPassword } from '../password-strength/breached-passwords.ts';
import { badRequest, unauthorized } from '../http/responses.ts';
import type { RouteGroup } from '../http/router.ts';
import { authResponse, checkSessionDuration, startSession } from '../domain/sessions.ts';
import { checkStrength } from '../password-strength/strength.ts';
import {
  createUser,
  emailEntry,
  findUserByEmail,
  hashPassword,
  passwordMatches,
  storePassword,
} from '../domain/users.ts';
import { checkEmail } from '../domain/validate.ts';
import type { ProviderCore } from '../provider-core.ts';

/** Hashing and strength checks see at most this many characters (zxcvbn itself looks at no more). */
export const MAX_PASSWORD_LENGTH = 256;
export const PASSWORD_LIMITS = { password: MAX_PASSWORD_LENGTH };

const CREDENTIAL_FIELDS = {
  email: 'string',
  password: 'string',
  session_duration_minutes: 'int',
  ...BOT_CHECK_FIELDS,
} as const;

const PASSWORD_FACTOR = { type: 'password', delivery_method: 'knowledge' };

/** Refuses passwords that are breached or too weak under the project's policy (rated before bare checks). */
export async function checkNewPassword(
  provider: ProviderCore,
  client: string,
  password: string,
  email: string,
): Promise<void> {
  const report = await checkStrength(provider.settings, password, email, { lane: 'account', client });
  if (report.breached_password && report.breach_detection_on_create) {
    throw badRequest('breached_password', 'This password appears in known data breaches. Choose another password.');
  }
  if (!report.valid_password)
    throw badRequest('weak_password', 'This password is too weak. Choose a stronger password.');
}

/** Password sign-up, sign-in and strength check (docs/provider-api.md#strength-check, #create-and-log-in). */
export const passwordRoutes: RouteGroup = {
  name: 'passwords',
  routes: [
    {
      method: 'POST',
      path: '/sdk/v1/passwords/strength_check',
      access: 'public',
      async handle(context) {
        const body = await context.body({ password: 'string', email: 'string?' }, PASSWORD_LIMITS);
        const email = body.email === undefined ? undefined : checkEmail(body.email);
        context.provider.strengthLimits.hit(context.client);
        return {
          ...(await checkStrength(context.provider.settings, body.password, email, {
            lane: 'check',
            client: context.client,
          })),
        };
      },
    },
    {
      method: 'POST',
      path: '/sdk/v1/passwords',
      access: 'public',
      async handle(context) {
        const { provider } = context;
        const body = await context.body(CREDENTIAL_FIELDS, PASSWORD_LIMITS);
        const email = checkEmail(body.email);
        checkSessionDuration(body.session_duration_minutes);
        if (findUserByEmail(provider.state, email)) {
          throw badRequest('duplicate_email', 'A user with this email already exists. Sign in or reset the password.');
        }
        await checkNewPassword(provider, context.client, body.password, email);
        const passwordHash = await hashPassword(body.password);
        // Another sign-up for this address may have finished while the checks ran.
        if (findUserByEmail(provider.state, email)) {
          throw badRequest('duplicate_email', 'A user with this email already exists. Sign in or reset the password.');
        }
        const user = createUser(provider.state, { email }, provider.now());
        storePassword(user, passwordHash);
        const session = startSession(provider, user, PASSWORD_FACTOR, body.session_duration_minutes, null);
        return { ...authResponse(provider, session), email_id: emailEntry(user, email)!.email_id };
      },
    },
    {
      method: 'POST',
      path: '/sdk/v1/passwords/authenticate',
      access: 'public',
      async handle(context) {
        const { provider } = context;
        const body = await context.body(CREDENTIAL_FIELDS, PASSWORD_LIMITS);
        const email = checkEmail(body.email);
        checkSessionDuration(body.session_duration_minutes);
        // An unknown address, an account without a password and a wrong password get the same answer
        // after the same work (one hash), and count as guesses alike.
        const user = findUserByEmail(provider.state, email);
        const guess = provider.guessLimits.begin('password', user?.profile.user_id ?? email, context.client);
        if (!(await passwordMatches(user, body.password)) || !user?.profile.password) {
          throw unauthorized('unauthorized_credentials', 'The email or password is incorrect.');
        }
        guess.right();
        if (isBreachedPassword(body.password)) user.profile.password.requires_reset = true;
        if (user.profile.password.requires_reset) {
          throw badRequest(
            'reset_password',
            'This password must be reset before it can be used. Check your email to reset it.',
          );
        }
        const session = startSession(provider, user, PASSWORD_FACTOR, body.session_duration_minutes, context.session);
        return authResponse(provider, session);
      },
    },
  ],
};
