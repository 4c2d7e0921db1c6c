import { parseFault, parseRelease } from '../dev/faults.ts';
import { badRequest, html, json } from '../http/responses.ts';
import { renderInboxPage } from '../dev/inbox-page.ts';
import type { RouteGroup } from '../http/router.ts';

/** The request's JSON object body (`empty` when there is no body and that is allowed). */
async function jsonObject(
  request: { text(): Promise<string> },
  errorType: string,
  message: string,
  empty?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (empty && text.trim() === '') return empty;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('invalid_json', 'The request body is not valid JSON.');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(errorType, message);
  return body as Record<string, unknown>;
}

/** Developer and test tools: inbox, fault switches, reset. Not part of the hosted provider's API. */
export const devRoutes: RouteGroup = {
  name: 'dev',
  routes: [
    {
      method: 'GET',
      path: '/_dev/inbox',
      access: 'open',
      handle: ({ provider }) => html(renderInboxPage(provider.inbox.list())),
    },
    {
      method: 'GET',
      path: '/_dev/messages',
      access: 'open',
      handle: ({ provider, url }) => json({ messages: provider.inbox.list(url.searchParams.get('to') ?? undefined) }),
    },
    {
      method: 'GET',
      path: '/_dev/faults',
      access: 'open',
      handle: ({ provider }) => json({ faults: provider.faults.list() }),
    },
    {
      method: 'POST',
      path: '/_dev/faults',
      access: 'open',
      async handle({ provider, request }) {
        const fault = parseFault(await jsonObject(request, 'invalid_fault', 'A fault is a JSON object.'));
        provider.faults.add(fault);
        return json({ fault });
      },
    },
    {
      method: 'GET',
      path: '/_dev/faults/held',
      access: 'open',
      handle: ({ provider }) => json({ held: provider.faults.held() }),
    },
    {
      method: 'POST',
      path: '/_dev/faults/release',
      access: 'open',
      async handle({ provider, request }) {
        const release = parseRelease(await jsonObject(request, 'invalid_release', 'A release is a JSON object.', {}));
        return json({ released: provider.faults.release(release) });
      },
    },
    {
      method: 'DELETE',
      path: '/_dev/faults',
      access: 'open',
      handle({ provider }) {
        provider.faults.clear();
        return json({ faults: [] });
      },
    },
    {
      method: 'POST',
      path: '/_dev/reset',
      access: 'open',
      handle({ provider }) {
        provider.reset();
        return json({ reset: true });
      },
    },
  ],
};
