// A phone number as a parser read it: the whole metadata's (phone.ts) or the first country's
// (first-country-phone.ts).
export interface ParsedPhone {
  isValid: boolean;
  /** E.164, e.g. +15555550123. */
  number: string;
  national: string;
  international: string;
}
