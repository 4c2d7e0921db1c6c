// A new passkey's name: the authenticator's, from the AAGUID in its authenticator data, else the
// platform and the day.
import { describe, expect, it } from 'vitest';
import { aaguidOf, passkeyName, platformOf } from '../../../src/flows/products/passkey-name.ts';

function credentialWith(aaguid: string, flags = 0x45): string {
  const data = new Uint8Array(37 + 16 + 2);
  data[32] = flags;
  data.set(aaguid.replace(/-/g, '').match(/../g)!.map((pair) => Number.parseInt(pair, 16)), 37);
  const encoded = btoa(String.fromCharCode(...data)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return JSON.stringify({ id: 'x', response: { authenticatorData: encoded, attestationObject: '' } });
}

const GOOGLE_PASSWORD_MANAGER = 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4';
const LINUX_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const DAY = new Date('2026-11-26T10:00:00Z');

describe('passkey names', () => {
  it('reads the AAGUID when the attested credential data is there', () => {
    expect(aaguidOf(credentialWith(GOOGLE_PASSWORD_MANAGER))).toBe(GOOGLE_PASSWORD_MANAGER);
    expect(aaguidOf(credentialWith(GOOGLE_PASSWORD_MANAGER, 0x05))).toBeNull();
    expect(aaguidOf(credentialWith('00000000-0000-0000-0000-000000000000'))).toBeNull();
    expect(aaguidOf('{not json')).toBeNull();
    expect(aaguidOf(JSON.stringify({ response: { authenticatorData: '@@@' } }))).toBeNull();
    expect(aaguidOf(JSON.stringify({ response: {} }))).toBeNull();
  });

  it("names a known authenticator after the AAGUID list, any other after the platform and the day", async () => {
    expect(await passkeyName(credentialWith(GOOGLE_PASSWORD_MANAGER), LINUX_CHROME, DAY)).toBe('Google Password Manager');
    const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(DAY);
    expect(await passkeyName(credentialWith('01020304-0506-0708-0102-030405060708'), LINUX_CHROME, DAY)).toBe(`Passkey on Linux, ${day}`);
    expect(await passkeyName('{}', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', DAY)).toBe(`Passkey on iPhone, ${day}`);
    expect(await passkeyName('{}', 'curl/8', DAY)).toBe(`Passkey, ${day}`);
  });

  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'Mac'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'Android'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0)', 'ChromeOS'],
  ])('%s → %s', (userAgent, platform) => {
    expect(platformOf(userAgent)).toBe(platform);
  });
});
