// Requests court-login.js sends before the Court's chunk has come, and their answers kept for the
// Court's client: the project settings, which a press on a painted provider button needs
// (src/session/early-settings.ts), and the passcode a press on the painted phone form's Continue
// asks for (src/products/otp/painted-send.ts). When the client would send the very same request
// (the same method, URL, Authorization and body), it takes the kept answer instead of sending it
// again (http.ts): one request, sent some hundreds of milliseconds sooner on a slow link.
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

/** What decides that two requests are the same. */
export interface EarlyRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

interface Early {
  authorization: string;
  answer: Promise<RawAnswer>;
}

/** By method, URL and body; each is taken once. */
const kept = new Map<string, Early>();

const keyOf = (method: string, url: string, body: string | undefined) => `${method} ${url}\n${body ?? ''}`;

/**
 * Sends `request` now, for the client to take. A GET already on its way, or that has succeeded, is
 * not sent again, and its failure is not kept: the next sender (or the client) asks again. A POST
 * is what a person asked for: it is kept whatever its answer, for the client to report.
 */
export function sendEarly(
  url: string,
  { method, headers, body }: EarlyRequest,
  { fetch: fetchImpl = (input, init) => globalThis.fetch(input, init), timeoutMs }: EarlyOptions = {},
): Promise<RawAnswer> {
  const key = keyOf(method, url, body);
  const known = kept.get(key);
  if (known && method === 'GET') return known.answer;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), requestTimeout(timeoutMs));
  const answer = (async () =>
    rawAnswer(await fetchImpl(url, { method, headers, body, credentials: 'include', signal: controller.signal })))();
  const early: Early = { authorization: headers.Authorization ?? '', answer };
  const settled = (failed: boolean) => {
    clearTimeout(timer);
    if (failed && method === 'GET' && kept.get(key) === early) kept.delete(key);
  };
  // A rejection reaches whoever has the answer; none is left unhandled if no one has.
  answer.then(
    ({ status }) => settled(status > 299),
    () => settled(true),
  );
  kept.set(key, early);
  return answer;
}

/** The kept answer of the same request, taken (the next such request goes out). */
export function takeEarly(url: string, init: RequestInit): Promise<RawAnswer> | undefined {
  const body = typeof init.body === 'string' ? init.body : undefined;
  const key = keyOf(init.method ?? 'GET', url, body);
  const early = kept.get(key);
  const authorization = (init.headers as Record<string, string> | undefined)?.Authorization;
  if (!early || early.authorization !== authorization) return undefined;
  kept.delete(key);
  return early.answer;
}
