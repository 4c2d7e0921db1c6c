import { BOT_CHECK_FIELDS } from '../http/body.ts';
import type { MessageChannel, StoredUser } from '../state/model.ts';
import { sendPasscode, redeemPasscode } from '../domain/passcodes.ts';
import type { Route, RouteContext, RouteGroup } from '../http/router.ts';
import { authResponse, checkSessionDuration, startSession, type FactorInput } from '../domain/sessions.ts';
import {
  createUser,
  emailEntry,
  findUserByEmail,
  findUserByPhone,
  notePasswordlessSignIn,
  phoneEntry,
} from '../domain/users.ts';
import { checkEmail, checkMinutes, checkPhoneNumber } from '../domain/validate.ts';

const MAX_EXPIRATION_MINUTES = 1440;

const PHONE_FIELDS = {
  phone_number: 'string',
  expiration_minutes: 'int?',
  locale: 'string?',
  ...BOT_CHECK_FIELDS,
} as const;

function expiration(context: RouteContext, minutes: number | undefined): number {
  const fallback = context.provider.settings.otp.expiration_minutes;
  return checkMinutes(minutes, fallback, 1, MAX_EXPIRATION_MINUTES, 'expiration_minutes');
}

function phoneLoginOrCreate(
  channel: Exclude<MessageChannel, 'email'>,
  extraFields: Record<string, 'bool?' | 'int?'>,
): Route {
  return {
    method: 'POST',
    path: `/sdk/v1/otps/${channel}/login_or_create`,
    access: 'public',
    async handle(context) {
      const { provider } = context;
      const body = await context.body({ ...PHONE_FIELDS, ...extraFields });
      const phoneNumber = checkPhoneNumber(body.phone_number);
      const minutes = expiration(context, body.expiration_minutes);
      provider.sendLimits.hit(phoneNumber);
      const user =
        findUserByPhone(provider.state, phoneNumber) ??
        createUser(provider.state, { phone_number: phoneNumber }, provider.now());
      const methodId = phoneEntry(user, phoneNumber)!.phone_id;
      sendPasscode(provider, channel, phoneNumber, methodId, user.profile.user_id, minutes);
      return { method_id: methodId };
    },
  };
}

function verifiedFactor(user: StoredUser, channel: MessageChannel, destination: string): FactorInput {
  if (channel === 'email') {
    const entry = emailEntry(user, destination)!;
    entry.verified = true;
    return {
      type: 'otp',
      delivery_method: 'email',
      email_factor: { email_id: entry.email_id, email_address: entry.email },
    };
  }
  const entry = phoneEntry(user, destination)!;
  entry.verified = true;
  return {
    type: 'otp',
    delivery_method: channel,
    phone_number_factor: { phone_id: entry.phone_id, phone_number: entry.phone_number },
  };
}

/** One-time passcodes by email, SMS and WhatsApp (docs/provider-api.md#passcodes). */
export const otpRoutes: RouteGroup = {
  name: 'otps',
  routes: [
    {
      method: 'POST',
      path: '/sdk/v1/otps/email/login_or_create',
      access: 'public',
      async handle(context) {
        const { provider } = context;
        const body = await context.body({
          email: 'string',
          expiration_minutes: 'int?',
          login_template_id: 'string?',
          signup_template_id: 'string?',
          locale: 'string?',
          ...BOT_CHECK_FIELDS,
        });
        const email = checkEmail(body.email);
        const minutes = expiration(context, body.expiration_minutes);
        provider.sendLimits.hit(email);
        const user = findUserByEmail(provider.state, email) ?? createUser(provider.state, { email }, provider.now());
        const methodId = emailEntry(user, email)!.email_id;
        sendPasscode(provider, 'email', email, methodId, user.profile.user_id, minutes);
        return { method_id: methodId };
      },
    },
    phoneLoginOrCreate('sms', { enable_autofill: 'bool?', autofill_session_duration_minutes: 'int?' }),
    phoneLoginOrCreate('whatsapp', {}),
    {
      method: 'POST',
      path: '/sdk/v1/otps/authenticate',
      access: 'public',
      async handle(context) {
        const { provider } = context;
        const body = await context.body({
          token: 'string',
          method_id: 'string',
          session_duration_minutes: 'int',
          ...BOT_CHECK_FIELDS,
        });
        checkSessionDuration(body.session_duration_minutes);
        const passcode = redeemPasscode(provider, context.client, body.method_id, body.token);
        const user = provider.state.users.get(passcode.user_id)!;
        const factor = verifiedFactor(user, passcode.channel, passcode.destination);
        notePasswordlessSignIn(user);
        const session = startSession(provider, user, factor, body.session_duration_minutes, context.session);
        return { ...authResponse(provider, session), method_id: passcode.method_id };
      },
    },
  ],
};
