// Offline stand-ins of Google's scripts, so One Tap and captcha run with no network:
// - GET /gsi/client: Google's identity script (google.accounts.id), see ../stand-ins/gsi-client.ts;
//   POST /gsi/credential mints the chosen account's id_token, as One Tap submit accepts it.
// - GET /recaptcha/enterprise.js?render=<site key>: reCAPTCHA Enterprise (grecaptcha.enterprise);
//   POST /recaptcha/token issues the token captcha mode accepts (../bot-protection/captcha.ts).
import { createHash } from 'node:crypto';
import { issueCaptchaToken } from '../bot-protection/captcha.ts';
import { badRequest } from '../http/responses.ts';
import { signJwt } from '../domain/jwt.ts';
import type { ProviderCore } from '../provider-core.ts';
import type { RouteGroup } from '../http/router.ts';
import { GSI_CLIENT_SOURCE } from '../stand-ins/gsi-client.ts';
import { RECAPTCHA_ENTERPRISE_SOURCE } from '../stand-ins/recaptcha-enterprise.ts';
import { standInScript as script } from '../stand-ins/script-response.ts';
import { checkEmail } from '../domain/validate.ts';

const ID_TOKEN_SECONDS = 600;
const ONE_TAP_OUTCOMES = [
  'dismissed',
  'skipped',
  'not_displayed',
  'user_cancel',
  'error:origin_not_allowed_for_client',
  'error:invalid_client',
];

function googleClientId(provider: ProviderCore): string {
  return (provider.settings.groups.one_tap as { google_client_id?: string } | undefined)?.google_client_id ?? '';
}

function displayName(
  provider: ProviderCore,
  email: string,
  given: string,
): { given: string; family: string; full: string } {
  const seeded = provider.settings.test_users.find((user) => user.email === email);
  const full =
    given || (seeded ? `${seeded.first_name ?? ''} ${seeded.last_name ?? ''}`.trim() : '') || email.split('@')[0]!;
  const [first, ...rest] = full.split(' ');
  return { given: first ?? '', family: rest.join(' '), full };
}

export const googleStandInRoutes: RouteGroup = {
  name: 'google_stand_ins',
  routes: [
    {
      method: 'GET',
      path: '/gsi/client',
      access: 'open',
      handle({ provider, url }) {
        const outcome = url.searchParams.get('one_tap');
        if (outcome !== null && !ONE_TAP_OUTCOMES.includes(outcome)) {
          throw badRequest('invalid_one_tap_switch', `one_tap must be one of: ${ONE_TAP_OUTCOMES.join(', ')}.`);
        }
        return script(GSI_CLIENT_SOURCE, {
          clientId: googleClientId(provider),
          accounts: provider.settings.test_users.map((user) => ({
            email: user.email,
            name: displayName(provider, user.email, '').full,
          })),
          allowedOrigins: provider.settings.allowed_origins,
          credentialUrl: `${url.origin}/gsi/credential`,
          outcome,
        });
      },
    },
    {
      method: 'POST',
      path: '/gsi/credential',
      access: 'open',
      envelope: 'plain',
      async handle({ provider, body }) {
        const input = await body({ client_id: 'string', email: 'string', name: 'string?' });
        const clientId = googleClientId(provider);
        if (!clientId || input.client_id !== clientId)
          throw badRequest('invalid_client', 'The Google client id is not the one configured for One Tap.');
        let email: string;
        try {
          email = checkEmail(input.email);
        } catch {
          throw badRequest('invalid_email', 'Enter a valid email address.');
        }
        const name = displayName(provider, email, input.name ?? '');
        const now = Math.floor(provider.now() / 1000);
        const credential = signJwt(
          {
            iss: 'https://accounts.google.com',
            aud: clientId,
            azp: clientId,
            sub: `stand-in-${createHash('sha256').update(email).digest('hex').slice(0, 21)}`,
            email,
            email_verified: true,
            name: name.full,
            given_name: name.given,
            family_name: name.family,
            iat: now,
            exp: now + ID_TOKEN_SECONDS,
          },
          provider.settings.secret,
        );
        return { credential };
      },
    },
    {
      method: 'GET',
      path: '/recaptcha/enterprise.js',
      access: 'open',
      handle({ url }) {
        const siteKey = url.searchParams.get('render') ?? '';
        const outcome = url.searchParams.get('captcha');
        if (outcome !== null && outcome !== 'invalid')
          throw badRequest('invalid_captcha_switch', 'captcha must be "invalid" when given.');
        return script(RECAPTCHA_ENTERPRISE_SOURCE, { siteKey, tokenUrl: `${url.origin}/recaptcha/token`, outcome });
      },
    },
    {
      method: 'POST',
      path: '/recaptcha/token',
      access: 'open',
      envelope: 'plain',
      async handle({ provider, body }) {
        const input = await body({ site_key: 'string', action: 'string' });
        return { token: issueCaptchaToken(provider, input.site_key, input.action) };
      },
    },
  ],
};
