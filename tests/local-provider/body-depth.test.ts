// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH } from '../../local-provider/http/body.ts';
import { expectError, makeProvider, post, send } from './helpers.ts';

/** A body whose objects nest `depth` levels deep, the body itself counted. */
const bodyOfDepth = (depth: number) => `{"untrusted_metadata": ${'{"a":'.repeat(depth - 1)}1${'}'.repeat(depth - 1)}}`;

describe('request body depth', () => {
  it('refuses metadata nested deeper than 64 levels with 400, and the user stays readable', async () => {
    const { provider } = makeProvider();
    const auth = (
      await post(provider, '/sdk/v1/passwords/authenticate', {
        email: 'rally@court-login.local',
        password: 'clay-court-rally-2026',
        session_duration_minutes: 60,
      })
    ).body.data;
    const options = { sessionToken: auth.session_token };
    expect(MAX_DEPTH).toBe(64);
    const fits = await send(provider, 'PUT', '/sdk/v1/users/me', undefined, {
      ...options,
      rawBody: bodyOfDepth(MAX_DEPTH),
    });
    expect(fits.status).toBe(200);
    for (const depth of [MAX_DEPTH + 1, 10_000]) {
      const answer = await send(provider, 'PUT', '/sdk/v1/users/me', undefined, {
        ...options,
        rawBody: bodyOfDepth(depth),
      });
      expectError(answer, 400, 'invalid_json');
      expect(answer.body.error_message).toContain('deeper than 64 levels');
    }
    expect((await send(provider, 'GET', '/sdk/v1/users/me', undefined, options)).status).toBe(200);
  });
});
