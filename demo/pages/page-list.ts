// The HTML pages in this folder: each is a page the local provider may send a browser back to (a
// redirect URL) when the stack runs. A new page needs no other registration.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));

/** `/third-party.html`, `/csp.html`, …: every `.html` file of demo/pages. */
export function pagePaths(): string[] {
  return readdirSync(HERE)
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => `/${name}`);
}
