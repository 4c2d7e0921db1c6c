// POST /mcp: the MCP endpoint (Streamable HTTP, stateless, JSON answers). Every request must carry a
// valid access token (Authorization: Bearer); a tool call also needs the tool's scope. Only then is the
// request handed to the SDK's transport and an MCP server made for this caller.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { readBody } from '../payload.ts';
import { isJsonContentType } from '../json.ts';
import type { TokenVerifier } from './access-token.ts';
import { scopeChallenge, tokenChallenge, type ResourceIdentity } from './protected-resource.ts';
import { createCourtServer, TOOL_SCOPES, type ToolContext } from './tools.ts';

/** A tool call's arguments are a few short strings; 64 KB leaves room for a batch and nothing more. */
const MAX_MCP_BODY_BYTES = 64 * 1024;

export interface McpEndpointOptions {
  identity: ResourceIdentity;
  verifyToken: TokenVerifier;
  tools: ToolContext;
  log: (line: string) => void;
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

const rpcError = (code: number, message: string) => ({ jsonrpc: '2.0', error: { code, message }, id: null });

/** The scope the first tool call of the request needs and the token lacks, if any. */
function missingScope(body: unknown, granted: readonly string[]) {
  const messages = Array.isArray(body) ? body : [body];
  for (const message of messages) {
    if (typeof message !== 'object' || message === null) continue;
    const { method, params } = message as { method?: unknown; params?: unknown };
    if (method !== 'tools/call' || typeof params !== 'object' || params === null) continue;
    const name = (params as { name?: unknown }).name;
    const needed = typeof name === 'string' ? TOOL_SCOPES.get(name) : undefined;
    if (needed && !granted.includes(needed)) return needed;
  }
  return undefined;
}

export type McpHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  cors: Record<string, string>,
) => Promise<void>;

export function createMcpEndpoint(options: McpEndpointOptions): McpHandler {
  const { identity, log } = options;

  return async function handleMcp(
    request: IncomingMessage,
    response: ServerResponse,
    cors: Record<string, string>,
  ): Promise<void> {
    if (request.method !== 'POST') {
      request.resume();
      // Stateless: no stream to open with GET and no session to end with DELETE.
      return sendJson(response, 405, rpcError(-32000, 'Method not allowed: send MCP requests with POST.'), {
        Allow: 'POST, OPTIONS',
        ...cors,
      });
    }

    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
    if (!match) {
      request.resume();
      // A header that is there but is not a Bearer token counts as a token presented.
      const challenge = { 'WWW-Authenticate': tokenChallenge(identity, header.trim() !== ''), ...cors };
      return sendJson(
        response,
        401,
        {
          error: 'invalid_token',
          error_description: "Send an access token from the club's sign-in (Authorization: Bearer).",
        },
        challenge,
      );
    }
    const challenge = { 'WWW-Authenticate': tokenChallenge(identity, true), ...cors };
    const check = await options.verifyToken(match[1]!);
    if (check.kind === 'unavailable') {
      request.resume();
      log(`mcp: ${check.reason}`);
      const retryAfter = check.retryAfter !== undefined && /^\d{1,4}$/.test(check.retryAfter) ? check.retryAfter : '5';
      return sendJson(
        response,
        503,
        {
          error: 'temporarily_unavailable',
          error_description: 'The sign-in service could not be reached to check the token. Try again in a few seconds.',
        },
        { 'Retry-After': retryAfter, ...cors },
      );
    }
    if (check.kind === 'invalid') {
      request.resume();
      log(`mcp: token refused (${check.reason})`);
      return sendJson(
        response,
        401,
        { error: 'invalid_token', error_description: 'The access token is not valid for this server. Sign in again.' },
        challenge,
      );
    }
    const { caller } = check;

    if (!isJsonContentType(request.headers['content-type'])) {
      request.resume();
      return sendJson(response, 415, rpcError(-32000, 'Send MCP requests as Content-Type: application/json.'), cors);
    }
    const body = await readBody(request, MAX_MCP_BODY_BYTES);
    if (!body.ok)
      return sendJson(response, 413, rpcError(-32000, 'The request is too large.'), { Connection: 'close', ...cors });
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return sendJson(response, 400, rpcError(-32700, 'Parse error: the body is not JSON.'), cors);
    }
    const needed = missingScope(parsed, caller.scopes);
    if (needed) {
      log(`mcp ${JSON.stringify(caller.userId)}: a call needs ${needed}, the token lacks it`);
      return sendJson(
        response,
        403,
        { error: 'insufficient_scope', error_description: `This tool needs the ${needed} permission.` },
        {
          'WWW-Authenticate': scopeChallenge(identity, needed, caller.scopes),
          ...cors,
        },
      );
    }

    const server = createCourtServer(options.tools, caller);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    response.once('close', () => {
      void transport.close();
      void server.close();
    });
    for (const [name, value] of Object.entries(cors)) response.setHeader(name, value);
    const auth: AuthInfo = {
      token: match[1]!,
      clientId: caller.clientId,
      scopes: caller.scopes,
      expiresAt: caller.expiresAt,
      resource: new URL(identity.resource),
      extra: { userId: caller.userId },
    };
    await server.connect(transport);
    await transport.handleRequest(Object.assign(request, { auth }), response, parsed);
  };
}
