// The dashboard's words for granted scopes are the consent screen's: checked against what the real
// local provider offers and says, so a changed description, catalogue text or new scope cannot drift.
import { describe, expect, it } from 'vitest';
import { describeConnectedAt, describeScope } from '../../../host-app/assistant-scopes.ts';
import english from '../../../src/i18n/compiled/en/authorize.ts';
import { courtSession } from '../../../src/session/court.ts';
import { scopeLines } from '../../../src/modes/oauth-authorize/screens/scope-words.ts';
import { localCourt } from '../flows/support.ts';

const REDIRECT = 'http://127.0.0.1:33418/callback';

/** Every scope the local provider offers, the project's descriptions as the dashboard reads them, and the consent screen's words. */
async function offeredScopes() {
  const { provider, court, providerUrl } = localCourt();
  const call = async (path: string, init?: RequestInit) =>
    (await provider.fetch(new Request(`${providerUrl}${path}`, init))).json();
  const { scopes_supported: offered } = (await call('/.well-known/oauth-authorization-server')) as {
    scopes_supported: string[];
  };
  const { client_id: clientId } = (await call('/v1/oauth2/register', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_name: 'Court Assistant', redirect_uris: [REDIRECT] }),
  })) as { client_id: string };
  const started = await court.client.idp.authorizeStart({
    client_id: clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scopes: offered,
  });
  if (!started.ok) throw new Error(started.error.message);
  const { granted, refused } = scopeLines(started.value.scopes, english);
  const consentWords = new Map([...granted, ...refused].map((line) => [line.scope, line.words]));
  return { offered, consentWords, descriptions: await courtSession(court).getScopeDescriptions() };
}

describe('what a connected assistant may do, in plain words', () => {
  it("names every scope the provider offers with the consent screen's words for it", async () => {
    const { offered, consentWords, descriptions } = await offeredScopes();
    expect(offered).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile', 'offline_access', 'courts:read', 'courts:book']),
    );
    for (const scope of offered) expect(describeScope(scope, descriptions), scope).toBe(consentWords.get(scope));
    // The app's own scopes in the project's words, not by their names.
    expect(describeScope('courts:book', descriptions)).not.toContain('courts:book');
    expect(describeScope('email', descriptions)).toBe(english.authorizeScopeEmail());
  });

  it('names a scope it has no words for as it is, also one that shares a name with an object property', async () => {
    const { descriptions } = await offeredScopes();
    expect(describeScope('calendar:write', descriptions)).toBe(
      english.authorizeScopeOther({ scope: 'calendar:write' }),
    );
    expect(describeScope('courts:read', new Map())).toBe(english.authorizeScopeOther({ scope: 'courts:read' }));
    for (const scope of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(describeScope(scope, descriptions)).toBe(`Use the “${scope}” permission`);
    }
  });

  it('says when it was connected, or that the time is unknown', () => {
    const at = '2026-11-28T10:15:00.000Z';
    expect(describeConnectedAt(at)).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(Date.parse(at)),
    );
    expect(describeConnectedAt('not a date')).toBe('at an unknown time');
  });
});
