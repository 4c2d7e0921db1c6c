// What a connected assistant may do, in plain words: the scopes it was granted, as the dashboard lists them.
// The consent screen's own words (the widget's English catalogue and, for the app's own scopes, the
// project's descriptions from its settings), so the person recognises what they allowed.
import english from '../src/i18n/compiled/en/authorize.ts';
import { scopeWords } from '../src/modes/oauth-authorize/screens/scope-words.ts';

/** One granted scope in plain words; `descriptions` are the project's (CourtSession.getScopeDescriptions). */
export function describeScope(scope: string, descriptions: ReadonlyMap<string, string>): string {
  return scopeWords(scope, descriptions.get(scope) ?? '', english);
}

const CONNECTED_AT = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** When the assistant was connected, in the visitor's time zone (`Nov 28, 2026, 10:15 AM`). */
export function describeConnectedAt(isoDate: string): string {
  const time = Date.parse(isoDate);
  return Number.isNaN(time) ? 'at an unknown time' : CONNECTED_AT.format(time);
}
