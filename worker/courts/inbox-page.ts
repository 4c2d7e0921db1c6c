// The worker's inbox page (/_dev/inbox): every text message the club "sent", newest first, the code
// large, all text escaped. The same look as the local provider's inbox.
import type { SmsMessage } from './sms-inbox.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function renderMessage(message: SmsMessage): string {
  return `<li><article aria-label="${escapeHtml(`SMS to ${message.to}`)}">
  <p class="meta">SMS to ${escapeHtml(message.to)} · <time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(message.sentAt)}</time></p>
  <p>Code: <strong class="code">${escapeHtml(message.code)}</strong></p>
  <pre>${escapeHtml(message.text)}</pre>
</article></li>`;
}

export function renderSmsInboxPage(messages: SmsMessage[]): string {
  const list = messages.length
    ? `<ol class="messages">${messages.map(renderMessage).join('\n')}</ol>`
    : '<p>No messages yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Inbox · court booking worker</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  .messages { list-style: none; padding: 0; }
  article { border: 1px solid #ccc; border-radius: 8px; padding: 1rem; margin-bottom: 1rem; }
  .meta { color: #555; margin: 0 0 .5rem; }
  .code { font-size: 1.4rem; letter-spacing: .2em; }
  pre { white-space: pre-wrap; background: #f5f5f5; padding: .5rem; }
</style>
</head>
<body>
<main>
<h1>Inbox</h1>
<p>Text messages the court booking stand-in sent with booking codes. Reload to see new ones.</p>
${list}
</main>
</body>
</html>`;
}
