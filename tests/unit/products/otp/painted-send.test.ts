// The painted phone form's Continue before React (src/products/otp/painted-send.ts), on a painted
// screen and a fake Court loader: which presses it sends itself (once, as the client would send them,
// handing the outcome to React's flow), and which it leaves to React's form, sending nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Outcome } from '../../../../src/flows/events.ts';
import { addForms } from '../../../../src/paint/first-form.ts';
import { paintFirstScreen } from '../../../../src/paint/first-screen.ts';
import { awaitReact, paintedScreen } from '../../../../src/paint/hand-over.ts';
import { loginOrCreatePath } from '../../../../src/products/otp/endpoints.ts';
import { paintedSend } from '../../../../src/products/otp/painted-send.ts';
import { takePaintedSends } from '../../../../src/products/otp/painted-sends.ts';
import { BOOTSTRAP_DEFAULTS } from '../../../../src/provider/bootstrap-defaults.ts';
import { getCourt } from '../../../../src/session/court.ts';
import type { EarlySettings } from '../../../../src/session/early-settings.ts';
import type { BootstrapData } from '../../../../src/types/index.ts';
import { widgetConfig } from '../../flows/support.ts';
import { json, recordingFetch, type SeenRequest } from '../../support/fake-fetch.ts';
import { wireSettings } from '../../support/fixtures.ts';
import { cleanPage, track } from '../../session/court-support.ts';

const TOKEN = 'public-token-test-court-login-local';
const config = widgetConfig({ products: ['otp'], otpOptions: { methods: ['sms'], expirationMinutes: 7 } });
const SETTINGS: BootstrapData = { ...BOOTSTRAP_DEFAULTS, captchaSettings: { enabled: false } };
/** The settings as the provider sends them, for the Court's own request. */
const WIRE = wireSettings();

// Each test its own provider URL: the answers kept for the Court are the page's, by URL.
let port = 9400;
const isSend = (request: SeenRequest) => request.url.endsWith(loginOrCreatePath('sms'));

/** A painted screen with its phone form in a container, the painter's until React hydrates it. */
function paintForm() {
  const container = document.createElement('div');
  document.body.append(container);
  const painted = paintFirstScreen(config, undefined);
  container.replaceChildren(painted);
  awaitReact(painted);
  addForms(painted, config, undefined);
  const button = painted.querySelector<HTMLButtonElement>('form [type="submit"]')!;
  const type = (text: string) => {
    painted.querySelector<HTMLInputElement>('input[type="tel"]')!.value = text;
  };
  return { container, painted, button, type };
}

/**
 * The send with these early settings (none: a session cookie kept them from being asked for), its
 * fetch, and a Court loader that makes the page's Court once `releaseCourt` is called, as its chunk
 * would once in (or fails, as a chunk that did not load).
 */
async function setUp(early: EarlySettings = Promise.resolve(SETTINGS), courtLoads = true) {
  const providerUrl = `http://localhost:${(port += 1)}`;
  const { fetch, requests } = recordingFetch((request) => {
    if (isSend(request)) return json({ data: { method_id: 'phone-number-test-1' } });
    return request.url.includes('/projects/bootstrap/') ? json({ data: WIRE }) : json({}, 404);
  });
  const options = { publicToken: TOKEN, providerUrl, fetch };
  let releaseCourt = () => {};
  const courtIn = new Promise<void>((resolve) => (releaseCourt = resolve));
  let loads = 0;
  const loadCourt = () => {
    loads += 1;
    return courtLoads
      ? courtIn.then(() => track(getCourt(options)))
      : Promise.reject(new Error('the chunk did not load'));
  };
  const form = paintForm();
  const send = await paintedSend(form.painted, config, options, early, loadCourt);
  const handed: Promise<Outcome>[] = [];
  takePaintedSends(form.container, (sent) => handed.push(sent));
  return { ...form, send, requests, handed, releaseCourt, courtLoads: () => loads };
}

beforeEach(cleanPage);
afterEach(() => {
  cleanPage();
  document.body.replaceChildren();
});

describe("the painted phone form's Continue", () => {
  it('sends a number of its country at once, before the Court, once, as the client sends it, and hands the outcome to the flow', async () => {
    const { send, button, type, requests, handed, releaseCourt } = await setUp();
    type('(201) 555-0124');
    await send(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    const sends = requests.filter(isSend);
    expect(sends).toHaveLength(1);
    expect(sends[0]!.method).toBe('POST');
    expect(sends[0]!.url).toMatch(/^http:\/\/localhost:\d+\/sdk\/v1\/otps\/sms\/login_or_create$/);
    expect(sends[0]!.headers.authorization).toBe(`Basic ${btoa(`${TOKEN}:${TOKEN}`)}`);
    expect(JSON.parse(sends[0]!.body!)).toEqual({ phone_number: '+12015550124', expiration_minutes: 7 });
    expect(handed).toHaveLength(1);
    // The Court, once in, runs the flow's send, which takes the early answer.
    releaseCourt();
    await expect(handed[0]).resolves.toMatchObject({
      type: 'CODE_SENT',
      otp: { destination: '+12015550124', methodId: 'phone-number-test-1' },
    });
    expect(requests.filter(isSend)).toHaveLength(1);
  });

  it("leaves a project's guarded sends to React's form, which adds the captcha: nothing is sent", async () => {
    const { send, button, type, requests, handed } = await setUp(
      Promise.resolve({ ...SETTINGS, captchaSettings: { enabled: true, siteKey: 'site-key' } }),
    );
    type('(201) 555-0124');
    await expect(send(button)).rejects.toThrow(/React's form/);
    expect(requests.filter(isSend)).toHaveLength(0);
    expect(handed).toHaveLength(0);
  });

  it("leaves the press to React's form when the early settings could not be read", async () => {
    const { send, button, type, requests } = await setUp(Promise.resolve(undefined));
    type('(201) 555-0124');
    await expect(send(button)).rejects.toThrow(/React's form/);
    expect(requests.filter(isSend)).toHaveLength(0);
  });

  it("leaves another country's number, or a number too short, to React's form", async () => {
    const { send, button, type, requests, courtLoads } = await setUp();
    for (const text of ['+44 20 7946 0958', '201 555']) {
      type(text);
      await expect(send(button)).rejects.toThrow(/React's form/);
    }
    expect(requests.filter(isSend)).toHaveLength(0);
    expect(courtLoads()).toBe(0);
  });

  it("leaves the press to React's form once React has begun to hydrate the screen", async () => {
    const { send, button, type, container, requests } = await setUp();
    paintedScreen(container)!.prepare();
    type('(201) 555-0124');
    await expect(send(button)).rejects.toThrow(/React's form has the press/);
    expect(requests.filter(isSend)).toHaveLength(0);
  });

  it('leaves the request to the Court when no settings were asked for early (a session cookie)', async () => {
    const { send, button, type, requests, handed, releaseCourt } = await setUp(undefined);
    type('(201) 555-0124');
    const pressed = send(button);
    releaseCourt();
    await pressed;
    await expect(handed[0]).resolves.toMatchObject({ type: 'CODE_SENT' });
    expect(requests.filter(isSend)).toHaveLength(1);
  });

  it("reports a Court whose chunk failed to load as the network's failure, to the flow", async () => {
    const { send, button, type, handed } = await setUp(undefined, false);
    type('(201) 555-0124');
    await send(button);
    expect(handed).toHaveLength(1);
    await expect(handed[0]).resolves.toEqual({ type: 'FAILED', error: { code: 'network' } });
  });
});
