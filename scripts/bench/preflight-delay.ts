// Chromium's network emulation (CDP, applied per request) leaves out the CORS preflight its network
// service sends before a cross-origin call with headers of its own: on this machine one was answered
// in 3–11 ms where the call itself took the profile's 150. On a real link a preflight is a round trip
// like any other, for the hosted UI's settings as for ours. So the bench's pages reach the provider
// through this relay, which holds each OPTIONS request for the profile's round trip (set by
// applyProfile, profiles.ts; the loads run one at a time) and passes everything else on at once.
import { createServer, request as forward, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';

export interface PreflightRelay {
  /** `http://localhost:PORT`: the provider's address for the pages. */
  url: string;
  /** Sets the hold of every later preflight, ms (0: none, as without network emulation). */
  setLatency(ms: number): void;
  close(): Promise<void>;
}

export async function startPreflightRelay(providerUrl: string): Promise<PreflightRelay> {
  const { port } = new URL(providerUrl);
  let latencyMs = 0;
  const server = createServer((incoming, outgoing) => {
    let upstream: ClientRequest | undefined;
    let pageGone = false;
    const pass = () => {
      upstream = forward(
        { hostname: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode!, answer.statusMessage, answer.headers);
          pipeline(answer, outgoing, () => {});
        },
      );
      // The provider failed (refused, reset): said aloud, since the page's figures then mean nothing.
      upstream.on('error', (error) => {
        if (pageGone) return;
        console.error(`\npreflight relay: ${incoming.method} ${incoming.url}: ${error.message}`);
        if (!outgoing.headersSent) outgoing.writeHead(502).end();
        else outgoing.destroy();
      });
      // Not pipeline: its failure would take the page's socket down before the 502 could go out.
      incoming.pipe(upstream);
    };
    const hold = incoming.method === 'OPTIONS' ? latencyMs : 0;
    const timer = hold > 0 ? setTimeout(pass, hold) : (pass(), undefined);
    // The page went away (a navigation, a closed context): nothing more to send on or to wait for.
    outgoing.on('close', () => {
      clearTimeout(timer);
      if (outgoing.writableFinished) return;
      pageGone = true;
      upstream?.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
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
