// @vitest-environment node
// What React's email-type group and the painted forms (src/paint/first-form.ts) both read: the
// methods' order, the badge of a lone form, the tab labels and the ids of a field's parts.
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/parse.ts';
import { methodKey } from '../../../src/config/rules.ts';
import forms from '../../../src/i18n/compiled/en/forms.ts';
import { badgedProvider, methodsInOrder } from '../../../src/session/last-used.ts';
import { fieldIds, formBadged, methodTabLabel, phoneSubmitLabel, tabIds } from '../../../src/ui/form-recipes.ts';

function config(input: unknown) {
  const parsed = parseConfig(input);
  if (!parsed.config) throw new Error(JSON.stringify(parsed.issues));
  return parsed.config;
}

const phoneAndLinks = config({ products: ['otp', 'emailMagicLinks'], otpOptions: { methods: ['sms', 'whatsapp'] } });

describe('the email-type group', () => {
  it('puts the method last used here first, the others in configured order', () => {
    expect(methodsInOrder(phoneAndLinks, undefined).map(methodKey)).toEqual(['otp-sms', 'otp-whatsapp', 'magicLink']);
    expect(methodsInOrder(phoneAndLinks, 'magicLink').map(methodKey)).toEqual(['magicLink', 'otp-sms', 'otp-whatsapp']);
  });

  it("badges a lone form's button only when it was last used beside another way to sign in", () => {
    const alone = config({ products: ['emailMagicLinks'] });
    const besideGoogle = config({
      products: ['oauth', 'emailMagicLinks'],
      oauthOptions: { providers: [{ type: 'google' }] },
    });
    expect(formBadged(methodsInOrder(besideGoogle, 'magicLink'), besideGoogle, 'magicLink')).toBe(true);
    expect(formBadged(methodsInOrder(besideGoogle, 'oauth-google'), besideGoogle, 'oauth-google')).toBe(false);
    expect(formBadged(methodsInOrder(alone, 'magicLink'), alone, 'magicLink')).toBe(false);
    // Under tabs, the tab carries the badge, not the button.
    expect(formBadged(methodsInOrder(phoneAndLinks, 'magicLink'), phoneAndLinks, 'magicLink')).toBe(false);
  });

  it("labels each method's tab and the phone form's button by channel", () => {
    const emailOtp = config({ products: ['otp'], otpOptions: { methods: ['email'] } });
    expect(methodsInOrder(phoneAndLinks, undefined).map((method) => methodTabLabel(method, forms))).toEqual([
      'Text',
      'WhatsApp',
      'Email',
    ]);
    expect(methodTabLabel(methodsInOrder(emailOtp, undefined)[0]!, forms)).toBe('Email');
    expect([phoneSubmitLabel('sms', forms), phoneSubmitLabel('whatsapp', forms)]).toEqual([
      'Continue with text message',
      'Continue with WhatsApp',
    ]);
  });

  it("derives the ids of a field's and the tabs' parts from their own id", () => {
    expect(fieldIds('f')).toEqual({ input: 'f', error: 'f-error', country: 'f-country', phone: 'f-phone' });
    const ids = tabIds('t');
    expect([ids.tab('otp-sms'), ids.panel, ids.lastUsed]).toEqual(['t-tab-otp-sms', 't-panel', 't-last-used']);
  });
});

describe('badgedProvider', () => {
  const providers = { oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] } };

  it('is the provider last used here, when another way to sign in stands beside it', () => {
    expect(badgedProvider(config({ products: ['oauth'], ...providers }), 'oauth-github')?.type).toBe('github');
    expect(badgedProvider(config({ products: ['oauth'], ...providers }), 'magicLink')).toBeUndefined();
    expect(
      badgedProvider(
        config({ products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }] } }),
        'oauth-google',
      ),
    ).toBeUndefined();
    expect(
      badgedProvider(
        config({ products: ['oauth', 'emailMagicLinks'], oauthOptions: { providers: [{ type: 'google' }] } }),
        'oauth-google',
      )?.type,
    ).toBe('google');
  });
});
