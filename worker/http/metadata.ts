// GET /.well-known/oauth-protected-resource[/mcp]: the protected resource metadata (RFC 9728), public
// and readable from any page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { protectedResourceMetadata, type ResourceIdentity } from '../mcp/protected-resource.ts';
import { send } from './reply.ts';

export const METADATA_PATHS: ReadonlySet<string> = new Set([
  '/.well-known/oauth-protected-resource',
  '/.well-known/oauth-protected-resource/mcp',
]);

export function serveMetadata(request: IncomingMessage, response: ServerResponse, identity: ResourceIdentity): void {
  const cors = { 'Access-Control-Allow-Origin': '*' };
  if (request.method === 'OPTIONS')
    return send(
      response,
      { status: 204, text: '', headers: { 'Access-Control-Allow-Methods': 'GET', 'Access-Control-Max-Age': '600' } },
      cors,
    );
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return send(response, { status: 405, text: 'Use GET.', headers: { Allow: 'GET, OPTIONS' } }, cors);
  response.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'max-age=300',
    ...cors,
  });
  response.end(request.method === 'HEAD' ? undefined : JSON.stringify(protectedResourceMetadata(identity)));
}
