// On a slow link the chunks requested first arrive first: the widget asks for what its first screen
// shows before what is wanted only once the visitor acts, and for the phone metadata, the largest, last.
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
  it("asks for the first screen's forms, styles, products and marks, then the Court and the error texts, then the phone metadata", () => {
    expect(chunkNeeds(PASSCODES_AND_LINKS, 'login', true)).toEqual([
      'forms',
      'productStyles',
      'otp',
      'emailMagicLinks',
      'oauthMarks',
      'court',
      'alerts',
      'phone',
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
