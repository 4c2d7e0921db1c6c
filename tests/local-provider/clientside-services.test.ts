// @vitest-environment node
// The stand-in of the hosted provider's client-side services frame: its page may be framed by allowed
// origins only, and its phone answers are those libphonenumber-js gives.
import { describe, expect, it } from 'vitest';
import { makeProvider, post, send } from './helpers.ts';

const PHONE = '/clientside-services/phone';
const open = { authorization: null } as const;

describe('client-side services stand-in', () => {
  it('serves a page that only the provider and allowed origins may frame, and its script', async () => {
    const { provider } = makeProvider();
    const page = await send(provider, 'GET', '/clientside-services/index.html', undefined, {
      origin: null,
      authorization: null,
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' http://localhost:* http://127.0.0.1:*",
    );
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.text).toContain('<script src="/clientside-services/frame.js"></script>');
    const script = await send(provider, 'GET', '/clientside-services/frame.js', undefined, {
      origin: null,
      authorization: null,
    });
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.text).toContain('"phoneUrl":"http://localhost:8788/clientside-services/phone"');
  });

  it('parses a national number of a region into E.164 and national form', async () => {
    const { provider } = makeProvider();
    const valid = await post(
      provider,
      PHONE,
      { method: 'parsedPhoneNumber', phone_number: '2015550123', region_code: 'US' },
      open,
    );
    expect(valid.body.result).toEqual({ isValid: true, number: '+12015550123', national: '(201) 555-0123' });
    const invalid = await post(
      provider,
      PHONE,
      { method: 'parsedPhoneNumber', phone_number: '12', region_code: 'US' },
      open,
    );
    expect(invalid.body.result.isValid).toBe(false);
    const international = await post(
      provider,
      PHONE,
      { method: 'parsedPhoneNumber', phone_number: '+447400123456' },
      open,
    );
    expect(international.body.result).toEqual({ isValid: true, number: '+447400123456', national: '07400 123456' });
    const example = await post(provider, PHONE, { method: 'getExamplePhoneNumber', region_code: 'GB' }, open);
    expect(example.body.result.phoneNumber).toMatch(/^07\d{3} \d{6}$/);
  });

  it('answers bad input with a clear 400', async () => {
    const { provider } = makeProvider();
    const region = await post(
      provider,
      PHONE,
      { method: 'parsedPhoneNumber', phone_number: '2015550123', region_code: 'XX' },
      open,
    );
    expect([region.status, region.body.error_type]).toEqual([400, 'invalid_region_code']);
    const method = await post(provider, PHONE, { method: 'oneTapStart', region_code: 'US' }, open);
    expect([method.status, method.body.error_type]).toEqual([400, 'unknown_method']);
    const long = await post(
      provider,
      PHONE,
      { method: 'parsedPhoneNumber', phone_number: '1'.repeat(65), region_code: 'US' },
      open,
    );
    expect([long.status, long.body.error_type]).toEqual([400, 'field_too_long']);
  });
});
