// Which handler answers a request: the Host guard first, then the metadata, the developer inbox (when
// turned on), the MCP endpoint (local pages may call it from a browser), and /authenticate and /logout
// (the host app's origin only, POST only).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SmsInbox } from '../courts/sms-inbox.ts';
import type { ResourceIdentity } from '../mcp/protected-resource.ts';
import type { McpHandler } from '../mcp/endpoint.ts';
import { BAD_HOST, BAD_ORIGIN, hostAppCors, isOwnHost, mcpCors } from './guards.ts';
import { METADATA_PATHS, serveMetadata } from './metadata.ts';
import { serveInbox } from './inbox.ts';
import { send } from './reply.ts';
import type { SessionRoutes } from './sessions.ts';

export interface RouterOptions {
  allowedOrigin: string;
  /** How requests addressed to the worker's public URL name it in Host (lower case); none without one. */
  publicHosts: string[];
  devTools: boolean;
  inbox: SmsInbox;
  sessions: SessionRoutes;
  /** The MCP side, known once the server listens (its URL names the port); undefined until then. */
  mcp(): { identity: ResourceIdentity; handle: McpHandler } | undefined;
}

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export function createRouter(options: RouterOptions): RequestHandler {
  const { allowedOrigin } = options;

  return async (request, response) => {
    if (!isOwnHost(request.headers.host, options.publicHosts))
      return send(response, { status: 403, text: BAD_HOST }, {});
    const origin = request.headers.origin;
    const url = new URL(request.url ?? '/', 'http://worker.invalid');
    const path = url.pathname;
    const mcp = options.mcp();
    if (!mcp) return send(response, { status: 503, text: 'The worker is starting.' }, {});
    if (METADATA_PATHS.has(path)) return serveMetadata(request, response, mcp.identity);
    if (path === '/_dev/inbox' && options.devTools) return serveInbox(request, response, url, options.inbox);
    if (path === '/mcp') {
      const cors = mcpCors(origin, allowedOrigin);
      if (!cors) return send(response, { status: 403, text: BAD_ORIGIN }, {});
      if (request.method === 'OPTIONS') {
        return send(
          response,
          preflight('Authorization, Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID'),
          cors,
        );
      }
      return mcp.handle(request, response, cors);
    }
    const cors = hostAppCors(origin, allowedOrigin);
    if (path !== '/authenticate' && path !== '/logout')
      return send(response, { status: 404, text: 'Not found.' }, cors);
    if (origin !== undefined && origin !== allowedOrigin)
      return send(response, { status: 403, text: BAD_ORIGIN }, cors);
    if (request.method === 'OPTIONS') return send(response, preflight('Content-Type, Accept'), cors);
    if (request.method !== 'POST')
      return send(response, { status: 405, text: 'Use POST.', headers: { Allow: 'POST, OPTIONS' } }, cors);
    send(
      response,
      await (path === '/logout' ? options.sessions.logout(request) : options.sessions.authenticate(request)),
      cors,
    );
  };
}

/** The answer to a browser's preflight for a POST route that reads these request headers. */
function preflight(allowHeaders: string) {
  return {
    status: 204,
    text: '',
    headers: {
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': allowHeaders,
      'Access-Control-Max-Age': '600',
    },
  };
}
