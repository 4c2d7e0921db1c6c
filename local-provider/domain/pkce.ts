// PKCE checks of docs/provider-api.md#pkce. Every error type contains "pkce": the SDK retries on that substring.
import { createHash } from 'node:crypto';
import { badRequest } from '../http/responses.ts';

export function codeChallengeFor(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Throws unless `verifier` fits `challenge` (both absent is fine). */
export function checkCodeVerifier(challenge: string | null, verifier: string | undefined): void {
  if (challenge && verifier === undefined) {
    throw badRequest(
      'pkce_expected_code_verifier',
      'This token was issued with a code_challenge; send its code_verifier.',
    );
  }
  if (!challenge && verifier !== undefined) {
    throw badRequest(
      'pkce_did_not_expect_code_verifier',
      'This token was issued without a code_challenge; do not send a code_verifier.',
    );
  }
  if (challenge && verifier !== undefined && codeChallengeFor(verifier) !== challenge) {
    throw badRequest('pkce_mismatch', 'The code_verifier does not match the code_challenge of this token.');
  }
}
