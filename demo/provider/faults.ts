// Fault switches for tests: make the next matching requests fail, slow down or lose their connection.
import { ApiError, badRequest } from './http.ts';

export interface Fault {
  /** Exact path, or a prefix ending in `*`. */
  path: string;
  method: string | null;
  status: number | null;
  delay_ms: number;
  drop: boolean;
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
  const known = ['path', 'method', 'status', 'delay_ms', 'drop', 'times', 'error_type', 'error_message'];
  const unknown = Object.keys(body).find((key) => !known.includes(key));
  if (unknown) throw badRequest('unknown_field', `Unknown field "${unknown}" in the fault.`);
  const { path, method = null, status = null, delay_ms = 0, drop = false, times = 1, error_type = null } = body;
  if (typeof path !== 'string' || !path.startsWith('/')) throw badRequest('invalid_fault', '"path" must be a path starting with "/".');
  if (method !== null && typeof method !== 'string') throw badRequest('invalid_fault', '"method" must be a string.');
  if (status !== null && !(Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599)) {
    throw badRequest('invalid_fault', '"status" must be an integer from 400 to 599.');
  }
  if (!Number.isInteger(delay_ms) || (delay_ms as number) < 0 || (delay_ms as number) > 120_000) {
    throw badRequest('invalid_fault', '"delay_ms" must be an integer from 0 to 120000.');
  }
  if (typeof drop !== 'boolean') throw badRequest('invalid_fault', '"drop" must be a boolean.');
  if (!Number.isInteger(times) || (times as number) < 1) throw badRequest('invalid_fault', '"times" must be a positive integer.');
  if (error_type !== null && (typeof error_type !== 'string' || !/^[a-z_]{1,64}$/.test(error_type) || status === null)) {
    throw badRequest('invalid_fault', '"error_type" must be a snake_case name and comes with "status".');
  }
  if (body.error_message !== undefined && (typeof body.error_message !== 'string' || body.error_message.length > 2000 || status === null)) {
    throw badRequest('invalid_fault', '"error_message" must be a string of at most 2000 characters and comes with "status".');
  }
  if (status === null && !drop && delay_ms === 0) throw badRequest('invalid_fault', 'A fault needs "status", "drop" or "delay_ms".');
  return {
    path,
    method: method === null ? null : (method as string).toUpperCase(),
    status: status as number | null,
    delay_ms: delay_ms as number,
    drop,
    times: times as number,
    error_type: error_type as string | null,
    ...(typeof body.error_message === 'string' ? { error_message: body.error_message } : {}),
  };
}

const MAX_FAULTS = 100;

export class FaultSwitches {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    if (this.faults.length >= MAX_FAULTS) {
      throw badRequest('too_many_faults', `At most ${MAX_FAULTS} faults can wait at once; clear them with DELETE /_dev/faults.`);
    }
    this.faults.push(fault);
  }

  clear(): void {
    this.faults = [];
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  /** The first fault that matches, used up by one; null when none applies. */
  take(method: string, pathname: string): Fault | null {
    const fault = this.faults.find((candidate) => {
      if (candidate.method && candidate.method !== method) return false;
      if (candidate.path.endsWith('*')) return pathname.startsWith(candidate.path.slice(0, -1));
      return candidate.path === pathname;
    });
    if (!fault) return null;
    fault.times -= 1;
    if (fault.times <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    return { ...fault };
  }
}
