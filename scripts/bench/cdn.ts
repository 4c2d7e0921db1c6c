// The benchmark's pages are served as a CDN would serve them: HTTP/2 over TLS (so the browser sends
// every request at once instead of six at a time per origin) and gzip -9 bodies. The certificate is a
// throwaway self-signed one for 127.0.0.1, made with openssl; the browser contexts ignore its errors.
// Loopback only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
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
  /** https://127.0.0.1:port */
  url: string;
  /** Raw and gzip bytes of a file this CDN serves, by URL; undefined for anything else. */
  bytesOf(url: string): Body | undefined;
  close(): Promise<void>;
}

/** A path under `/prefix/` is the file of the same path under its folder; `pages` are HTML made per request. */
export interface CdnRoutes {
  folders: Record<string, string>;
  pages: Record<string, () => string>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'court-login-bench-tls-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
  ], { stdio: 'ignore' });
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

  async function answer(request: Http2ServerRequest, response: Http2ServerResponse) {
    const { pathname } = new URL(request.url, 'https://127.0.0.1');
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

  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (request, response) => {
    answer(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((done) => server.listen({ port: 0, host: '127.0.0.1' }, done));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    bytesOf: (address) => {
      const parsed = new URL(address);
      return parsed.origin === url ? files.get(parsed.pathname) : undefined;
    },
    close: () => new Promise<void>((done) => {
      server.close(() => done());
      // Open HTTP/2 sessions of closed browser contexts must not keep the process alive.
      server.unref();
    }),
  };
}
