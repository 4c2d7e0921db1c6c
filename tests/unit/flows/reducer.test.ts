// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createReducer } from '../../../src/flows/reducer.ts';
import { flowsFor } from './support.ts';
import { initialState, type FlowState } from '../../../src/flows/state.ts';
import type { OtpState } from '../../../src/flows/values.ts';
import { isResult, type FlowEvent, type Intent, type Outcome } from '../../../src/flows/events.ts';

const reduce = createReducer(flowsFor(['oauth', 'otp', 'emailMagicLinks']));
/** An outcome answers the request running at that point, as the machine tags it. */
const answer = (state: FlowState, outcome: Outcome): FlowEvent => ({ ...outcome, requestId: state.pending?.id ?? -1 });
const OUTCOME_TYPES = new Set<string>([
  'OAUTH_STARTED',
  'CODE_SENT',
  'CODE_RESENT',
  'EMAIL_SENT',
  'EMAIL_RESENT',
  'SIGNED_IN',
  'FAILED',
  'WALLET_CHALLENGED',
  'WALLET_FAILED',
  'PASSKEY_CANCELLED',
  'PASSKEYS_LISTED',
  'USER_FOUND',
  'PASSWORD_CHECKED',
  'RESET_EMAIL_SENT',
  'RESET_TOKEN_REFUSED',
] satisfies Outcome['type'][]);
const step = (state: FlowState, event: Intent | Outcome) =>
  reduce(state, OUTCOME_TYPES.has(event.type) ? answer(state, event as Outcome) : (event as Intent));
const run = (events: Array<Intent | Outcome>, from: FlowState = initialState) => events.reduce(step, from);
const otp: OtpState = {
  channel: 'sms',
  methodKey: 'otp-sms',
  methodId: 'sms-1',
  destination: '+12015550123',
  displayDestination: '+1 201 555 0123',
  expiresAt: 1000,
};
const onOtp: FlowState = { ...initialState, screen: { name: 'otpAuthenticate', otp } };
const user = {} as never;
const session = {} as never;
const validPhone = {
  isValid: true,
  number: '+12015550123',
  national: '(201) 555-0123',
  international: '+1 201 555 0123',
};

describe('flow reducer', () => {
  it('starts on Main with nothing running, and ignores a result nobody asked for', () => {
    expect(initialState).toEqual({
      screen: { name: 'main' },
      pending: null,
      fieldError: null,
      error: null,
      lastRequestId: 0,
    });
    expect(reduce(initialState, { type: 'CODE_SENT', otp, requestId: 0 })).toBe(initialState);
  });

  it('tells the results the machine tags from intents', () => {
    expect(isResult({ type: 'FAILED', error: { code: 'network' }, requestId: 3 })).toBe(true);
    expect(isResult({ type: 'SUBMIT_CODE', code: '123456' })).toBe(false);
    expect(isResult({ type: 'TRY_AGAIN' })).toBe(false);
  });

  it('validates the OTP email with its own message', () => {
    expect(run([{ type: 'SUBMIT_EMAIL', method: 'otp', email: 'nope@x' }]).fieldError).toBe('invalidEmailOtp');
    expect(run([{ type: 'SUBMIT_EMAIL', method: 'magicLink', email: 'nope' }]).fieldError).toBe('invalidEmail');
  });

  it.each(['a@b.co', 'first.last+tag@sub.example.com', 'x_y%z-1@d-1.io'])('accepts %s', (email) => {
    expect(run([{ type: 'SUBMIT_EMAIL', method: 'otp', email }]).pending).toEqual({ intent: 'SUBMIT_EMAIL', id: 1 });
  });

  it.each(['a@b.c', 'a@b', 'a b@c.de', '@c.de', 'a@.de1'])('rejects %s', (email) => {
    expect(run([{ type: 'SUBMIT_EMAIL', method: 'otp', email }]).pending).toBe(null);
  });

  it('rejects a phone number that does not parse as valid', () => {
    const state = run([{ type: 'SUBMIT_PHONE', channel: 'sms', phone: { ...validPhone, isValid: false } }]);
    expect(state.fieldError).toBe('invalidPhone');
    expect(state.pending).toBe(null);
  });

  it('ignores a second submit while one is running', () => {
    const pending = run([{ type: 'SUBMIT_EMAIL', method: 'otp', email: 'a@b.co' }]);
    expect(
      reduce(pending, {
        type: 'START_OAUTH',
        provider: { type: 'google', one_tap: false, custom_scopes: [], provider_params: {} },
      }),
    ).toBe(pending);
  });

  it('goes to OTP Authenticate when the code was sent, and Back returns to the tab the code was asked from', () => {
    const state = run([
      { type: 'SUBMIT_PHONE', channel: 'sms', phone: validPhone },
      { type: 'CODE_SENT', otp },
    ]);
    expect(state.screen).toEqual({ name: 'otpAuthenticate', otp });
    expect(state.pending).toBe(null);
    expect(reduce(state, { type: 'BACK' }).screen).toEqual({ name: 'main', methodKey: 'otp-sms' });
  });

  it('accepts only six digits as a passcode', () => {
    expect(reduce(onOtp, { type: 'SUBMIT_CODE', code: '12345' }).fieldError).toBe('invalidPasscode');
    expect(reduce(onOtp, { type: 'SUBMIT_CODE', code: '12345a' }).fieldError).toBe('invalidPasscode');
    expect(reduce(onOtp, { type: 'SUBMIT_CODE', code: '123456' }).pending?.intent).toBe('SUBMIT_CODE');
  });

  it('keeps a wrong-code answer as the error and lets the user try again', () => {
    const failed = run(
      [
        { type: 'SUBMIT_CODE', code: '123456' },
        { type: 'FAILED', error: { code: 'http', errorType: 'otp_code_not_found' } },
      ],
      onOtp,
    );
    expect(failed.error).toEqual({ code: 'http', errorType: 'otp_code_not_found' });
    expect(failed.pending).toBe(null);
    expect(reduce(failed, { type: 'SUBMIT_CODE', code: '654321' }).pending?.intent).toBe('SUBMIT_CODE');
  });

  it('resets the expiry on resend', () => {
    const state = run([{ type: 'RESEND_CODE' }, { type: 'CODE_RESENT', methodId: 'sms-2', expiresAt: 5000 }], onOtp);
    expect(state.screen).toEqual({ name: 'otpAuthenticate', otp: { ...otp, methodId: 'sms-2', expiresAt: 5000 } });
  });

  it('shows OTP success after signing in', () => {
    const state = run(
      [
        { type: 'SUBMIT_CODE', code: '123456' },
        { type: 'SIGNED_IN', signedIn: { method: 'otp', user, session }, via: 'otp-email' },
      ],
      onOtp,
    );
    expect(state.screen).toEqual({ name: 'otpConfirmation' });
  });

  it('goes to Email Confirmation after a magic link was sent; Try again returns to Main without the email', () => {
    const sent = run([
      { type: 'SUBMIT_EMAIL', method: 'magicLink', email: 'a@b.co' },
      { type: 'EMAIL_SENT', email: 'a@b.co' },
    ]);
    expect(sent.screen).toEqual({ name: 'emailConfirmation', email: 'a@b.co' });
    expect(reduce(sent, { type: 'TRY_AGAIN' }).screen).toEqual({ name: 'main' });
  });

  it('keeps a provider failure as the form error', () => {
    const state = run([
      { type: 'SUBMIT_EMAIL', method: 'magicLink', email: 'a@b.co' },
      { type: 'FAILED', error: { code: 'http', errorType: 'too_many_requests', status: 429 } },
    ]);
    expect(state.error).toEqual({ code: 'http', errorType: 'too_many_requests', status: 429 });
    expect(state.pending).toBe(null);
  });

  it('answers methods without a flow in this build with a config error', () => {
    expect(run([{ type: 'START_PASSKEY' }]).error).toEqual({ code: 'config' });
    expect(
      createReducer(flowsFor(['otp']))(initialState, { type: 'SUBMIT_EMAIL', method: 'password', email: 'a@b.co' })
        .error,
    ).toEqual({ code: 'config' });
  });

  it('switches tabs on Main, but not while a request runs', () => {
    expect(run([{ type: 'SELECT_METHOD', methodKey: 'otp-sms' }]).screen).toEqual({
      name: 'main',
      methodKey: 'otp-sms',
    });
    const pending = run([{ type: 'SUBMIT_EMAIL', method: 'otp', email: 'a@b.co' }]);
    expect(reduce(pending, { type: 'SELECT_METHOD', methodKey: 'otp-sms' })).toBe(pending);
  });
});

describe('stale results', () => {
  it('keeps Back and Try again inactive while a request runs', () => {
    const verifying = run([{ type: 'SUBMIT_CODE', code: '123456' }], onOtp);
    expect(reduce(verifying, { type: 'BACK' })).toBe(verifying);
    const sent = run([
      { type: 'SUBMIT_EMAIL', method: 'magicLink', email: 'a@b.co' },
      { type: 'EMAIL_SENT', email: 'a@b.co' },
    ]);
    const resending = reduce(sent, { type: 'RESEND_EMAIL' });
    expect(reduce(resending, { type: 'TRY_AGAIN' })).toBe(resending);
  });

  it('drops the answer of an older request that arrives while a newer one runs', () => {
    const first = run([{ type: 'SUBMIT_EMAIL', method: 'otp', email: 'a@b.co' }]);
    const oldId = first.pending!.id;
    const failedFirst = reduce(first, { type: 'FAILED', error: { code: 'network' }, requestId: oldId });
    const second = reduce(failedFirst, { type: 'SUBMIT_EMAIL', method: 'otp', email: 'c@d.co' });
    expect(second.pending!.id).not.toBe(oldId);
    // A duplicate or late answer of the first request must not settle the second.
    expect(reduce(second, { type: 'CODE_SENT', otp, requestId: oldId })).toBe(second);
    const answered = reduce(second, {
      type: 'CODE_SENT',
      otp: { ...otp, destination: 'c@d.co' },
      requestId: second.pending!.id,
    });
    expect(answered.screen).toMatchObject({ name: 'otpAuthenticate', otp: { destination: 'c@d.co' } });
  });

  it('ignores every result once nothing is awaited', () => {
    const idle = run([
      { type: 'SUBMIT_EMAIL', method: 'otp', email: 'a@b.co' },
      { type: 'FAILED', error: { code: 'network' } },
    ]);
    for (const event of [
      { type: 'CODE_SENT', otp, requestId: 1 },
      { type: 'EMAIL_RESENT', requestId: 1 },
      { type: 'SIGNED_IN', signedIn: { method: 'otp', user, session }, requestId: 1 },
      { type: 'FAILED', error: { code: 'network' }, requestId: 1 },
    ] as FlowEvent[]) {
      expect(reduce(idle, event)).toBe(idle);
    }
  });
});
