// Checks of emails, phone numbers, redirect URLs and expiry minutes shared by the routes.
import { isAllowedRedirect } from '../settings/redirect-urls.ts';
import { badRequest } from '../http/responses.ts';
import type { ProviderSettings } from '../settings/settings.ts';
import { normalizeEmail } from './users.ts';

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const E164 = /^\+[1-9]\d{6,14}$/;

export function checkEmail(email: string): string {
  const trimmed = email.trim();
  if (!EMAIL.test(trimmed)) throw badRequest('invalid_email', `"${trimmed}" is not a valid email address.`);
  return normalizeEmail(trimmed);
}

export function checkPhoneNumber(phoneNumber: string): string {
  if (!E164.test(phoneNumber)) {
    throw badRequest('invalid_phone_number', 'Phone numbers must be in E.164 format, e.g. +15555550123.');
  }
  return phoneNumber;
}

/** `url`, or the project default when absent, if it is one of the project's redirect URLs. */
export function checkRedirectUrl(
  settings: ProviderSettings,
  url: string | undefined,
  fallback: string,
  errorType: string,
): string {
  const chosen = url ?? fallback;
  if (!isAllowedRedirect(settings, chosen)) {
    throw badRequest(errorType, `The redirect URL "${chosen}" is not one of the project's redirect URLs.`);
  }
  return chosen;
}

export function checkMinutes(
  value: number | undefined,
  fallback: number,
  min: number,
  max: number,
  field: string,
): number {
  const minutes = value ?? fallback;
  if (minutes < min || minutes > max) {
    throw badRequest('invalid_expiration_minutes', `${field} must be between ${min} and ${max}.`);
  }
  return minutes;
}

/** When the project requires PKCE for a flow, its start call must carry a code_challenge. */
export function checkCodeChallenge(required: boolean, challenge: string | undefined): string | null {
  if (required && !challenge) {
    throw badRequest(
      'pkce_expected_code_challenge',
      'This project requires PKCE for this flow: send a code_challenge.',
    );
  }
  return challenge ?? null;
}
