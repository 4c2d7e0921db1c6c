// The passcode the painted phone form asks for before the Court has come (src/products/otp/painted-send.ts
// sends it through src/provider/early-answers.ts): the Court's own send, once it runs, takes that
// request's answer, whatever it is, instead of asking for a second passcode.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginOrCreatePath } from '../../../../src/products/otp/endpoints.ts';
import { phoneCodeBody, sendCode } from '../../../../src/products/otp/send.ts';
import { sendEarly } from '../../../../src/provider/early-answers.ts';
import { sdkHeaders } from '../../../../src/provider/sdk-headers.ts';
import { getCourt } from '../../../../src/session/court.ts';
import { widgetConfig } from '../../flows/support.ts';
import { json, recordingFetch, type SeenRequest } from '../../support/fake-fetch.ts';
import { cleanPage, track } from '../../session/court-support.ts';

const TOKEN = 'public-token-test-court-login-local';
const NUMBER = '+12015550124';
const config = widgetConfig({ products: ['otp'], otpOptions: { methods: ['sms'], expirationMinutes: 7 } });
const to = { channel: 'sms' as const, destination: NUMBER, displayDestination: '+1 201-555-0124' };

// Each test its own provider URL: the answers kept for the Court are the page's, by URL.
let port = 9300;
const nextProvider = () => `http://localhost:${(port += 1)}`;
const isSend = (request: SeenRequest) => request.url.endsWith(loginOrCreatePath('sms'));

/** What the painted form sends for `number`, as it sends it. */
function sendPainted(providerUrl: string, fetch: typeof globalThis.fetch, number = NUMBER, timeoutMs?: number) {
  const body = JSON.stringify(phoneCodeBody(config, number));
  const headers = sdkHeaders(TOKEN, TOKEN, {});
  const url = `${providerUrl}/sdk/v1${loginOrCreatePath('sms')}`;
  return sendEarly(url, { method: 'POST', headers, body }, { fetch, timeoutMs });
}

beforeEach(cleanPage);
afterEach(cleanPage);

describe('a passcode the painted form asked for before the Court', () => {
  it("is the Court's send: one request, and the passcode screen's method", async () => {
    const providerUrl = nextProvider();
    const { fetch, requests } = recordingFetch((request) =>
      isSend(request) ? json({ data: { method_id: 'phone-number-test-1' } }) : json({}, 404),
    );
    sendPainted(providerUrl, fetch);
    const court = track(getCourt({ publicToken: TOKEN, providerUrl, fetch }));
    const outcome = await sendCode({ court, config, now: () => 1000 }, to);
    expect(outcome).toEqual({
      type: 'CODE_SENT',
      otp: { ...to, methodKey: 'otp-sms', methodId: 'phone-number-test-1', expiresAt: 1000 + 7 * 60_000 },
    });
    const sends = requests.filter(isSend);
    expect(sends).toHaveLength(1);
    expect(JSON.parse(sends[0]!.body!)).toEqual({ phone_number: NUMBER, expiration_minutes: 7 });
  });

  it('is reported by the Court when the provider turned it down, and not sent again', async () => {
    const providerUrl = nextProvider();
    const { fetch, requests } = recordingFetch(() =>
      json({ status_code: 429, error_type: 'too_many_requests', error_message: 'Too many requests.' }, 429),
    );
    await sendPainted(providerUrl, fetch);
    const court = track(getCourt({ publicToken: TOKEN, providerUrl, fetch }));
    const outcome = await sendCode({ court, config, now: () => 0 }, to);
    expect(outcome).toMatchObject({ type: 'FAILED', error: { code: 'http', status: 429 } });
    expect(requests.filter(isSend)).toHaveLength(1);
  });

  it('is reported by the Court when it never reached the provider, and not sent again', async () => {
    const providerUrl = nextProvider();
    const { fetch, requests } = recordingFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await sendPainted(providerUrl, fetch).catch(() => undefined);
    const court = track(getCourt({ publicToken: TOKEN, providerUrl, fetch }));
    const outcome = await sendCode({ court, config, now: () => 0 }, to);
    expect(outcome).toMatchObject({ type: 'FAILED', error: { code: 'network' } });
    expect(requests.filter(isSend)).toHaveLength(1);
  });

  it('is reported by the Court as a timeout when it had no answer in time, and not sent again', async () => {
    const providerUrl = nextProvider();
    const { fetch, requests } = recordingFetch(
      (request) =>
        new Promise((_, reject) =>
          request.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const early = sendPainted(providerUrl, fetch, NUMBER, 20);
    const court = track(getCourt({ publicToken: TOKEN, providerUrl, fetch }));
    const outcome = await sendCode({ court, config, now: () => 0 }, to);
    await early.catch(() => undefined);
    expect(outcome).toMatchObject({ type: 'FAILED', error: { code: 'timeout' } });
    expect(requests.filter(isSend)).toHaveLength(1);
  });

  it('is not taken by a send of another number, which goes out; and it is taken once', async () => {
    const providerUrl = nextProvider();
    const { fetch, requests } = recordingFetch(() => json({ data: { method_id: 'phone-number-test-1' } }));
    sendPainted(providerUrl, fetch, '+12015550199');
    const court = track(getCourt({ publicToken: TOKEN, providerUrl, fetch }));
    await sendCode({ court, config, now: () => 0 }, to);
    await sendCode({ court, config, now: () => 0 }, { ...to, destination: '+12015550199' });
    await sendCode({ court, config, now: () => 0 }, { ...to, destination: '+12015550199' });
    const numbers = requests.filter(isSend).map((request) => JSON.parse(request.body!).phone_number);
    expect(numbers.sort()).toEqual(['+12015550124', '+12015550199', '+12015550199']);
  });
});
