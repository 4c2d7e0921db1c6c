// Email magic links: send the link, then wait on the confirmation screen (docs/provider-api.md#magic-links, #pkce).
import { fromClientError } from '../../flows/errors.ts';
import type { Outcome } from '../../flows/events.ts';
import type { FlowPorts, ProductFlow } from '../../flows/ports.ts';
import { showScreen, startRequest } from '../../flows/state.ts';
import { isValidEmail } from '../../flows/validation.ts';

export const magicLinksFlow: ProductFlow = {
  reduce(state, event) {
    switch (event.type) {
      case 'SUBMIT_EMAIL':
        if (event.method !== 'magicLink') return undefined;
        if (state.pending) return state;
        if (!isValidEmail(event.email)) return { ...state, fieldError: 'invalidEmail', error: null };
        return startRequest(state, event.type);
      case 'EMAIL_SENT':
        return showScreen(state, { name: 'emailConfirmation', email: event.email });
      case 'RESEND_EMAIL':
        if (state.screen.name !== 'emailConfirmation' || state.pending) return state;
        return startRequest(state, event.type);
      case 'EMAIL_RESENT':
        return { ...state, pending: null };
      default:
        return undefined;
    }
  },
  effects: {
    async SUBMIT_EMAIL({ email }, _state, ports) {
      return sendLink(ports, email.trim(), 'EMAIL_SENT');
    },
    async RESEND_EMAIL(_intent, state, ports) {
      if (state.screen.name !== 'emailConfirmation') return { type: 'FAILED', error: { code: 'config' } };
      return sendLink(ports, state.screen.email, 'EMAIL_RESENT');
    },
  },
};

async function sendLink(
  { court, config, bootstrap }: FlowPorts,
  email: string,
  outcome: 'EMAIL_SENT' | 'EMAIL_RESENT',
): Promise<Outcome> {
  const data = await bootstrap();
  const options = config.emailMagicLinksOptions;
  const codeChallenge = data.pkceRequiredForEmailMagicLinks
    ? (await court.pkce.getOrCreate('magic_links')).code_challenge
    : undefined;
  const result = await court.client.magicLinks.email.loginOrCreate({
    email,
    login_magic_link_url: options?.loginRedirectURL,
    signup_magic_link_url: options?.signupRedirectURL,
    login_expiration_minutes: options?.loginExpirationMinutes,
    signup_expiration_minutes: options?.signupExpirationMinutes,
    login_template_id: options?.loginTemplateId,
    signup_template_id: options?.signupTemplateId,
    code_challenge: codeChallenge,
  });
  if (!result.ok) return { type: 'FAILED', error: fromClientError(result.error) };
  return outcome === 'EMAIL_SENT' ? { type: 'EMAIL_SENT', email } : { type: 'EMAIL_RESENT' };
}
