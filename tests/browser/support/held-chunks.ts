// An origin serving the built element that, while it holds, answers court-login.js alone: the lazy
// chunks wait until released. What the page requests meanwhile was found without any lazy chunk
// having arrived, that is, one level after court-login.js. Requests are noted as the browser sends
// them (Playwright's request event), not as they reach the server: the browser queues those over
// its six connections per origin, and held answers keep those busy.
import type { Page, Request } from 'playwright';
import { listen, pathOf, sendFile, type RunningServer } from '../../../demo/pages/static-files.ts';

const ENTRY = 'court-login.js';

export interface HeldChunks {
  server: RunningServer;
  /** Forgets the requests noted so far, notes those of `page` from now on, and holds the lazy chunks. */
  hold(page: Page): void;
  /** Answers what is held, and every later request at once. */
  release(): void;
  /** Answers these files, held or asked for later, and holds the others still. */
  releaseOnly(files: string[]): void;
  /** File names of this origin in the order the browser requested them since the last hold(). */
  requested(): string[];
  /** When each of those was requested, ms after the hold(), by file name. */
  requestedAt(): Record<string, number>;
  close(): Promise<void>;
}

/**
 * Whether a frame the page removed sent it. A test removes its frame before letting its held chunks
 * go; whatever that frame still asks for (a late chunk's import: the likely source of one chunk
 * listed twice, once, in Firefox under load) is not the next test's.
 */
function fromRemovedFrame(request: Request): boolean {
  try {
    return request.frame().isDetached();
  } catch {
    // No frame (a worker's request): the page's own.
    return false;
  }
}

export async function startHeldChunks(outDir: string): Promise<HeldChunks> {
  let holding = false;
  let requested: string[] = [];
  let requestedAt = new Map<string, number>();
  let heldSince = 0;
  let waiting: Array<{ file: string; resume: () => void }> = [];
  let answered = new Set<string>();
  const watched = new WeakSet<Page>();
  const server = await listen(async (request, response) => {
    const file = pathOf(request).slice(1);
    if (holding && file !== ENTRY && !answered.has(file))
      await new Promise<void>((resume) => waiting.push({ file, resume }));
    await sendFile(response, outDir, `/${file}`, { 'Access-Control-Allow-Origin': '*' });
  }, 0);
  const origin = new URL(server.url).origin;
  const note = (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || fromRemovedFrame(request)) return;
    const file = url.pathname.slice(1);
    requested.push(file);
    if (!requestedAt.has(file)) requestedAt.set(file, performance.now() - heldSince);
  };
  const release = () => {
    holding = false;
    answered = new Set();
    for (const { resume } of waiting) resume();
    waiting = [];
  };
  const releaseOnly = (files: string[]) => {
    for (const file of files) answered.add(file);
    for (const { resume } of waiting.filter(({ file }) => answered.has(file))) resume();
    waiting = waiting.filter(({ file }) => !answered.has(file));
  };
  return {
    server,
    hold(page) {
      release();
      if (!watched.has(page)) {
        watched.add(page);
        page.on('request', note);
      }
      requested = [];
      requestedAt = new Map();
      heldSince = performance.now();
      holding = true;
    },
    release,
    releaseOnly,
    requested: () => [...requested],
    requestedAt: () => Object.fromEntries(requestedAt),
    async close() {
      release();
      await server.close();
    },
  };
}
