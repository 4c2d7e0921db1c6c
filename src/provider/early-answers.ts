// Requests court-login.js sends before the Court's chunk has come (the project settings, which a
// press on a painted provider button needs: src/session/early-settings.ts), and their answers kept
// for the Court's client. When the client would send the very same request (the same URL and
// Authorization), it takes the kept answer instead of asking again (http.ts): one request, sent
// some hundreds of milliseconds sooner on a slow link.
import { requestTimeout } from './timeout.ts';

/** A response as the client reads it: its body can be read by everyone who holds it. */
export interface RawAnswer {
  status: number;
  text: string;
  contentType: string;
  retryAfter: string | null;
}

export async function rawAnswer(response: Response): Promise<RawAnswer> {
  return {
    status: response.status,
    text: await response.text(),
    contentType: response.headers.get('content-type') ?? '',
    retryAfter: response.headers.get('retry-after'),
  };
}

export interface EarlyOptions {
  fetch?: typeof fetch;
  /** The client's timeout (`CourtOptions.timeoutMs`). */
  timeoutMs?: number;
}

interface Early {
  authorization: string;
  answer: Promise<RawAnswer>;
}

/** By URL; each is taken once. */
const kept = new Map<string, Early>();

/**
 * Sends a GET with these headers now, for the client to take; while one for `url` is on its way or
 * has succeeded, that one. A failure is not kept: the next sender (or the client) asks again.
 */
export function sendEarly(
  url: string,
  headers: Record<string, string>,
  { fetch: fetchImpl = (input, init) => globalThis.fetch(input, init), timeoutMs }: EarlyOptions = {},
): Promise<RawAnswer> {
  const known = kept.get(url);
  if (known) return known.answer;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), requestTimeout(timeoutMs));
  const answer = (async () =>
    rawAnswer(await fetchImpl(url, { method: 'GET', headers, credentials: 'include', signal: controller.signal })))();
  const early: Early = { authorization: headers.Authorization ?? '', answer };
  const settled = (failed: boolean) => {
    clearTimeout(timer);
    if (failed && kept.get(url) === early) kept.delete(url);
  };
  // A rejection reaches whoever has the answer; none is left unhandled if no one has.
  answer.then(
    ({ status }) => settled(status > 299),
    () => settled(true),
  );
  kept.set(url, early);
  return answer;
}

/** The kept answer of a GET of `url` sent with this Authorization, taken (the next such request goes out). */
export function takeEarly(url: string, authorization: string | undefined): Promise<RawAnswer> | undefined {
  const early = kept.get(url);
  if (!early || early.authorization !== authorization) return undefined;
  kept.delete(url);
  return early.answer;
}
