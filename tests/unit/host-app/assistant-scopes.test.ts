import { describe, expect, it } from 'vitest';
import { describeConnectedAt, describeScope } from '../../../host-app/assistant-scopes.ts';

describe('what a connected assistant may do, in plain words', () => {
  it('names the app\'s own scopes as the consent screen does', () => {
    expect(describeScope('courts:read')).toBe('See which courts are free and your bookings');
    expect(describeScope('courts:book')).toBe('Book and confirm courts in your name');
  });

  it('names a scope it does not know as it is, also one that shares a name with an object property', () => {
    expect(describeScope('calendar:write')).toBe('Use the “calendar:write” permission');
    for (const scope of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(describeScope(scope)).toBe(`Use the “${scope}” permission`);
    }
  });

  it('says when it was connected, or that the time is unknown', () => {
    const at = '2026-11-28T10:15:00.000Z';
    expect(describeConnectedAt(at)).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(at)));
    expect(describeConnectedAt('not a date')).toBe('at an unknown time');
  });
});
