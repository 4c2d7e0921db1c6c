// The SDK's own MCP client, connected to a worker with a Bearer token, as an AI assistant connects.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export interface ToolAnswer {
  isError: boolean;
  text: string;
  data: Record<string, any>;
}

export interface AssistantClient {
  client: Client;
  call(name: string, args?: Record<string, unknown>): Promise<ToolAnswer>;
  close(): Promise<void>;
}

export async function connectAssistant(resourceUrl: string, token: string): Promise<AssistantClient> {
  const client = new Client({ name: 'court-login-tests', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(resourceUrl), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  return {
    client,
    async call(name, args = {}) {
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
      const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
      return { isError: result.isError === true, text, data: (result.structuredContent ?? {}) as Record<string, any> };
    },
    close: () => client.close(),
  };
}

/** The code of the newest text message the worker sent to `phone`, read from its inbox as a person would. */
export async function latestCode(workerUrl: string, phone: string): Promise<string> {
  const response = await fetch(`${workerUrl}/_dev/inbox?to=${encodeURIComponent(phone)}`, {
    headers: { Accept: 'application/json' },
  });
  const { messages } = (await response.json()) as { messages: Array<{ code: string }> };
  if (!messages[0]) throw new Error(`No text message to ${phone} in the worker's inbox.`);
  return messages[0].code;
}
