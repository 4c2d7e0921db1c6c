// A new passkey's name: the authenticator's, from the AAGUID in its authenticator data, else the
// platform and the day in the visitor's language (written by Register New Passkey).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aaguidOf, authenticatorName, platformOf } from '../../../../src/products/passkeys/passkey-name.ts';
import { languageTable } from '../../../../src/i18n/language-table.ts';
import { LanguageContext, type Language } from '../../../../src/i18n/text.ts';
import { RegisterPasskeyScreen } from '../../../../src/products/passkeys/screens/RegisterPasskeyScreen.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function credentialWith(aaguid: string, flags = 0x45): string {
  const data = new Uint8Array(37 + 16 + 2);
  data[32] = flags;
  data.set(
    aaguid
      .replace(/-/g, '')
      .match(/../g)!
      .map((pair) => Number.parseInt(pair, 16)),
    37,
  );
  const encoded = btoa(String.fromCharCode(...data))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return JSON.stringify({ id: 'x', response: { authenticatorData: encoded, attestationObject: '' } });
}

const GOOGLE_PASSWORD_MANAGER = 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4';
const LINUX_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const DAY = new Date('2026-11-26T10:00:00Z');

/** The name Register New Passkey gives a passkey made now on `platform`, in `language`. */
function fallbackName(platform: string | null, language: Language = { lang: 'en', dir: 'ltr' }): string {
  vi.useFakeTimers({ toFake: ['Date'], now: DAY });
  const onCreate = vi.fn();
  const props = { creating: false, skipping: false, platform, onCreate, onSkip: () => {} };
  render(createElement(LanguageContext.Provider, { value: language }, createElement(RegisterPasskeyScreen, props)));
  fireEvent.click(screen.getAllByRole('button')[0]!);
  cleanup();
  return onCreate.mock.calls[0]![0] as string;
}

describe('passkey names', () => {
  it('reads the AAGUID when the attested credential data is there', () => {
    expect(aaguidOf(credentialWith(GOOGLE_PASSWORD_MANAGER))).toBe(GOOGLE_PASSWORD_MANAGER);
    expect(aaguidOf(credentialWith(GOOGLE_PASSWORD_MANAGER, 0x05))).toBeNull();
    expect(aaguidOf(credentialWith('00000000-0000-0000-0000-000000000000'))).toBeNull();
    expect(aaguidOf('{not json')).toBeNull();
    expect(aaguidOf(JSON.stringify({ response: { authenticatorData: '@@@' } }))).toBeNull();
    expect(aaguidOf(JSON.stringify({ response: {} }))).toBeNull();
  });

  it('names a known authenticator after the AAGUID list; an unknown one has no name of its own', async () => {
    expect(await authenticatorName(credentialWith(GOOGLE_PASSWORD_MANAGER))).toBe('Google Password Manager');
    expect(await authenticatorName(credentialWith('01020304-0506-0708-0102-030405060708'))).toBeNull();
    expect(await authenticatorName('{}')).toBeNull();
  });

  it('any other after the platform and the day, written in the language on screen when Create is pressed', async () => {
    expect(fallbackName(platformOf(LINUX_CHROME))).toBe('Passkey on Linux, Nov 26, 2026');
    expect(fallbackName(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)'))).toBe(
      'Passkey on iPhone, Nov 26, 2026',
    );
    expect(fallbackName(platformOf('curl/8'))).toBe('Passkey, Nov 26, 2026');
    const japanese = await languageTable('ja', undefined);
    expect(fallbackName('Linux', japanese)).toBe('Linux のパスキー（2026/11/26）');
    const german = await languageTable('de', undefined);
    expect(fallbackName(null, german)).toBe('Passkey, 26.11.2026');
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
