// "Last used" (src/session/last-used.ts) is remembered by the browser, as for a real visitor: within
// a test file, one test's sign-in would reorder the next test's first screen. Imported by the
// support modules, this root hook starts every test without it (tests/browser/last-used.test.ts
// sets it where it is the subject).
import { lastUsedKey } from '../../../src/session/last-used.ts';

const PREFIX = lastUsedKey('');

beforeEach(() => {
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) if (key.startsWith(PREFIX)) storage.removeItem(key);
  }
});
