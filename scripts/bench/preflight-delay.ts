// The round trip a phone's link gives a CORS preflight. Chromium's network emulation (CDP, applied
// per request) leaves out the OPTIONS request the network service sends before a cross-origin call
// with headers of its own: on this machine it was answered in 3–11 ms where the call itself took the
// profile's 150. On a real link the preflight is a round trip like any other, for the hosted UI's
// settings as for ours. So the pages talk to the provider through this relay, which holds each
// OPTIONS request for the profile's latency before passing it on; everything else passes at once.
// The loads run one at a time, so one setting serves the page being measured.
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PreflightRelay {
  /** `http://localhost:PORT`: the provider's address for the pages. */
  url: string;
  /** Sets the hold of every later preflight, ms (0: none, as without network emulation). */
  setLatency(ms: number): void;
  close(): Promise<void>;
}

export async function startPreflightRelay(providerUrl: string): Promise<PreflightRelay> {
  const target = new URL(providerUrl);
  let latencyMs = 0;
  const pass = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const upstream = forward(
      {
        hostname: '127.0.0.1',
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    // The page went away mid-request (a navigation, a closed context): nothing to answer.
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  };
  const server = createServer((incoming, outgoing) => {
    const hold = incoming.method === 'OPTIONS' ? latencyMs : 0;
    if (hold > 0) setTimeout(() => pass(incoming, outgoing), hold);
    else pass(incoming, outgoing);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    setLatency(ms) {
      latencyMs = ms;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
