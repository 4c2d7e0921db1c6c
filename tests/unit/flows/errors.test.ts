import { describe, expect, it } from 'vitest';
import { fromClientError } from '../../../src/flows/errors.ts';
import { errorMessage, GENERIC_ERROR } from '../../../src/i18n/describe-error.ts';
import { createClient } from '../../../src/provider/client.ts';
import { json, recordingFetch } from '../support/fake-fetch.ts';

const shownFor = async (body: Record<string, unknown>, status: number) => {
  const { fetch } = recordingFetch(() => json(body, status));
  const client = createClient({
    publicToken: 'public-token-test-court-login-local',
    baseUrl: 'http://localhost:8788',
    fetch,
  });
  const result = await client.otps.email.loginOrCreate({ email: 'ace@court-login.local' });
  if (result.ok) throw new Error('expected a failure');
  const error = fromClientError(result.error);
  return { error, shown: errorMessage(error) };
};

describe('provider errors as the widget shows them (docs/specification.md#errors)', () => {
  it("shows the provider's own error_message", async () => {
    const { error, shown } = await shownFor(
      { status_code: 400, error_type: 'invalid_email', error_message: 'Email format is invalid.' },
      400,
    );
    expect(error).toMatchObject({
      code: 'http',
      errorType: 'invalid_email',
      providerMessage: 'Email format is invalid.',
      status: 400,
    });
    expect(shown).toBe('Email format is invalid.');
  });

  it('shows the generic message when the provider sent no error_message', async () => {
    const { error, shown } = await shownFor({ status_code: 500, error_type: 'internal_server_error' }, 500);
    expect(error.providerMessage).toBeUndefined();
    expect(shown).toBe(GENERIC_ERROR);
  });

  it('never shows a text the client wrote itself, such as its summary of a schema rejection', async () => {
    const { error, shown } = await shownFor({ status_code: 400, body: [{ message: 'email must be string' }] }, 400);
    expect(error).toMatchObject({ code: 'http', errorType: 'invalid_request_schema' });
    expect(error.providerMessage).toBeUndefined();
    expect(shown).toBe(GENERIC_ERROR);
  });
});
