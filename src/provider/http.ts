// The one HTTP helper of the client: URLs, headers (docs/provider-api.md#headers), timeout, JSON and errors.
import { err, ok } from '../lib/result.ts';
import { isRecord, parseJson, type JsonRecord } from '../lib/guards.ts';
import { errorFromResponse, invalidResponse, MESSAGES, networkError, timeoutError } from './errors.ts';
import { rawAnswer, takeEarly, type RawAnswer } from './early-answers.ts';
import { sdkHeaders } from './sdk-headers.ts';
import type { TelemetryIds } from './telemetry.ts';
import type { ApiResult } from './api-result.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Reads `data` into a typed value, or names the field that is missing or malformed. */
export type Reader<T> = (data: JsonRecord) => { ok: true; value: T } | { ok: false; field: string };

export interface HttpConfig {
  publicToken: string;
  baseUrl: string;
  getSessionToken?: () => string | undefined;
  getTelemetryIds?: () => TelemetryIds;
  fetch?: typeof fetch;
  timeoutMs: number;
  now?: () => number;
}

export interface Http {
  /**
   * A `{SDK}` call with the standard headers; unwraps and reads the `data` envelope. `sessionToken`
   * in place of the current one; `keepalive` for a request that must outlive the page.
   */
  sdk<T>(method: Method, path: string, body: unknown, read: Reader<T>, options?: SdkOptions): Promise<ApiResult<T>>;
  /** Any call under the base URL; answers the parsed JSON body of a success, not unwrapped. */
  json(path: string, init: RequestInit): Promise<ApiResult<unknown>>;
}

export interface SdkOptions {
  sessionToken?: string;
  keepalive?: boolean;
}

export function createHttp(config: HttpConfig): Http {
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = config.now ?? Date.now;

  async function send(url: string, init: RequestInit): Promise<ApiResult<RawAnswer>> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve('timeout');
      }, config.timeoutMs);
    });
    // The same request sent by court-login.js before the Court came (early-answers.ts): its answer.
    const early = takeEarly(url, init);
    const answer = early ?? (async () => rawAnswer(await fetchImpl(url, { ...init, signal: controller.signal })))();
    try {
      const outcome = await Promise.race([answer, timedOut]);
      if (outcome === 'timeout') {
        answer.catch(() => undefined);
        return err(timeoutError());
      }
      return ok(outcome);
    } catch (error) {
      // An early answer (early-answers.ts) aborted by its own timer: a timeout too.
      const aborted = controller.signal.aborted || (error instanceof Error && error.name === 'AbortError');
      return err(aborted ? timeoutError() : networkError());
    } finally {
      clearTimeout(timer);
    }
  }

  async function json(path: string, init: RequestInit): Promise<ApiResult<unknown>> {
    const sent = await send(`${config.baseUrl}${path}`, init);
    if (!sent.ok) return sent;
    const { status, text, contentType, retryAfter } = sent.value;
    if (status > 299) return err(errorFromResponse(status, contentType, text, retryAfter, now()));
    const body = parseJson(text);
    return body === undefined ? err(invalidResponse(MESSAGES.notJson)) : ok(body);
  }

  async function sdk<T>(
    method: Method,
    path: string,
    body: unknown,
    read: Reader<T>,
    options: SdkOptions = {},
  ): Promise<ApiResult<T>> {
    const secret = options.sessionToken || config.getSessionToken?.() || config.publicToken;
    const headers = sdkHeaders(config.publicToken, secret, config.getTelemetryIds?.() ?? {});
    const init: RequestInit = { method, headers, credentials: 'include' };
    if (options.keepalive) init.keepalive = true;
    if (body !== undefined) init.body = JSON.stringify(body);
    const answer = await json(`/sdk/v1${path}`, init);
    if (!answer.ok) return answer;
    const data = isRecord(answer.value) ? answer.value.data : undefined;
    if (!isRecord(data)) return err(invalidResponse(MESSAGES.noData));
    const value = read(data);
    return value.ok ? ok(value.value) : err(invalidResponse(MESSAGES.incomplete(value.field)));
  }

  return { sdk, json };
}
