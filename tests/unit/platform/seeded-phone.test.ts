// The local stack's seeded text-message account must be usable from the widget: its phone number
// has to be one the widget's parser accepts (a 555-01xx number is fictional and refused).
import { describe, expect, it } from 'vitest';
import settingsFile from '../../../local-provider/settings/settings.json';
import { loadPhoneParser } from '../../../src/platform/phone.ts';

const settings = settingsFile as unknown as { test_users: Array<{ email: string; phone_number?: string }> };

describe('seeded phone numbers', () => {
  const phones = settings.test_users.flatMap((user) => (user.phone_number ? [user.phone_number] : []));

  it('the seed has a text-message account', () => {
    expect(phones.length).toBeGreaterThan(0);
  });

  it.each(phones)('%s is a number the widget accepts, typed nationally or in E.164', async (phone) => {
    const parser = await loadPhoneParser();
    expect(parser.parse(phone, 'US')).toMatchObject({ isValid: true, number: phone });
    expect(parser.parse(phone.replace(/^\+1/, ''), 'US')).toMatchObject({ isValid: true, number: phone });
  });
});
