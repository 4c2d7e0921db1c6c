// Type test, checked by `tsc --noEmit` (never run): the page's `strings` take message keys only,
// in the config and in the element's property, so a misspelt key is a type error.
import type { CourtLoginConfig } from '../../element/index.ts';

export const rightKeys: CourtLoginConfig = {
  products: ['otp'],
  strings: {
    header: 'Sign in to the club',
    continueWithProvider: 'Go on with {name}',
    'error.invalid_email': 'That address will not do.',
  },
};

export const misspeltKey: CourtLoginConfig = {
  products: ['otp'],
  // @ts-expect-error: 'hedaer' is no message key.
  strings: { hedaer: 'Sign in to the club' },
};

export const notAText: CourtLoginConfig = {
  products: ['otp'],
  // @ts-expect-error: a message is replaced by a text.
  strings: { header: 42 },
};

export function setStrings(element: HTMLElementTagNameMap['court-login']): void {
  element.strings = { header: 'Sign in to the club', divider: 'or else' };
  // @ts-expect-error: 'continueWithProvder' is no message key.
  element.strings = { continueWithProvder: 'Go on with {name}' };
  element.strings = null;
}
