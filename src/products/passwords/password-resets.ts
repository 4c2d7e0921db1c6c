// The password product's email calls (docs/provider-api.md#password-resets, #magic-links, #pkce): the reset email with
// the configured options and PKCE, the reset itself, and the `login` link of the reset mode.
import { fromClientError } from '../../flows/errors.ts';
import type { Outcome } from '../../flows/events.ts';
import type { FlowPorts } from '../../flows/ports.ts';
import type { ResetEmailReason } from '../../flows/values.ts';
import { forgetResetAccount, rememberResetAccount } from './reset-account.ts';

const REFUSED_TOKEN = 'unable_to_auth_password_reset_token';

/** passwords/email/reset/start with the configured options as the API names them, and PKCE when required. */
export async function sendResetEmail(
  { court, config, bootstrap }: FlowPorts,
  email: string,
  reason: ResetEmailReason,
): Promise<Outcome> {
  const options = config.passwordOptions;
  const settings = await bootstrap();
  const codeChallenge = settings.pkceRequiredForPasswordResets
    ? (await court.pkce.getOrCreate('passwords')).code_challenge
    : undefined;
  const result = await court.client.passwords.resetByEmailStart({
    email,
    login_redirect_url: options?.loginRedirectURL,
    reset_password_redirect_url: options?.resetPasswordRedirectURL,
    reset_password_expiration_minutes: options?.resetPasswordExpirationMinutes,
    reset_password_template_id: options?.resetPasswordTemplateId,
    login_expiration_minutes: options?.loginExpirationMinutes,
    code_challenge: codeChallenge,
  });
  if (!result.ok) return { type: 'FAILED', error: fromClientError(result.error) };
  rememberResetAccount(court, email);
  return { type: 'RESET_EMAIL_SENT', email, reason };
}

/** passwords/email/reset with the stored `passwords` verifier, which goes once the reset worked. */
export async function resetByEmail({ court, config }: FlowPorts, token: string, password: string): Promise<Outcome> {
  const verifier = court.pkce.get('passwords')?.code_verifier;
  const result = await court.client.passwords.resetByEmail({
    token,
    password,
    session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
    code_verifier: verifier,
  });
  if (!result.ok) {
    if (
      result.error.kind === 'http' &&
      (result.error.errorType === REFUSED_TOKEN || result.error.errorType?.startsWith('pkce_'))
    ) {
      return {
        type: 'RESET_TOKEN_REFUSED',
        errorType: result.error.errorType ?? 'http',
        detail: result.error.providerMessage ?? '',
      };
    }
    return { type: 'FAILED', error: fromClientError(result.error) };
  }
  if (verifier) court.pkce.delete('passwords');
  forgetResetAccount(court);
  return {
    type: 'SIGNED_IN',
    signedIn: { method: 'password', user: result.value.user, session: result.value.session },
    via: 'password',
  };
}

/**
 * A `login` token is a magic link (docs/specification.md#behaviour). The `passwords` verifier is tried first; when the
 * provider says the proof key is wrong, the Court retries with the `magic_links` pair (docs/provider-api.md#pkce).
 */
export async function logInWithLink({ court, config }: FlowPorts, token: string): Promise<Outcome> {
  const minutes = config.sessionOptions.sessionDurationMinutes;
  const passwordsPair = court.pkce.get('passwords');
  let result = passwordsPair
    ? await court.client.magicLinks.authenticate({
        token,
        session_duration_minutes: minutes,
        code_verifier: passwordsPair.code_verifier,
      })
    : undefined;
  if (result?.ok) court.pkce.delete('passwords');
  const pkceRefused =
    result &&
    !result.ok &&
    result.error.kind === 'http' &&
    /pkce/i.test(`${result.error.errorType} ${result.error.providerMessage ?? ''}`);
  if (!result || pkceRefused) result = await court.authenticateRedirectToken(token, 'magic_links', minutes);
  if (result.ok)
    return {
      type: 'SIGNED_IN',
      signedIn: { method: 'magic_link', user: result.value.user, session: result.value.session },
      via: 'magicLink',
    };
  if (result.error.kind === 'http')
    return {
      type: 'RESET_TOKEN_REFUSED',
      errorType: result.error.errorType ?? 'http',
      detail: result.error.providerMessage ?? '',
    };
  return { type: 'FAILED', error: fromClientError(result.error) };
}
