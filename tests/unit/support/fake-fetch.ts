// A fetch that records each request and answers from a handler written by the test.
export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
}

export type Answer = (request: SeenRequest) => Response | Promise<Response>;

export function recordingFetch(answer: Answer) {
  const requests: SeenRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    const request: SeenRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? init.body : undefined,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    return answer(request);
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export const text = (body: string, status: number, contentType = 'text/html'): Response =>
  new Response(body, { status, headers: { 'Content-Type': contentType } });
