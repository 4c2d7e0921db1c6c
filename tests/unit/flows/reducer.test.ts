// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createReducer } from '../../../src/flows/reducer.ts';
import { flowsFor } from '../../../src/flows/registry.ts';
import { initialState, type FlowState, type OtpState } from '../../../src/flows/state.ts';
import type { FlowEvent } from '../../../src/flows/events.ts';

const reduce = createReducer(flowsFor(['oauth', 'otp', 'emailMagicLinks']));
const run = (events: FlowEvent[], from: FlowState = initialState) => events.reduce(reduce, from);
const otp: OtpState = { channel: 'email', methodId: 'email-1', destination: 'a@b.co', displayDestination: 'a@b.co', expiresAt: 1000 };
const onOtp: FlowState = { screen: { name: 'otpAuthenticate', otp }, pending: null, fieldError: null, error: null };
const user = {} as never;
const session = {} as never;

describe('flow reducer', () => {
  it('starts on Main', () => {
    expect(initialState.screen).toEqual({ name: 'main' });
  });

  it('validates the OTP email with its own message', () => {
    expect(run([{ type: 'SUBMIT_EMAIL', method: 'otp', email: 'nope@x' }]).fieldError).toBe('invalidEmailOtp');
    expect(run([{ type: 'SUBMIT_EMAIL', method: 'magicLink', email: 'nope' }]).fieldError).toBe('invalidEmail');
  });

  it.each(['a@b.co', 'first.last+tag@sub.example.com', 'x_y%z-1@d-1.io'])('accepts %s', (email) => {
    expect(run([{ type: 'SUBMIT_EMAIL', method: 'otp', email }]).pending).toBe('SUBMIT_EMAIL');
  });

  it.each(['a@b.c', 'a@b', 'a b@c.de', '@c.de', 'a@.de1'])('rejects %s', (email) => {
    expect(run([{ type: 'SUBMIT_EMAIL', method: 'otp', email }]).pending).toBe(null);
  });

  it('rejects a phone number that does not parse as valid', () => {
    const state = run([{ type: 'SUBMIT_PHONE', channel: 'sms', phone: { isValid: false, number: '+1555', national: '555', international: '+1 555' } }]);
    expect(state.fieldError).toBe('invalidPhone');
    expect(run([{ type: 'SUBMIT_PHONE', channel: 'sms', phone: null }]).fieldError).toBe('invalidPhone');
  });

  it('ignores a second submit while one is running', () => {
    const pending = run([{ type: 'SUBMIT_EMAIL', method: 'otp', email: 'a@b.co' }]);
    expect(reduce(pending, { type: 'START_OAUTH', provider: { type: 'google', one_tap: false, custom_scopes: [], provider_params: {} } })).toBe(pending);
  });

  it('goes to OTP Authenticate when the code was sent, and back to Main', () => {
    const state = run([{ type: 'SUBMIT_EMAIL', method: 'otp', email: 'a@b.co' }, { type: 'CODE_SENT', otp }]);
    expect(state).toEqual(onOtp);
    expect(reduce(state, { type: 'BACK' }).screen).toEqual({ name: 'main' });
  });

  it('accepts only six digits as a passcode', () => {
    expect(reduce(onOtp, { type: 'SUBMIT_CODE', code: '12345' }).fieldError).toBe('invalidPasscode');
    expect(reduce(onOtp, { type: 'SUBMIT_CODE', code: '12345a' }).fieldError).toBe('invalidPasscode');
    expect(reduce(onOtp, { type: 'SUBMIT_CODE', code: '123456' }).pending).toBe('SUBMIT_CODE');
  });

  it('shows the wrong-passcode message and lets the user try again', () => {
    const failed = run([{ type: 'SUBMIT_CODE', code: '123456' }, { type: 'FAILED', error: { code: 'http', errorType: 'otp_code_not_found' }, fieldError: 'invalidPasscode' }], onOtp);
    expect(failed.fieldError).toBe('invalidPasscode');
    expect(failed.error).toBe(null);
    expect(reduce(failed, { type: 'SUBMIT_CODE', code: '654321' }).pending).toBe('SUBMIT_CODE');
  });

  it('resets the expiry on resend', () => {
    const state = run([{ type: 'RESEND_CODE' }, { type: 'CODE_RESENT', methodId: 'email-2', expiresAt: 5000 }], onOtp);
    expect(state.screen).toEqual({ name: 'otpAuthenticate', otp: { ...otp, methodId: 'email-2', expiresAt: 5000 } });
  });

  it('shows OTP success after signing in', () => {
    const state = run([{ type: 'SUBMIT_CODE', code: '123456' }, { type: 'SIGNED_IN', signedIn: { method: 'otp', user, session } }], onOtp);
    expect(state.screen).toEqual({ name: 'otpConfirmation' });
  });

  it('goes to Email Confirmation after a magic link was sent; Try again returns to Main without the email', () => {
    const sent = run([{ type: 'SUBMIT_EMAIL', method: 'magicLink', email: 'a@b.co' }, { type: 'EMAIL_SENT', email: 'a@b.co' }]);
    expect(sent.screen).toEqual({ name: 'emailConfirmation', email: 'a@b.co' });
    expect(reduce(sent, { type: 'TRY_AGAIN' })).toEqual(initialState);
  });

  it('keeps a provider failure as the form error', () => {
    const state = run([{ type: 'SUBMIT_EMAIL', method: 'magicLink', email: 'a@b.co' }, { type: 'FAILED', error: { code: 'http', errorType: 'too_many_requests', status: 429 } }]);
    expect(state.error).toEqual({ code: 'http', errorType: 'too_many_requests', status: 429 });
    expect(state.pending).toBe(null);
  });

  it('ignores a late result once the user went back', () => {
    const back = run([{ type: 'SUBMIT_EMAIL', method: 'otp', email: 'a@b.co' }, { type: 'BACK' }]);
    expect(reduce(back, { type: 'CODE_SENT', otp })).toBe(back);
    expect(reduce(back, { type: 'FAILED', error: { code: 'network' } })).toBe(back);
  });

  it('answers methods without a flow in this build with a config error', () => {
    expect(run([{ type: 'START_PASSKEY' }]).error).toEqual({ code: 'config' });
    expect(createReducer(flowsFor(['otp']))(initialState, { type: 'SUBMIT_EMAIL', method: 'password', email: 'a@b.co' }).error).toEqual({ code: 'config' });
  });

  it('switches tabs on Main', () => {
    expect(run([{ type: 'SELECT_METHOD', methodKey: 'otp-sms' }]).screen).toEqual({ name: 'main', methodKey: 'otp-sms' });
  });
});
