// Who sent a request, for the limits that are kept per client. Every caller of the local provider
// shares one address (loopback), so a page is told apart by its origin, which a browser always sends
// with the provider's cross-origin calls and which no page can forge.
import type { RequestLike } from '../http/responses.ts';

export function clientKey(request: RequestLike): string {
  const origin = request.headers.get('origin') ?? 'no origin';
  return `${request.clientAddress ?? 'in-process'} ${origin}`;
}
