// The part of the reducer every configuration shares: stale results, navigation between screens,
// failures and intents of methods that no configured product handles.
import { isResult, type FlowEvent } from './events.ts';
import { showScreen, type FlowState } from './state.ts';

export function reduceCore(state: FlowState, event: FlowEvent): FlowState | undefined {
  // Only the answer to the request still awaited counts; any other is late and ignored.
  if (isResult(event) && event.requestId !== state.pending?.id) return state;
  switch (event.type) {
    case 'SELECT_METHOD':
      if (state.screen.name !== 'main' || state.pending) return state;
      return { ...state, screen: { name: 'main', methodKey: event.methodKey }, fieldError: null, error: null };
    case 'BACK':
    case 'TRY_AGAIN':
      if (state.pending) return state;
      return showScreen(state, {
        name: 'main',
        methodKey: state.screen.name === 'otpAuthenticate' ? state.screen.otp.methodKey : undefined,
      });
    case 'FAILED':
      return {
        ...state,
        pending: null,
        fieldError: event.fieldError ?? null,
        error: event.fieldError ? null : event.error,
      };
    default:
      return undefined;
  }
}

/** An intent no configured product took (a screen's action arriving after its product's screen left): a generic error, never a crash. */
export function reduceUnavailable(state: FlowState, event: FlowEvent): FlowState {
  if (isResult(event) || state.pending) return state;
  return { ...state, fieldError: null, error: { code: 'config' } };
}
