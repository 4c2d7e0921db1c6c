// The inbox page: every message the provider "sent", newest first, links clickable, all text escaped.
import { escapeHtml } from '../http/responses.ts';
import type { InboxMessage } from '../state/model.ts';

const CHANNEL_NAMES = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' } as const;

function renderMessage(message: InboxMessage): string {
  const code = message.code ? `<p>Code: <strong class="code">${escapeHtml(message.code)}</strong></p>` : '';
  const link = message.link ? `<p><a href="${escapeHtml(message.link)}">${escapeHtml(message.link)}</a></p>` : '';
  return `<li><article aria-label="${escapeHtml(`${CHANNEL_NAMES[message.channel]} to ${message.to}`)}">
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">${CHANNEL_NAMES[message.channel]} to ${escapeHtml(message.to)} · <time datetime="${escapeHtml(message.sent_at)}">${escapeHtml(message.sent_at)}</time></p>
  ${code}${link}
  <pre>${escapeHtml(message.text)}</pre>
</article></li>`;
}

export function renderInboxPage(messages: InboxMessage[]): string {
  const list = messages.length
    ? `<ol class="messages">${messages.map(renderMessage).join('\n')}</ol>`
    : '<p>No messages yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Inbox · local provider</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  .messages { list-style: none; padding: 0; }
  article { border: 1px solid #ccc; border-radius: 8px; padding: 1rem; margin-bottom: 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta { color: #555; margin: 0 0 .5rem; }
  .code { font-size: 1.4rem; letter-spacing: .2em; }
  pre { white-space: pre-wrap; background: #f5f5f5; padding: .5rem; }
  a { word-break: break-all; }
</style>
</head>
<body>
<main>
<h1>Inbox</h1>
<p>Emails, SMS and WhatsApp messages sent by the local provider. Reload to see new ones.</p>
${list}
</main>
</body>
</html>`;
}
