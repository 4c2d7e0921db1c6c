// Passkeys (docs/provider-api.md#passkeys and the passkey calls of #users), verified with @simplewebauthn/server.
import type { ProviderCore } from '../provider-core.ts';
import { BOT_CHECK_FIELDS } from '../http/body.ts';
import { badRequest, notFound } from '../http/responses.ts';
import type { StoredUser } from '../state/model.ts';
import type { RouteContext, RouteGroup } from '../http/router.ts';
import { authResponse, startSession } from '../domain/sessions.ts';
import { authenticationOptions, verifyAuthentication } from '../webauthn/authentication.ts';
import { registrationOptions, verifyRegistration, type CeremonyContext } from '../webauthn/registration.ts';
import { relyingPartyId } from '../webauthn/relying-party.ts';
import { keepPasskeys, webauthnState, type StoredPasskey, type WebAuthnState } from '../webauthn/webauthn-state.ts';

const START_FIELDS = { domain: 'string', return_passkey_credential_options: 'bool?' } as const;
const FINISH_FIELDS = { public_key_credential: 'string', session_duration_minutes: 'int' } as const;
/** A credential is JSON around an attestation or assertion: a few kilobytes, more with attestation certificates. */
const CREDENTIAL_LIMITS = { public_key_credential: 64 * 1024 };

/**
 * The group's state, without credentials whose registration or user is gone: deleting a registration
 * (`DELETE /sdk/v1/users/webauthn_registrations/{id}`, served by the users group) also forgets its key.
 */
function passkeyState(provider: ProviderCore): WebAuthnState {
  const state = webauthnState(provider.state.groups);
  keepPasskeys(
    state,
    (passkey) =>
      provider.state.users
        .get(passkey.user_id)
        ?.profile.webauthn_registrations.some(
          (entry) => entry.webauthn_registration_id === passkey.webauthn_registration_id,
        ) ?? false,
  );
  return state;
}

function ceremony({ provider, url, client }: RouteContext): CeremonyContext {
  return {
    settings: provider.settings,
    ownOrigin: url.origin,
    state: passkeyState(provider),
    now: provider.now(),
    client,
  };
}

function factor(passkey: StoredPasskey) {
  return {
    type: 'webauthn',
    delivery_method: 'webauthn_registration',
    webauthn_factor: {
      webauthn_registration_id: passkey.webauthn_registration_id,
      domain: passkey.domain,
      user_agent: passkey.user_agent,
    },
  };
}

function registrationEntry(user: StoredUser, registrationId: string) {
  const entry = user.profile.webauthn_registrations.find((item) => item.webauthn_registration_id === registrationId);
  if (!entry) throw notFound('webauthn_registration_not_found', 'This user has no passkey registration with that id.');
  return entry;
}

function fullName(user: StoredUser): string {
  const { first_name: first, last_name: last } = user.profile.name;
  return [first, last].filter(Boolean).join(' ');
}

export const webauthnRoutes: RouteGroup = {
  name: 'webauthn',
  routes: [
    {
      method: 'POST',
      path: '/sdk/v1/webauthn/register/start',
      access: 'session',
      async handle(context) {
        const input = await context.body({
          ...START_FIELDS,
          authenticator_type: 'string?',
          user_agent: 'string?',
          override_id: 'string?',
          override_name: 'string?',
          override_display_name: 'string?',
          use_base64_url_encoding: 'bool?',
        });
        const type = input.authenticator_type;
        if (type !== undefined && type !== 'platform' && type !== 'cross-platform') {
          throw badRequest('invalid_authenticator_type', 'authenticator_type must be "platform" or "cross-platform".');
        }
        const user = context.sessionUser();
        const email = user.profile.emails[0]?.email;
        const options = await registrationOptions(ceremony(context), {
          rpId: relyingPartyId(context.provider.settings, input.domain),
          sessionId: context.session!.session.session_id,
          user: {
            user_id: user.profile.user_id,
            name: input.override_name || email || user.profile.user_id,
            displayName: input.override_display_name || fullName(user) || email || user.profile.user_id,
          },
          userHandle: input.override_id || undefined,
          passkey: input.return_passkey_credential_options ?? false,
          authenticatorType: type,
          userAgent: input.user_agent ?? context.request.headers.get('user-agent') ?? '',
        });
        return { user_id: user.profile.user_id, public_key_credential_creation_options: options };
      },
    },
    {
      method: 'POST',
      path: '/sdk/v1/webauthn/register',
      access: 'session',
      async handle(context) {
        const input = await context.body(FINISH_FIELDS, CREDENTIAL_LIMITS);
        const user = context.sessionUser();
        const passkey = await verifyRegistration(ceremony(context), {
          credentialText: input.public_key_credential,
          sessionId: context.session!.session.session_id,
          userId: user.profile.user_id,
        });
        user.profile.webauthn_registrations.push({
          webauthn_registration_id: passkey.webauthn_registration_id,
          name: passkey.name,
          domain: passkey.domain,
          user_agent: passkey.user_agent,
          authenticator_type: passkey.authenticator_type,
          verified: true,
        });
        const session = startSession(
          context.provider,
          user,
          factor(passkey),
          input.session_duration_minutes,
          context.session,
        );
        return {
          ...authResponse(context.provider, session),
          webauthn_registration_id: passkey.webauthn_registration_id,
        };
      },
    },
    {
      method: 'POST',
      path: '/sdk/v1/webauthn/authenticate/start/primary',
      access: 'public',
      async handle(context) {
        const input = await context.body({ ...START_FIELDS, ...BOT_CHECK_FIELDS });
        const options = await authenticationOptions(ceremony(context), {
          rpId: relyingPartyId(context.provider.settings, input.domain),
          signedIn: null,
          passkey: input.return_passkey_credential_options ?? false,
        });
        return { public_key_credential_request_options: options };
      },
    },
    {
      method: 'POST',
      path: '/sdk/v1/webauthn/authenticate/start/secondary',
      access: 'session',
      async handle(context) {
        const input = await context.body({ ...START_FIELDS, ...BOT_CHECK_FIELDS });
        const user = context.sessionUser();
        const options = await authenticationOptions(ceremony(context), {
          rpId: relyingPartyId(context.provider.settings, input.domain),
          signedIn: { sessionId: context.session!.session.session_id, userId: user.profile.user_id },
          passkey: input.return_passkey_credential_options ?? false,
        });
        return { user_id: user.profile.user_id, public_key_credential_request_options: options };
      },
    },
    {
      method: 'POST',
      path: '/sdk/v1/webauthn/authenticate',
      access: 'public',
      async handle(context) {
        const input = await context.body({ ...FINISH_FIELDS, ...BOT_CHECK_FIELDS }, CREDENTIAL_LIMITS);
        const passkey = await verifyAuthentication(ceremony(context), {
          credentialText: input.public_key_credential,
          sessionId: context.session?.session.session_id ?? null,
        });
        const user = context.provider.state.users.get(passkey.user_id)!;
        const session = startSession(
          context.provider,
          user,
          factor(passkey),
          input.session_duration_minutes,
          context.session,
        );
        return {
          ...authResponse(context.provider, session),
          webauthn_registration_id: passkey.webauthn_registration_id,
        };
      },
    },
    {
      method: 'PUT',
      path: '/sdk/v1/webauthn/update/:id',
      access: 'session',
      async handle(context) {
        const input = await context.body({ name: 'string' });
        const name = input.name.trim();
        if (name === '') throw badRequest('empty_webauthn_registration_name', 'The passkey name must not be empty.');
        const entry = registrationEntry(context.sessionUser(), context.params.id!);
        entry.name = name;
        const stored = passkeyState(context.provider).passkeys.find(
          (passkey) => passkey.webauthn_registration_id === entry.webauthn_registration_id,
        );
        if (stored) stored.name = name;
        return { webauthn_registration: structuredClone(entry) };
      },
    },
  ],
};
