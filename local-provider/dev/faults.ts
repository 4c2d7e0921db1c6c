// Fault switches for tests: make the next matching requests fail, slow down, lose their connection or
// wait until the test releases them (`hold`), so that a test sees a pending request for as long as it needs.
import { ApiError, badRequest } from '../http/responses.ts';

export interface Fault {
  /** Exact path, or a prefix ending in `*`. */
  path: string;
  method: string | null;
  status: number | null;
  delay_ms: number;
  drop: boolean;
  /** Keep the request waiting until released (POST /_dev/faults/release), the faults are cleared, or 120 s. */
  hold: boolean;
  /** How many more requests this fault applies to. */
  times: number;
  /** The `error_type` of the injected error (with `status`); default: the status's usual type. */
  error_type?: string | null;
  /** The injected error's `error_message` instead of the default text (with `status`). */
  error_message?: string;
}

/** Thrown by the fetch handler for a `drop` fault; the Node adapter closes the socket without answering. */
export class ConnectionDropped extends Error {
  constructor() {
    super('Failed to fetch (connection dropped by a fault switch)');
  }
}

const STATUS_TYPES: Record<number, string> = {
  429: 'too_many_requests',
  500: 'internal_server_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
};

export function faultError(status: number, fault: Pick<Fault, 'error_type' | 'error_message'> = {}): ApiError {
  const type = fault.error_type ?? STATUS_TYPES[status] ?? 'injected_fault';
  const headers: Record<string, string> = status === 429 ? { 'Retry-After': '1' } : {};
  const message = fault.error_message ?? `The local provider was told to fail this request with status ${status}.`;
  return new ApiError(status, type, message, headers);
}

export function parseFault(body: Record<string, unknown>): Fault {
  const known = ['path', 'method', 'status', 'delay_ms', 'drop', 'hold', 'times', 'error_type', 'error_message'];
  const unknown = Object.keys(body).find((key) => !known.includes(key));
  if (unknown) throw badRequest('unknown_field', `Unknown field "${unknown}" in the fault.`);
  const {
    path,
    method = null,
    status = null,
    delay_ms = 0,
    drop = false,
    hold = false,
    times = 1,
    error_type = null,
  } = body;
  if (typeof path !== 'string' || !path.startsWith('/'))
    throw badRequest('invalid_fault', '"path" must be a path starting with "/".');
  if (method !== null && typeof method !== 'string') throw badRequest('invalid_fault', '"method" must be a string.');
  if (status !== null && !(Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599)) {
    throw badRequest('invalid_fault', '"status" must be an integer from 400 to 599.');
  }
  if (!Number.isInteger(delay_ms) || (delay_ms as number) < 0 || (delay_ms as number) > 120_000) {
    throw badRequest('invalid_fault', '"delay_ms" must be an integer from 0 to 120000.');
  }
  if (typeof drop !== 'boolean') throw badRequest('invalid_fault', '"drop" must be a boolean.');
  if (typeof hold !== 'boolean') throw badRequest('invalid_fault', '"hold" must be a boolean.');
  if (!Number.isInteger(times) || (times as number) < 1)
    throw badRequest('invalid_fault', '"times" must be a positive integer.');
  if (
    error_type !== null &&
    (typeof error_type !== 'string' || !/^[a-z_]{1,64}$/.test(error_type) || status === null)
  ) {
    throw badRequest('invalid_fault', '"error_type" must be a snake_case name and comes with "status".');
  }
  if (
    body.error_message !== undefined &&
    (typeof body.error_message !== 'string' || body.error_message.length > 2000 || status === null)
  ) {
    throw badRequest(
      'invalid_fault',
      '"error_message" must be a string of at most 2000 characters and comes with "status".',
    );
  }
  if (status === null && !drop && !hold && delay_ms === 0)
    throw badRequest('invalid_fault', 'A fault needs "status", "drop", "hold" or "delay_ms".');
  return {
    path,
    method: method === null ? null : (method as string).toUpperCase(),
    status: status as number | null,
    delay_ms: delay_ms as number,
    drop,
    hold,
    times: times as number,
    error_type: error_type as string | null,
    ...(typeof body.error_message === 'string' ? { error_message: body.error_message } : {}),
  };
}

/** How a held request goes on: as its fault says (nothing given), failing with `status`, or dropped. */
export interface Release {
  /** Exact path, or a prefix ending in `*`; none: every held request. */
  path: string | null;
  status: number | null;
  error_type: string | null;
  error_message?: string;
  drop: boolean;
}

export function parseRelease(body: Record<string, unknown>): Release {
  const known = ['path', 'status', 'error_type', 'error_message', 'drop'];
  const unknown = Object.keys(body).find((key) => !known.includes(key));
  if (unknown) throw badRequest('unknown_field', `Unknown field "${unknown}" in the release.`);
  const { path = null, drop = false } = body;
  if (path !== null && (typeof path !== 'string' || !path.startsWith('/')))
    throw badRequest('invalid_release', '"path" must be a path starting with "/".');
  if (typeof drop !== 'boolean') throw badRequest('invalid_release', '"drop" must be a boolean.');
  // The same rules as a fault's status and error fields.
  const failure =
    body.status === undefined
      ? null
      : parseFault({ path: '/', status: body.status, error_type: body.error_type, error_message: body.error_message });
  if (!failure && (body.error_type !== undefined || body.error_message !== undefined)) {
    throw badRequest('invalid_release', '"error_type" and "error_message" come with "status".');
  }
  return {
    path: path as string | null,
    status: failure?.status ?? null,
    error_type: failure?.error_type ?? null,
    ...(failure?.error_message !== undefined ? { error_message: failure.error_message } : {}),
    drop,
  };
}

function matches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;
}

export interface HeldRequest {
  id: number;
  method: string;
  path: string;
  held_since: string;
}

interface Waiting extends HeldRequest {
  go(release: Release | null): void;
}

const MAX_FAULTS = 100;
const MAX_HELD = 100;
/** A held request nobody releases goes on by itself after this long, so that nothing waits forever. */
export const HOLD_LIMIT_MS = 120_000;

export class FaultSwitches {
  private faults: Fault[] = [];
  private waiting: Waiting[] = [];
  private nextId = 0;

  add(fault: Fault): void {
    if (this.faults.length >= MAX_FAULTS) {
      throw badRequest(
        'too_many_faults',
        `At most ${MAX_FAULTS} faults can wait at once; clear them with DELETE /_dev/faults.`,
      );
    }
    this.faults.push(fault);
  }

  /** Clears every fault and lets every held request go on as its fault says. */
  clear(): void {
    this.faults = [];
    this.release(null);
  }

  held(): HeldRequest[] {
    return this.waiting.map(({ id, method, path, held_since }) => ({ id, method, path, held_since }));
  }

  /** Lets the held requests matching `release.path` (all without one) go on; returns how many. */
  release(release: Release | null): number {
    const chosen = this.waiting.filter((request) => !release?.path || matches(release.path, request.path));
    this.waiting = this.waiting.filter((request) => !chosen.includes(request));
    for (const request of chosen) request.go(release && (release.status !== null || release.drop) ? release : null);
    return chosen.length;
  }

  /** Applies the matching fault, if any, to a request: wait, hold, then drop or fail. */
  async apply(method: string, pathname: string): Promise<void> {
    const fault = this.take(method, pathname);
    if (!fault) return;
    const release = fault.hold ? await this.hold(method, pathname) : null;
    if (fault.delay_ms > 0) await new Promise((resolve) => setTimeout(resolve, fault.delay_ms));
    const outcome = release ?? fault;
    if (outcome.drop) throw new ConnectionDropped();
    if (outcome.status !== null) throw faultError(outcome.status, outcome);
  }

  private hold(method: string, path: string): Promise<Release | null> {
    if (this.waiting.length >= MAX_HELD) {
      throw new ApiError(
        503,
        'too_many_held_requests',
        `At most ${MAX_HELD} requests can be held at once; release them with POST /_dev/faults/release.`,
      );
    }
    return new Promise((resolve) => {
      const request: Waiting = {
        id: (this.nextId += 1),
        method,
        path,
        held_since: new Date().toISOString(),
        go: (release) => {
          clearTimeout(timer);
          resolve(release);
        },
      };
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((other) => other !== request);
        resolve(null);
      }, HOLD_LIMIT_MS);
      timer.unref?.();
      this.waiting.push(request);
    });
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  /** The first fault that matches, used up by one; null when none applies. */
  take(method: string, pathname: string): Fault | null {
    const fault = this.faults.find(
      (candidate) => (!candidate.method || candidate.method === method) && matches(candidate.path, pathname),
    );
    if (!fault) return null;
    fault.times -= 1;
    if (fault.times <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return { ...fault };
  }
}
