// Phone numbers are for passcodes by text message or WhatsApp: the parser accepts a number that can
// receive one and refuses a landline, in every region.
import { describe, expect, it, vi } from 'vitest';
import { loadPhoneParser } from '../../../src/platform/phone.ts';

describe('phone parser', () => {
  it.each([
    ['07911 123456', 'GB', '+447911123456', '07911 123456'],
    ['06 12 34 56 78', 'FR', '+33612345678', '06 12 34 56 78'],
    ['+4915123456789', 'US', '+4915123456789', '01512 3456789'],
    ['(201) 555-0123', 'US', '+12015550123', '(201) 555-0123'],
  ])('accepts the mobile number %s (%s)', async (text, country, number, national) => {
    const parser = await loadPhoneParser();
    expect(parser.parse(text, country)).toMatchObject({ isValid: true, number, national });
  });

  it.each([
    ['020 7183 8750', 'GB'],
    ['01 23 45 67 89', 'FR'],
    ['+493012345678', 'US'],
  ])('refuses the landline %s (%s), which cannot receive a text message', async (text, country) => {
    const parser = await loadPhoneParser();
    expect(parser.parse(text, country).isValid).toBe(false);
  });

  it('offers every region and formats as typed', async () => {
    const parser = await loadPhoneParser();
    expect(parser.countries.length).toBeGreaterThan(240);
    expect(parser.countries).toContainEqual({ code: 'GB', dialCode: '+44' });
    expect(parser.format('07911123456', 'GB')).toBe('07911 123456');
  });

  it('tells whoever waits for it of its load: at its start, or at once when it is under way; and none who stopped', async () => {
    // A page of its own: no load yet.
    vi.resetModules();
    const phone = await import('../../../src/platform/phone.ts');
    const kept = vi.fn();
    const stopped = vi.fn();
    phone.whenPhoneParserWanted(kept);
    phone.whenPhoneParserWanted(stopped)();
    const parser = phone.loadPhoneParser();
    expect(kept).toHaveBeenCalledExactlyOnceWith(parser);
    expect(stopped).not.toHaveBeenCalled();
    const late = vi.fn();
    phone.whenPhoneParserWanted(late);
    expect(late).toHaveBeenCalledExactlyOnceWith(parser);
    expect(phone.loadPhoneParser(), 'loaded once').toBe(parser);
    await parser;
  });
});
