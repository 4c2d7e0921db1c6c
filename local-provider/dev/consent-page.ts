// The fake OAuth consent page: pick a test account or type any address. Everything rendered is escaped.
import { escapeHtml } from '../http/responses.ts';

export interface ConsentPage {
  providerName: string;
  action: string;
  /** Hidden fields carried to the consent submission (already validated). */
  fields: Record<string, string>;
  accounts: string[];
  /** Shown when the typed address was refused. */
  error?: string;
}

function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

export function renderConsentPage(page: ConsentPage): string {
  const name = escapeHtml(page.providerName);
  const hidden = hiddenFields(page.fields);
  const accounts = page.accounts
    .map(
      (email) =>
        `<li><button type="submit" name="email" value="${escapeHtml(email)}">${escapeHtml(email)}</button></li>`,
    )
    .join('\n');
  const error = page.error ? `<p role="alert" id="email-error" class="error">${escapeHtml(page.error)}</p>` : '';
  const described = page.error ? ' aria-describedby="email-error" aria-invalid="true"' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${name} · local provider</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem; color: #1a1a1a; }
  ul { list-style: none; padding: 0; }
  button { font: inherit; padding: .6rem 1rem; margin: .25rem 0; width: 100%; cursor: pointer; }
  input { font: inherit; padding: .5rem; width: 100%; box-sizing: border-box; }
  .error { color: #b00020; }
  .note { color: #555; font-size: .9rem; }
</style>
</head>
<body>
<main>
<h1>Sign in with ${name}</h1>
<p class="note">Local stand-in for ${name}: no real account is used.</p>
${
  page.accounts.length
    ? `<h2>Choose an account</h2>
<form method="post" action="${escapeHtml(page.action)}">
${hidden}
<ul>
${accounts}
</ul>
</form>`
    : ''
}
<h2>Use another account</h2>
<form method="post" action="${escapeHtml(page.action)}">
${hidden}
<label for="other-email">Email address</label>
<input id="other-email" type="email" name="email" autocomplete="email" required${described}>
${error}
<button type="submit">Continue</button>
</form>
</main>
</body>
</html>`;
}
