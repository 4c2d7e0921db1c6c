// Email and password (docs/provider-api.md#passwords, #users, #pkce): the email step searches the user, then the
// create or log-in screen; resets by email; and the reset-password mode's token.
import { isRecord, type JsonRecord } from '../../lib/guards.ts';
import type { StrengthCheckResponse } from './client.ts';
import { fromClientError } from '../../flows/errors.ts';
import type { ProductFlow } from '../../flows/ports.ts';
import { showScreen, startRequest, type FlowState } from '../../flows/state.ts';
import type { PasswordStrength } from '../../flows/values.ts';
import { isValidEmail } from '../../flows/validation.ts';
import { logInWithLink, resetByEmail, sendResetEmail } from './password-resets.ts';

export const passwordsFlow: ProductFlow = {
  reduce(state, event) {
    const { screen } = state;
    switch (event.type) {
      case 'SUBMIT_EMAIL':
        if (event.method !== 'password') return undefined;
        if (state.pending) return state;
        if (!isValidEmail(event.email)) return { ...state, fieldError: 'invalidEmail', error: null };
        return startRequest(state, event.type);
      case 'USER_FOUND':
        return showScreen(state, { name: 'password', email: event.email, userType: event.userType });
      case 'CHECK_PASSWORD':
        if (!hasStrength(state) || busy(state)) return state;
        // Each check is a new request: the answer to an older one no longer counts.
        return startRequest(state, event.type);
      case 'PASSWORD_CHECKED':
        if (!hasStrength(state)) return state;
        return { ...state, pending: null, screen: { ...(screen as StrengthScreen), strength: event.strength } };
      case 'SUBMIT_PASSWORD':
        if (busy(state) || !event.password) return state;
        if (screen.name === 'password' && screen.userType === 'password') return startRequest(state, event.type);
        if (!hasStrength(state)) return state;
        // Continue is disabled until the check found this very password valid.
        if (state.screen.strength?.password !== event.password || !state.screen.strength.validPassword) return state;
        return startRequest(state, event.type);
      case 'FORGOT_PASSWORD':
        // From a link that cannot work here: ask where to send a new one.
        if (screen.name === 'passwordTokenProblem' && !state.pending)
          return showScreen(state, { name: 'passwordForgot', email: '', fromLink: true });
        if (screen.name !== 'password' || busy(state)) return state;
        return showScreen(state, { name: 'passwordForgot', email: screen.email });
      case 'SEND_RESET_EMAIL':
        if (screen.name !== 'passwordForgot' || state.pending) return state;
        if (!isValidEmail(event.email)) return { ...state, fieldError: 'invalidEmail', error: null };
        return startRequest(state, event.type);
      case 'RESEND_RESET_EMAIL':
        if (screen.name !== 'passwordEmailSent' || state.pending) return state;
        return startRequest(state, event.type);
      case 'RESET_EMAIL_SENT':
        return showScreen(state, { name: 'passwordEmailSent', email: event.email, reason: event.reason });
      case 'EMAIL_RESENT':
        if (screen.name !== 'passwordEmailSent') return undefined;
        return { ...state, pending: null };
      case 'PASSWORD_BACK':
        if (busy(state)) return state;
        // From Forgot password back to the log-in screen it came from; otherwise to the email step.
        if (screen.name === 'passwordForgot')
          return showScreen(state, { name: 'password', email: screen.email, userType: 'password' });
        return showScreen(state, { name: 'main', methodKey: 'password' });
      case 'START_PASSWORD_RESET':
        return startReset(state, event.token, event.tokenType);
      case 'RESET_TOKEN_REFUSED':
        // A proof-key refusal: the link was asked for in another browser, which holds its verifier.
        if (event.errorType === 'pkce_expected_code_verifier' || event.errorType === 'pkce_mismatch') {
          return showScreen(state, { name: 'passwordTokenProblem', problem: 'otherBrowser' });
        }
        return showScreen(state, {
          name: 'passwordTokenProblem',
          problem: 'refused',
          detail: event.detail,
          errorType: event.errorType,
        });
      case 'SIGNED_IN':
        if (event.signedIn.method === 'password') {
          return showScreen(state, {
            name: 'passwordConfirmation',
            reason: screen.name === 'passwordResetForm' ? 'reset' : 'signedIn',
          });
        }
        if (screen.name === 'passwordLoggingIn')
          return showScreen(state, { name: 'passwordConfirmation', reason: 'loginLink' });
        return undefined;
      default:
        return undefined;
    }
  },
  effects: {
    async SUBMIT_EMAIL({ email }, _state, ports) {
      const trimmed = email.trim();
      const found = await ports.court.client.users.search({ email: trimmed });
      if (!found.ok) return { type: 'FAILED', error: fromClientError(found.error) };
      const { userType } = found.value;
      // A user without a password sets one through the emailed link.
      if (userType === 'passwordless') return sendResetEmail(ports, trimmed, 'setNew');
      return { type: 'USER_FOUND', email: trimmed, userType };
    },
    async CHECK_PASSWORD({ password }, state, { court }) {
      const email = state.screen.name === 'password' ? state.screen.email : undefined;
      const result = await court.client.passwords.strengthCheck({ password, email });
      if (!result.ok) return { type: 'FAILED', error: fromClientError(result.error) };
      return { type: 'PASSWORD_CHECKED', strength: readStrength(password, result.value) };
    },
    async SUBMIT_PASSWORD({ password }, state, ports) {
      const { screen } = state;
      if (screen.name === 'passwordResetForm') return resetByEmail(ports, screen.token, password);
      if (screen.name !== 'password') return { type: 'FAILED', error: { code: 'config' } };
      const body = {
        email: screen.email,
        password,
        session_duration_minutes: ports.config.sessionOptions.sessionDurationMinutes,
      };
      const passwords = ports.court.client.passwords;
      const result = screen.userType === 'new' ? await passwords.create(body) : await passwords.authenticate(body);
      if (result.ok)
        return {
          type: 'SIGNED_IN',
          signedIn: { method: 'password', user: result.value.user, session: result.value.session },
          via: 'password',
        };
      if (result.error.kind === 'http' && result.error.errorType === 'reset_password') {
        // Either the password is in breach data or the account signed in without it since (dedupe).
        const check = await passwords.strengthCheck({ password, email: screen.email });
        return sendResetEmail(ports, screen.email, check.ok && check.value.breached_password ? 'breached' : 'dedupe');
      }
      return { type: 'FAILED', error: fromClientError(result.error) };
    },
    async SEND_RESET_EMAIL({ email }, _state, ports) {
      return sendResetEmail(ports, email.trim(), 'forgot');
    },
    async RESEND_RESET_EMAIL(_intent, state, ports) {
      if (state.screen.name !== 'passwordEmailSent') return { type: 'FAILED', error: { code: 'config' } };
      const sent = await sendResetEmail(ports, state.screen.email, state.screen.reason);
      return sent.type === 'RESET_EMAIL_SENT' ? { type: 'EMAIL_RESENT' } : sent;
    },
    async START_PASSWORD_RESET({ token }, _state, ports) {
      return logInWithLink(ports, token ?? '');
    },
  },
};

type StrengthScreen = Extract<FlowState['screen'], { name: 'password' | 'passwordResetForm' }>;

/** The screens whose password gets the live strength check: create, and the reset form. */
function hasStrength(state: FlowState): state is FlowState & { screen: StrengthScreen } {
  return (
    (state.screen.name === 'password' && state.screen.userType === 'new') || state.screen.name === 'passwordResetForm'
  );
}

/** A running strength check does not hold the screen; any other request does. */
function busy(state: FlowState): boolean {
  return state.pending !== null && state.pending.intent !== 'CHECK_PASSWORD';
}

/** Reset and login tokens are short: a longer `token` (from an address or an attribute) is never sent. */
const MAX_RESET_TOKEN_LENGTH = 512;

function startReset(state: FlowState, token: string | null, tokenType: string | null): FlowState {
  if (!token || token.length > MAX_RESET_TOKEN_LENGTH)
    return showScreen(state, { name: 'passwordTokenProblem', problem: 'missing' });
  if (tokenType === 'reset_password') return showScreen(state, { name: 'passwordResetForm', token });
  if (tokenType === 'login')
    return startRequest(showScreen(state, { name: 'passwordLoggingIn' }), 'START_PASSWORD_RESET');
  return showScreen(state, { name: 'passwordTokenProblem', problem: 'type', detail: tokenType ?? '' });
}

export function readStrength(password: string, answer: StrengthCheckResponse): PasswordStrength {
  const feedback: JsonRecord = isRecord(answer.feedback) ? answer.feedback : {};
  const luds: JsonRecord = isRecord(feedback.luds_requirements) ? feedback.luds_requirements : {};
  const count = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  return {
    password,
    validPassword: answer.valid_password === true,
    score: Math.max(0, Math.min(4, answer.score)),
    policy: answer.strength_policy,
    breached: answer.breached_password === true,
    warning: typeof feedback.warning === 'string' ? feedback.warning : '',
    suggestions: Array.isArray(feedback.suggestions)
      ? feedback.suggestions.filter((item): item is string => typeof item === 'string')
      : [],
    missingCharacters: count(luds.missing_characters),
    missingComplexity: count(luds.missing_complexity),
    ludsKindsPresent: [luds.has_lower_case, luds.has_upper_case, luds.has_digit, luds.has_symbol].filter(
      (kind) => kind === true,
    ).length,
  };
}
