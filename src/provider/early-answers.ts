// Requests court-login.js sends before the Court's chunk has come (the project settings, which a
// press on a painted provider button needs: src/session/early-settings.ts), and their answers kept
// for the Court's client. When the client would send the very same request (the same URL and
// Authorization), it takes the kept answer instead of asking again (http.ts): one request, sent
// some hundreds of milliseconds sooner on a slow link.

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

interface Early {
  authorization: string;
  answer: Promise<RawAnswer>;
}

/** By URL; each is taken once. */
const kept = new Map<string, Early>();

/** Sends a GET with these headers now (once per URL while it is kept), for the client to take. */
export function sendEarly(
  url: string,
  headers: Record<string, string>,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<RawAnswer> {
  const known = kept.get(url);
  if (known) return known.answer;
  const answer = (async () => rawAnswer(await fetchImpl(url, { method: 'GET', headers, credentials: 'include' })))();
  // Failures reach whoever takes it; none is left unhandled if no one does.
  answer.catch(() => {});
  kept.set(url, { authorization: headers.Authorization ?? '', answer });
  return answer;
}

/** The kept answer of a GET of `url` sent with this Authorization, taken (the next such request goes out). */
export function takeEarly(url: string, authorization: string | undefined): Promise<RawAnswer> | undefined {
  const early = kept.get(url);
  if (!early || early.authorization !== authorization) return undefined;
  kept.delete(url);
  return early.answer;
}
