import type { PasswordStrength } from '../../../../src/flows/values.ts';

/** A strength check's answer as the flow keeps it: an invalid zxcvbn score 0 unless told otherwise. */
export const strength = (overrides: Partial<PasswordStrength>): PasswordStrength => ({
  password: 'abc',
  validPassword: false,
  score: 0,
  policy: 'zxcvbn',
  breached: false,
  warning: '',
  suggestions: [],
  missingCharacters: 0,
  missingComplexity: 0,
  ludsKindsPresent: 0,
  ...overrides,
});
