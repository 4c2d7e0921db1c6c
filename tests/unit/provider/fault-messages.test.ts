// A fault switch may carry the error_type and error_message to answer with (tests of how the
// widget shows a provider's message, documentation links included).
import { describe, expect, it } from 'vitest';
import { faultError, parseFault } from '../../../local-provider/dev/faults.ts';

describe('fault error_type and error_message', () => {
  it('answers with the given type and message', () => {
    const fault = parseFault({
      path: '/sdk/v1/x',
      status: 400,
      error_type: 'invalid_email_domain',
      error_message: 'See https://docs.example/errors.',
    });
    const error = faultError(fault.status!, fault);
    expect([error.status, error.type, error.message]).toEqual([
      400,
      'invalid_email_domain',
      'See https://docs.example/errors.',
    ]);
  });

  it('keeps the defaults for the status without them', () => {
    const error = faultError(503, parseFault({ path: '/sdk/v1/x', status: 503 }));
    expect(error.type).toBe('service_unavailable');
    expect(error.message).toContain('status 503');
  });

  it('refuses a type or message that is not a string', () => {
    expect(() => parseFault({ path: '/sdk/v1/x', status: 400, error_message: 5 })).toThrow(/error_message/);
    expect(() => parseFault({ path: '/sdk/v1/x', status: 400, error_type: 'x'.repeat(2001) })).toThrow(/error_type/);
  });
});
