// The benchmark's pages are served as a CDN would serve them: HTTP/2 over TLS (so the browser sends
// every request at once instead of six at a time per origin) and gzip -9 bodies. The certificate is a
// throwaway self-signed one for 127.0.0.1, made with openssl; the browser contexts ignore its errors.
// Without openssl it falls back to HTTP/1.1 and says so: times are then slower than a CDN's, while
// sizes and levels stay right (a request's start is when the page asked, before any queueing).
// Loopback only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export interface Body {
  raw: Buffer;
  gzip: Buffer;
}

export interface Cdn {
  /** https://127.0.0.1:port (http:// without openssl) */
  url: string;
  protocol: 'HTTP/2' | 'HTTP/1.1';
  /** Raw and gzip bytes of a file this CDN serves, by URL; undefined for anything else. */
  bytesOf(url: string): Body | undefined;
  close(): Promise<void>;
}

/** A path under `/prefix/` is the file of the same path under its folder; `pages` are HTML made per request. */
export interface CdnRoutes {
  folders: Record<string, string>;
  pages: Record<string, () => string>;
}

/** A certificate and key for 127.0.0.1, or undefined when openssl cannot make one. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'court-login-bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
  } catch {
    return undefined;
  }
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
}

export async function startCdn(routes: CdnRoutes): Promise<Cdn> {
  const files = new Map<string, Body>();

  async function fileBody(pathname: string): Promise<Body | undefined> {
    const known = files.get(pathname);
    if (known) return known;
    const prefix = Object.keys(routes.folders).find((folder) => pathname.startsWith(`${folder}/`));
    if (prefix === undefined) return undefined;
    const base = resolve(routes.folders[prefix]!);
    const file = resolve(base, `.${decodeURIComponent(pathname.slice(prefix.length))}`);
    if (!file.startsWith(base + sep) || !(await stat(file).catch(() => undefined))?.isFile()) return undefined;
    const raw = await readFile(file);
    const body = { raw, gzip: gzipSync(raw, { level: 9 }) };
    files.set(pathname, body);
    return body;
  }

  async function answer(request: Http2ServerRequest | IncomingMessage, response: Http2ServerResponse | ServerResponse) {
    const { pathname } = new URL(request.url ?? '/', 'https://127.0.0.1');
    const page = routes.pages[pathname];
    const body = page ? { raw: Buffer.from(page()), gzip: gzipSync(page(), { level: 9 }) } : await fileBody(pathname);
    if (!body) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': TYPES[extname(pathname)] ?? (page ? TYPES['.html']! : 'application/octet-stream'),
      'cache-control': 'no-cache',
      'access-control-allow-origin': '*',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? body.gzip : body.raw);
  }

  const handle = (request: Http2ServerRequest | IncomingMessage, response: Http2ServerResponse | ServerResponse) => {
    answer(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  };
  const certificate = selfSignedCertificate();
  const server = certificate ? createSecureServer({ ...certificate, allowHTTP1: true }, handle) : createServer(handle);
  await new Promise<void>((done) => server.listen({ port: 0, host: '127.0.0.1' }, done));
  const url = `${certificate ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    protocol: certificate ? 'HTTP/2' : 'HTTP/1.1',
    bytesOf: (address) => {
      const parsed = new URL(address);
      return parsed.origin === url ? files.get(parsed.pathname) : undefined;
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        // Open HTTP/2 sessions of closed browser contexts must not keep the process alive.
        server.unref();
      }),
  };
}
