// The phone number a booking's code goes to, read with libphonenumber-js (as the widget and the local
// provider read numbers): international form only, since the club cannot guess a country.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Parsed } from './calendar.ts';

export function parsePhone(input: string): Parsed<string> {
  const parsed = input.trim().startsWith('+') ? parsePhoneNumberFromString(input.trim()) : undefined;
  if (!parsed?.isValid()) {
    return {
      ok: false,
      message: `"${input}" is not a phone number the club can text: give it in international form, e.g. +1 202 555 0143.`,
    };
  }
  return { ok: true, value: parsed.number };
}
