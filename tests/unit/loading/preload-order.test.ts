// On a slow link the chunks requested first arrive first: the widget asks for what its first screen
// shows before what is wanted only once the visitor acts, and not for the phone metadata, the largest,
// which a phone form loads once the visitor turns to it.
import { describe, expect, it } from 'vitest';
import { chunkNeeds } from '../../../src/loading/preload.ts';
import { widgetConfig } from '../flows/support.ts';

const PASSCODES_AND_LINKS = widgetConfig({
  products: ['oauth', 'otp', 'emailMagicLinks'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
  otpOptions: { methods: ['sms', 'email'] },
  emailMagicLinksOptions: {},
});

describe('the order of chunk requests', () => {
  it("asks for the first screen's forms with the phone form's check, styles, products and marks, then the Court and the error texts", () => {
    expect(chunkNeeds(PASSCODES_AND_LINKS, 'login', true)).toEqual([
      'forms',
      'firstCountryCheck',
      'productStyles',
      'otp',
      'emailMagicLinks',
      'oauthMarks',
      'court',
      'alerts',
    ]);
  });

  it("asks for a mode's own screen before the Court", () => {
    expect(chunkNeeds(PASSCODES_AND_LINKS, 'reset-password', true)).toEqual([
      'reset-password',
      'productStyles',
      'court',
      'alerts',
    ]);
    expect(chunkNeeds(PASSCODES_AND_LINKS, 'passkey-registration', false)).toEqual([
      'passkey-registration',
      'productStyles',
      'alerts',
    ]);
  });
});
