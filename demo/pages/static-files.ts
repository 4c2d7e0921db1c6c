// A small static file server for the demo pages and the benchmark: loopback only, no directory
// listings, nothing outside the served folder.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import { isLocalHost } from '../../local-provider/http/host.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
};

export type Handler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 (port 0 = any free port); the URL uses `host` (default `localhost`). */
export async function listen(handler: Handler, port: number, host = 'localhost'): Promise<RunningServer> {
  const server = createServer((request, response) => {
    // DNS-rebinding guard, as the provider and worker have: another site's name resolving to 127.0.0.1 is refused.
    const hostHeader = request.headers.host;
    if (hostHeader !== undefined && !isLocalHost(hostHeader)) {
      sendText(
        response,
        403,
        'text/plain; charset=utf-8',
        'This server answers only requests addressed to localhost, 127.0.0.1 or [::1].',
      );
      return;
    }
    Promise.resolve(handler(request, response)).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end('Internal error');
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen({ port, host: '127.0.0.1' }, () => done());
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** The file under `root` that `pathname` names, or undefined when it escapes `root` or is missing. */
async function findFile(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const base = resolve(root);
  const file = resolve(base, `.${decoded.endsWith('/') ? `${decoded}index.html` : decoded}`);
  if (file !== base && !file.startsWith(base + sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? file : undefined;
}

/** Answers with the file's bytes and a content type from its extension, or 404. */
export async function sendFile(
  response: ServerResponse,
  root: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const file = await findFile(root, pathname);
  if (!file) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
    response.end('Not found');
    return;
  }
  const body = await readFile(file);
  response.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(body);
}

export function sendText(
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
  response.end(body);
}

export function pathOf(request: IncomingMessage): string {
  return new URL(request.url ?? '/', 'http://localhost').pathname;
}
