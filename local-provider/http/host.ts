// DNS-rebinding guard of the HTTP server: a page on another site whose name is made to resolve to
// 127.0.0.1 reaches this server with its own name in Host (and so as "same origin"); only local names
// are answered. The in-process fetch handler has no DNS and takes any URL.
import { ApiError } from './responses.ts';

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/** True for `localhost`, `127.0.0.1` and `[::1]`, with or without a port. */
export function isLocalHost(host: string): boolean {
  return LOCAL_HOST.test(host);
}

export function badHost(host: string): ApiError {
  return new ApiError(
    403,
    'bad_host',
    `The local provider answers only requests to localhost, 127.0.0.1 or [::1], not to "${host}".`,
  );
}
