import { BOT_CHECK_FIELDS } from '../http/body.ts';
import { badRequest, notFound } from '../http/responses.ts';
import type { StoredUser } from '../state/model.ts';
import type { RouteGroup } from '../http/router.ts';
import { findUserByEmail, userView } from '../domain/users.ts';
import { checkEmail } from '../domain/validate.ts';

const NAME_PARTS = ['first_name', 'middle_name', 'last_name'] as const;

/** Sub-resources a user may delete: list on the user, id field, error when absent. */
const REMOVABLE = {
  emails: ['email_id', 'email_not_found'],
  phone_numbers: ['phone_id', 'phone_number_not_found'],
  webauthn_registrations: ['webauthn_registration_id', 'webauthn_registration_not_found'],
  crypto_wallets: ['crypto_wallet_id', 'crypto_wallet_not_found'],
  oauth: ['oauth_user_registration_id', 'oauth_user_registration_not_found'],
  totps: ['totp_id', 'totp_not_found'],
  biometric_registrations: ['biometric_registration_id', 'biometric_registration_not_found'],
} as const;

type RemovableKind = keyof typeof REMOVABLE;

function removeSubResource(user: StoredUser, kind: RemovableKind, id: string): void {
  const [idField, errorType] = REMOVABLE[kind];
  const listName = kind === 'oauth' ? 'providers' : kind;
  const list = user.profile[listName] as Array<Record<string, unknown>>;
  const index = list.findIndex((item) => item[idField] === id);
  if (index < 0) throw notFound(errorType, `This user has no ${kind.replace(/_/g, ' ')} entry with id ${id}.`);
  list.splice(index, 1);
}

function checkName(name: Record<string, unknown>): Partial<Record<(typeof NAME_PARTS)[number], string>> {
  for (const [key, value] of Object.entries(name)) {
    if (!(NAME_PARTS as readonly string[]).includes(key))
      throw badRequest('unknown_field', `Unknown field "name.${key}" in the request body.`);
    if (typeof value !== 'string') throw badRequest('invalid_field_type', `The field "name.${key}" must be a string.`);
  }
  return name as Partial<Record<(typeof NAME_PARTS)[number], string>>;
}

/** The signed-in user and the account-type lookup (docs/provider-api.md#users). */
export const userRoutes: RouteGroup = {
  name: 'users',
  routes: [
    {
      method: 'POST',
      path: '/sdk/v1/users/search',
      access: 'public',
      async handle(context) {
        const body = await context.body({ email: 'string', ...BOT_CHECK_FIELDS });
        const user = findUserByEmail(context.provider.state, checkEmail(body.email));
        const userType = !user ? 'new' : user.profile.password ? 'password' : 'passwordless';
        return { userType };
      },
    },
    {
      method: 'GET',
      path: '/sdk/v1/users/me',
      access: 'session',
      handle: (context) => ({ ...userView(context.sessionUser()) }),
    },
    {
      method: 'PUT',
      path: '/sdk/v1/users/me',
      access: 'session',
      async handle(context) {
        const body = await context.body({ name: 'object?', untrusted_metadata: 'object?' });
        const user = context.sessionUser();
        if (body.name) Object.assign(user.profile.name, checkName(body.name));
        if (body.untrusted_metadata) user.profile.untrusted_metadata = structuredClone(body.untrusted_metadata);
        const view = userView(user);
        return {
          user_id: view.user_id,
          emails: view.emails,
          phone_numbers: view.phone_numbers,
          crypto_wallets: view.crypto_wallets,
          __user: view,
        };
      },
    },
    {
      method: 'DELETE',
      path: '/sdk/v1/users/:kind/:id',
      access: 'session',
      handle(context) {
        const { kind, id } = context.params as { kind: string; id: string };
        if (!Object.hasOwn(REMOVABLE, kind))
          throw notFound('route_not_found', `No endpoint at ${context.url.pathname}.`);
        const user = context.sessionUser();
        removeSubResource(user, kind as RemovableKind, id);
        return { user_id: user.profile.user_id, __user: userView(user) };
      },
    },
  ],
};
