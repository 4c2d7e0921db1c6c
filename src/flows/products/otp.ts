// One-time passcodes by email, text message or WhatsApp (provider-api §6).
import { fromClientError } from '../errors.ts';
import type { Result } from '../events.ts';
import type { FlowPorts, ProductFlow } from '../ports.ts';
import type { FlowState, OtpState } from '../state.ts';
import { isValidEmail, isValidPasscode } from '../validation.ts';
import type { ClientError } from '../../provider/types.ts';

const WRONG_CODE_TYPES = ['otp_code_not_found', 'unable_to_auth_otp_code', 'invalid_code'];

function start(state: FlowState, type: string): FlowState {
  return { ...state, pending: type, fieldError: null, error: null };
}

export const otpFlow: ProductFlow = {
  reduce(state, event) {
    switch (event.type) {
      case 'SUBMIT_EMAIL':
        if (event.method !== 'otp') return undefined;
        if (state.pending) return state;
        return isValidEmail(event.email) ? start(state, event.type) : { ...state, fieldError: 'invalidEmailOtp', error: null };
      case 'SUBMIT_PHONE':
        if (state.pending) return state;
        return event.phone?.isValid ? start(state, event.type) : { ...state, fieldError: 'invalidPhone', error: null };
      case 'CODE_SENT':
        if (!state.pending) return state;
        return { screen: { name: 'otpAuthenticate', otp: event.otp }, pending: null, fieldError: null, error: null };
      case 'SUBMIT_CODE':
        if (state.screen.name !== 'otpAuthenticate' || state.pending) return state;
        return isValidPasscode(event.code) ? start(state, event.type) : { ...state, fieldError: 'invalidPasscode', error: null };
      case 'RESEND_CODE':
        if (state.screen.name !== 'otpAuthenticate' || state.pending) return state;
        return start(state, event.type);
      case 'CODE_RESENT':
        if (state.screen.name !== 'otpAuthenticate' || !state.pending) return state;
        return {
          screen: { name: 'otpAuthenticate', otp: { ...state.screen.otp, methodId: event.methodId, expiresAt: event.expiresAt } },
          pending: null, fieldError: null, error: null,
        };
      case 'SIGNED_IN':
        if (event.signedIn.method !== 'otp' || !state.pending) return undefined;
        return { screen: { name: 'otpConfirmation' }, pending: null, fieldError: null, error: null };
      default:
        return undefined;
    }
  },
  effects: {
    async SUBMIT_EMAIL({ email }, _state, ports) {
      const trimmed = email.trim();
      return send(ports, { channel: 'email', destination: trimmed, displayDestination: trimmed });
    },
    async SUBMIT_PHONE({ channel, phone }, _state, ports) {
      if (!phone) return { type: 'FAILED', error: { code: 'config' }, fieldError: 'invalidPhone' };
      return send(ports, { channel, destination: phone.number, displayDestination: phone.international });
    },
    async RESEND_CODE(_intent, state, ports) {
      if (state.screen.name !== 'otpAuthenticate') return { type: 'FAILED', error: { code: 'config' } };
      const sent = await send(ports, state.screen.otp);
      return sent.type === 'CODE_SENT' ? { type: 'CODE_RESENT', methodId: sent.otp.methodId, expiresAt: sent.otp.expiresAt } : sent;
    },
    async SUBMIT_CODE({ code }, state, { court, config }) {
      // The Court's client stores the session of every authenticate answer.
      if (state.screen.name !== 'otpAuthenticate') return { type: 'FAILED', error: { code: 'config' } };
      const result = await court.client.otps.authenticate({
        token: code,
        method_id: state.screen.otp.methodId,
        session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
      });
      if (!result.ok) {
        const wrongCode = result.error.errorType !== undefined && WRONG_CODE_TYPES.includes(result.error.errorType);
        return { type: 'FAILED', error: fromClientError(result.error), fieldError: wrongCode ? 'invalidPasscode' : undefined };
      }
      return { type: 'SIGNED_IN', signedIn: { method: 'otp', user: result.value.user, session: result.value.session } };
    },
  },
};

type Destination = Pick<OtpState, 'channel' | 'destination' | 'displayDestination'>;

async function send(ports: FlowPorts, to: Destination): Promise<Result> {
  const { court, config, now } = ports;
  const options = config.otpOptions;
  const expirationMinutes = options?.expirationMinutes ?? 5;
  const result =
    to.channel === 'email'
      ? await court.client.otps.email.loginOrCreate({
          email: to.destination,
          expiration_minutes: expirationMinutes,
          login_template_id: options?.loginTemplateId,
          signup_template_id: options?.signupTemplateId,
        })
      : await court.client.otps[to.channel].loginOrCreate({ phone_number: to.destination, expiration_minutes: expirationMinutes });
  if (!result.ok) return failed(result.error);
  return { type: 'CODE_SENT', otp: { ...to, methodId: result.value.method_id, expiresAt: now() + expirationMinutes * 60_000 } };
}

function failed(error: ClientError): Result {
  return { type: 'FAILED', error: fromClientError(error) };
}
