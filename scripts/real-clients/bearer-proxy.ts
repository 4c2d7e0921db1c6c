// A pass-through in front of the worker that adds `Authorization: Bearer <token>` to every request. The
// conformance package's server scenarios cannot send a header of their own, and every request to /mcp needs
// a token. Everything else (method, path, Host, Origin, body) goes through untouched, so the worker still
// judges each request itself: a foreign Host is refused exactly as it would be without the proxy.
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BearerProxy {
  url: string;
  close(): Promise<void>;
}

export async function startBearerProxy(targetUrl: string, accessToken: string): Promise<BearerProxy> {
  const target = new URL(targetUrl);
  const server = createServer((incoming, outgoing) => {
    const upstream = forward(
      {
        hostname: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, authorization: `Bearer ${accessToken}` },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
