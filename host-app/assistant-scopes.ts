// What a connected assistant may do, in plain words: the scopes it was granted, as the dashboard lists them.
// The same words as the widget's consent screen, so the person recognises what they allowed.
const SCOPE_WORDS = new Map<string, string>([
  ['openid', 'Confirm who you are'],
  ['email', 'See your email address'],
  ['profile', 'See your name'],
  ['offline_access', 'Keep this access while you are not using it'],
  ['courts:read', 'See which courts are free and your bookings'],
  ['courts:book', 'Book and confirm courts in your name'],
]);

/** One granted scope in plain words; a scope the app does not know is named as it is. */
export function describeScope(scope: string): string {
  return SCOPE_WORDS.get(scope) ?? `Use the “${scope}” permission`;
}

const CONNECTED_AT = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** When the assistant was connected, in the visitor's time zone (`Nov 28, 2026, 10:15 AM`). */
export function describeConnectedAt(isoDate: string): string {
  const time = Date.parse(isoDate);
  return Number.isNaN(time) ? 'at an unknown time' : CONNECTED_AT.format(time);
}
