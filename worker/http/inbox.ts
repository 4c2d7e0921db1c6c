// GET /_dev/inbox (developer tools only): the court booking stand-in's text messages, as JSON when asked
// for, else as a page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SmsInbox } from '../courts/sms-inbox.ts';
import { renderSmsInboxPage } from '../courts/inbox-page.ts';
import { send } from './reply.ts';

export async function serveInbox(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  inbox: SmsInbox,
): Promise<void> {
  if (request.method !== 'GET') return send(response, { status: 405, text: 'Use GET.', headers: { Allow: 'GET' } }, {});
  const to = url.searchParams.get('to') ?? undefined;
  const messages = await inbox.list(to === undefined ? undefined : to.slice(0, 40));
  if (/application\/json/i.test(request.headers.accept ?? '')) {
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify({ messages }));
    return;
  }
  response.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  response.end(renderSmsInboxPage(messages));
}
