// The one HTTP helper of the client: URLs, headers (docs/provider-api.md#headers), timeout, JSON and errors.
import { err, ok } from '../lib/result.ts';
import { utf8ToBase64 } from '../lib/base64.ts';
import { isRecord, parseJson, type JsonRecord } from '../lib/guards.ts';
import { errorFromResponse, invalidResponse, MESSAGES, networkError, timeoutError } from './errors.ts';
import { telemetryHeader, type TelemetryIds } from './telemetry.ts';
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

interface RawAnswer {
  status: number;
  text: string;
  contentType: string;
  retryAfter: string | null;
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

const parentHost = (): string | undefined => {
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? origin : undefined;
};

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
    const answer = (async (): Promise<RawAnswer> => {
      const response = await fetchImpl(url, { ...init, signal: controller.signal });
      const text = await response.text();
      return {
        status: response.status,
        text,
        contentType: response.headers.get('content-type') ?? '',
        retryAfter: response.headers.get('retry-after'),
      };
    })();
    try {
      const outcome = await Promise.race([answer, timedOut]);
      if (outcome === 'timeout') {
        answer.catch(() => undefined);
        return err(timeoutError());
      }
      return ok(outcome);
    } catch {
      return err(controller.signal.aborted ? timeoutError() : networkError());
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

  function sdkHeaders(sessionToken?: string): Record<string, string> {
    const secret = sessionToken || config.getSessionToken?.() || config.publicToken;
    const headers: Record<string, string> = {
      Authorization: `Basic ${utf8ToBase64(`${config.publicToken}:${secret}`)}`,
      'Content-Type': 'application/json',
      'X-SDK-Client': telemetryHeader(config.getTelemetryIds?.() ?? {}),
    };
    const host = parentHost();
    if (host) headers['X-SDK-Parent-Host'] = host;
    return headers;
  }

  async function sdk<T>(
    method: Method,
    path: string,
    body: unknown,
    read: Reader<T>,
    options: SdkOptions = {},
  ): Promise<ApiResult<T>> {
    const init: RequestInit = { method, headers: sdkHeaders(options.sessionToken), credentials: 'include' };
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
