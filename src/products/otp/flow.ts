// One-time passcodes by email, text message or WhatsApp (docs/provider-api.md#passcodes).
import { fromClientError } from '../../flows/errors.ts';
import type { ProductFlow } from '../../flows/ports.ts';
import { showScreen, startRequest } from '../../flows/state.ts';
import { isValidEmail, isValidPasscode } from '../../flows/validation.ts';
import { sendCode } from './send.ts';

export const otpFlow: ProductFlow = {
  reduce(state, event) {
    switch (event.type) {
      case 'SUBMIT_EMAIL':
        if (event.method !== 'otp') return undefined;
        if (state.pending) return state;
        return isValidEmail(event.email)
          ? startRequest(state, event.type)
          : { ...state, fieldError: 'invalidEmailOtp', error: null };
      case 'SUBMIT_PHONE':
        if (state.pending) return state;
        return event.phone.isValid
          ? startRequest(state, event.type)
          : { ...state, fieldError: 'invalidPhone', error: null };
      case 'TAKE_OVER_SEND':
        // The painted form's send replaces any request of React's: none can have started from a hidden screen.
        return startRequest(state, event.type);
      case 'CODE_SENT':
        return showScreen(state, { name: 'otpAuthenticate', otp: event.otp });
      case 'SUBMIT_CODE':
        if (state.screen.name !== 'otpAuthenticate' || state.pending) return state;
        return isValidPasscode(event.code)
          ? startRequest(state, event.type)
          : { ...state, fieldError: 'invalidPasscode', error: null };
      case 'RESEND_CODE':
        if (state.screen.name !== 'otpAuthenticate' || state.pending) return state;
        return startRequest(state, event.type);
      case 'CODE_RESENT':
        if (state.screen.name !== 'otpAuthenticate') return state;
        return showScreen(state, {
          name: 'otpAuthenticate',
          otp: { ...state.screen.otp, methodId: event.methodId, expiresAt: event.expiresAt },
        });
      case 'SIGNED_IN':
        if (event.signedIn.method !== 'otp') return undefined;
        return showScreen(state, { name: 'otpConfirmation' });
      default:
        return undefined;
    }
  },
  effects: {
    async SUBMIT_EMAIL({ email }, _state, ports) {
      const trimmed = email.trim();
      return sendCode(ports, { channel: 'email', destination: trimmed, displayDestination: trimmed });
    },
    async SUBMIT_PHONE({ channel, phone }, _state, ports) {
      return sendCode(ports, { channel, destination: phone.number, displayDestination: phone.international });
    },
    TAKE_OVER_SEND: ({ sent }) => sent,
    async RESEND_CODE(_intent, state, ports) {
      if (state.screen.name !== 'otpAuthenticate') return { type: 'FAILED', error: { code: 'config' } };
      const sent = await sendCode(ports, state.screen.otp);
      return sent.type === 'CODE_SENT'
        ? { type: 'CODE_RESENT', methodId: sent.otp.methodId, expiresAt: sent.otp.expiresAt }
        : sent;
    },
    async SUBMIT_CODE({ code }, state, { court, config }) {
      // The Court's client stores the session of every authenticate answer. A wrong code is a
      // provider error like any other; i18n/errors.ts gives it the passcode message.
      if (state.screen.name !== 'otpAuthenticate') return { type: 'FAILED', error: { code: 'config' } };
      const result = await court.client.otps.authenticate({
        token: code,
        method_id: state.screen.otp.methodId,
        session_duration_minutes: config.sessionOptions.sessionDurationMinutes,
      });
      if (!result.ok) return { type: 'FAILED', error: fromClientError(result.error) };
      return {
        type: 'SIGNED_IN',
        signedIn: { method: 'otp', user: result.value.user, session: result.value.session },
        via: `otp-${state.screen.otp.channel}`,
      };
    },
  },
};
