import { describe, expect, it, vi } from 'vitest';
import { oneTapProvider } from '../../../../src/config/one-tap.ts';
import { parseConfig } from '../../../../src/config/parse.ts';
import type { WidgetConfig } from '../../../../src/config/types.ts';
import {
  displayKind,
  landsOn,
  initialOneTapState,
  momentEvent,
  oneTapWidgetEvent,
  reduceOneTap,
  runOneTap,
  type OneTapEvent,
  type OneTapPorts,
} from '../../../../src/products/one-tap/flow.ts';
import type {
  GoogleIdentity,
  IdConfiguration,
  PromptMoment,
} from '../../../../src/products/one-tap/google-identity.ts';
import { err, ok } from '../../../../src/lib/result.ts';

function config(value: unknown): WidgetConfig {
  const parsed = parseConfig(value);
  if (!parsed.config) throw new Error(JSON.stringify(parsed.issues));
  return parsed.config;
}

const google = (extra: object = {}) => ({ type: 'google', one_tap: true, ...extra });

describe('when One Tap shows (docs/specification.md#one-tap)', () => {
  it('only for oauth alone with exactly one provider, Google, with one_tap', () => {
    expect(oneTapProvider(config({ products: ['oauth'], oauthOptions: { providers: [google()] } }))?.type).toBe(
      'google',
    );
    expect(oneTapProvider(config({ products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } }))).toBe(
      null,
    );
    expect(
      oneTapProvider(config({ products: ['oauth'], oauthOptions: { providers: [google(), { type: 'github' }] } })),
    ).toBe(null);
    expect(
      oneTapProvider(
        config({
          products: ['oauth', 'otp'],
          oauthOptions: { providers: [google()] },
          otpOptions: { methods: ['email'] },
        }),
      ),
    ).toBe(null);
    expect(
      oneTapProvider(config({ products: ['oauth'], oauthOptions: { providers: [{ type: 'github', one_tap: true }] } })),
    ).toBe(null);
  });

  it('reads scriptUrls and refuses what is not an absolute http(s) URL or an unknown key', () => {
    expect(
      config({
        products: ['oauth'],
        oauthOptions: { providers: [google()] },
        scriptUrls: { googleIdentity: 'http://localhost:8788/gsi/client' },
      }).scriptUrls,
    ).toEqual({ googleIdentity: 'http://localhost:8788/gsi/client', captcha: undefined });
    const bad = parseConfig({
      products: ['oauth'],
      oauthOptions: { providers: [google()] },
      scriptUrls: { googleIdentity: 'javascript:alert(1)', other: 1 },
    });
    expect(bad.issues?.map((issue) => issue.field)).toEqual(['scriptUrls.other', 'scriptUrls.googleIdentity']);
  });
});

describe('floating or embedded', () => {
  it('follows position and FedCM', () => {
    expect(displayKind('floating', false)).toBe('floating');
    expect(displayKind(undefined, false)).toBe('embedded');
    expect(displayKind(undefined, true)).toBe('floating');
    expect(displayKind('floatingOrEmbedded', false)).toBe('embedded');
    expect(displayKind('embeddedOnly', true)).toBe('embedded');
    expect(displayKind('forceLegacyEmbedded', true)).toBe('embedded');
  });
});

function moment(kind: 'display' | 'skipped' | 'dismissed', reason?: string): PromptMoment {
  return {
    isNotDisplayed: () => kind === 'display' && reason !== undefined,
    getNotDisplayedReason: () => reason,
    isDisplayed: () => kind === 'display' && reason === undefined,
    isSkippedMoment: () => kind === 'skipped',
    getSkippedReason: () => reason,
    isDismissedMoment: () => kind === 'dismissed',
    getDismissedReason: () => reason,
  };
}

describe('prompt moments', () => {
  it('maps outcomes to events and configuration reasons to the errors of docs/specification.md#errors', () => {
    expect(momentEvent(moment('display'))).toEqual({ type: 'DISPLAYED' });
    expect(momentEvent(moment('display', 'suppressed_by_user'))).toEqual({
      type: 'MOMENT',
      moment: 'not_displayed',
      reason: 'suppressed_by_user',
    });
    expect(momentEvent(moment('display', 'unregistered_origin'))).toEqual({
      type: 'FAILED',
      failure: { kind: 'one_tap', errorType: 'origin_not_allowed_for_client' },
    });
    expect(momentEvent(moment('display', 'invalid_client'))).toEqual({
      type: 'FAILED',
      failure: { kind: 'one_tap', errorType: 'invalid_client' },
    });
    expect(momentEvent(moment('display', 'missing_client_id'))).toEqual({
      type: 'FAILED',
      failure: { kind: 'one_tap', errorType: 'oauth_config_not_found' },
    });
    expect(momentEvent(moment('skipped', 'tap_outside'))).toEqual({
      type: 'MOMENT',
      moment: 'skipped',
      reason: 'tap_outside',
    });
    expect(momentEvent(moment('skipped', 'user_cancel'))).toEqual({
      type: 'MOMENT',
      moment: 'cancel',
      reason: 'user_cancel',
    });
    expect(momentEvent(moment('dismissed', 'cancel_called'))).toEqual({
      type: 'MOMENT',
      moment: 'dismissed',
      reason: 'cancel_called',
    });
    expect(momentEvent(moment('dismissed', 'credential_returned'))).toBe(null);
    expect(oneTapWidgetEvent({ type: 'MOMENT', moment: 'cancel', reason: 'user_cancel' })).toEqual({
      type: 'one_tap_cancel',
      data: { reason: 'user_cancel' },
    });
  });

  it('a closing prompt does not hide a credential already being submitted', () => {
    const submitting = reduceOneTap(reduceOneTap(initialOneTapState, { type: 'PROMPTED' }), { type: 'SUBMITTING' });
    expect(reduceOneTap(submitting, { type: 'MOMENT', moment: 'dismissed', reason: 'x' }).phase).toBe('submitting');
    expect(reduceOneTap(initialOneTapState, { type: 'MOMENT', moment: 'skipped', reason: 'x' }).phase).toBe('closed');
  });
});

function fakeGoogle() {
  const calls: { config?: IdConfiguration; prompted: number; cancelled: number } = { prompted: 0, cancelled: 0 };
  const id: GoogleIdentity = {
    initialize: (value) => (calls.config = value),
    prompt: () => (calls.prompted += 1),
    renderButton: () => {},
    cancel: () => (calls.cancelled += 1),
  };
  return { id, calls };
}

function ports(overrides: Partial<OneTapPorts> = {}) {
  const events: OneTapEvent[] = [];
  const google = fakeGoogle();
  const navigate = vi.fn();
  const submit = vi.fn(async () =>
    ok({ redirect_url: 'http://localhost:5173/authenticate?stytch_token_type=oauth&token=t' }),
  );
  const value: OneTapPorts = {
    start: async () => ok({ google_client_id: 'client-1', oauth_callback_id: 'callback-1' }),
    loadIdentity: async () => google.id,
    submit,
    createCodeChallenge: async () => 'challenge-1',
    navigate,
    loginRedirectUrl: 'http://localhost:5173/authenticate',
    display: { kind: 'embedded', mountId: 'court-one-tap-1' },
    fedCm: true,
    legacy: false,
    emit: (event) => events.push(event),
    ...overrides,
  };
  return { value, events, google, navigate, submit };
}

describe('runOneTap', () => {
  it('initializes with the client id (embedded: in the mount node, no FedCM), submits the credential and navigates', async () => {
    const { value, events, google, navigate, submit } = ports();
    const stop = await runOneTap(value);
    expect(google.calls.config).toMatchObject({
      client_id: 'client-1',
      auto_select: false,
      context: 'use',
      itp_support: true,
      use_fedcm_for_prompt: false,
      cancel_on_tap_outside: false,
      prompt_parent_id: 'court-one-tap-1',
    });
    expect(google.calls.prompted).toBe(1);
    google.calls.config!.callback({ credential: 'id-token' });
    await vi.waitFor(
      () => expect(navigate).toHaveBeenCalledWith('http://localhost:5173/authenticate?stytch_token_type=oauth&token=t'),
      { timeout: 10_000 },
    );
    expect(submit).toHaveBeenCalledWith({
      oauth_callback_id: 'callback-1',
      id_token: 'id-token',
      code_challenge: 'challenge-1',
      login_redirect_url: 'http://localhost:5173/authenticate',
    });
    expect(events.map((event) => event.type)).toEqual(['PROMPTED', 'SUBMITTING', 'REDIRECTING']);
    stop();
    expect(google.calls.cancelled).toBe(1);
  });

  it('floating uses FedCM where the browser has it, unless forceLegacyEmbedded', async () => {
    const floating = ports({ display: { kind: 'floating' } });
    await runOneTap(floating.value);
    expect(floating.google.calls.config).toMatchObject({ use_fedcm_for_prompt: true });
    expect(floating.google.calls.config).not.toHaveProperty('prompt_parent_id');
  });

  it('start errors of docs/specification.md#errors are One Tap errors; others are request errors; nothing loads after a failed start', async () => {
    const loadIdentity = vi.fn();
    const failed = ports({
      start: async () => err({ kind: 'http', status: 400, errorType: 'no_signup_redirect_urls_set', message: 'x' }),
      loadIdentity,
    });
    await runOneTap(failed.value);
    expect(failed.events).toEqual([
      { type: 'FAILED', failure: { kind: 'one_tap', errorType: 'no_signup_redirect_urls_set' } },
    ]);
    expect(loadIdentity).not.toHaveBeenCalled();
    const offline = ports({ start: async () => err({ kind: 'network', message: 'x' }) });
    await runOneTap(offline.value);
    expect(offline.events).toEqual([{ type: 'FAILED', failure: { kind: 'request', error: { code: 'network' } } }]);
  });

  it('a script that cannot load is a load failure with its reason', async () => {
    const { value, events } = ports({
      loadIdentity: async () => Promise.reject(new Error('the script x could not be loaded')),
    });
    await runOneTap(value);
    expect(events).toEqual([{ type: 'FAILED', failure: { kind: 'load', reason: 'the script x could not be loaded' } }]);
  });

  it('a refused credential is reported and the page stays', async () => {
    const { value, events, google, navigate } = ports({
      submit: async () =>
        err({ kind: 'http', status: 401, errorType: 'invalid_id_token', message: 'bad', providerMessage: 'bad' }),
    });
    await runOneTap(value);
    google.calls.config!.callback({ credential: 'id-token' });
    await vi.waitFor(() => expect(events.at(-1)?.type).toBe('FAILED'), { timeout: 10_000 });
    expect(events.at(-1)).toMatchObject({ failure: { kind: 'request', error: { errorType: 'invalid_id_token' } } });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('landsOn', () => {
  it('is true when every landing URL is on the page origin or unset, false otherwise', () => {
    const origin = 'http://localhost:5174';
    expect(landsOn(origin, undefined, undefined)).toBe(true);
    expect(landsOn(origin, `${origin}/authenticate`, '/authenticate')).toBe(true);
    expect(landsOn(origin, 'http://localhost:5173/authenticate', undefined)).toBe(false);
    expect(landsOn(origin, 'http://[bad', undefined)).toBe(false);
  });
});
