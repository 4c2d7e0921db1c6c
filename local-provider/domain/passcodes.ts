// One-time passcodes: one live code per email or phone (method_id), sent through the inbox.
import { ApiError, notFound } from '../http/responses.ts';
import { dueForSweep } from '../limits/bounded.ts';
import { newPasscode } from './ids.ts';
import type { MessageChannel, Passcode } from '../state/model.ts';
import { FORGET_AFTER_MS } from './link-tokens.ts';
import type { ProviderCore } from '../provider-core.ts';

/** Wrong guesses allowed before the code stops working, so a 6-digit code cannot be brute-forced. */
const MAX_FAILED_ATTEMPTS = 5;

const CHANNEL_SUBJECTS: Record<MessageChannel, string> = {
  email: 'Your sign-in code',
  sms: 'Sign-in code (SMS)',
  whatsapp: 'Sign-in code (WhatsApp)',
};

export function sendPasscode(
  provider: ProviderCore,
  channel: MessageChannel,
  destination: string,
  methodId: string,
  userId: string,
  minutes: number,
): Passcode {
  const passcode: Passcode = {
    method_id: methodId,
    user_id: userId,
    code: newPasscode(),
    expires_at: provider.now() + minutes * 60_000,
    channel,
    destination,
    failed_attempts: 0,
  };
  forgetExpiredPasscodes(provider);
  provider.state.passcodes.set(methodId, passcode);
  const unit = minutes === 1 ? 'minute' : 'minutes';
  provider.inbox.send({
    channel,
    to: destination,
    subject: CHANNEL_SUBJECTS[channel],
    text: `Your ${provider.settings.project_name} code is ${passcode.code}. It expires in ${minutes} ${unit}.`,
    code: passcode.code,
  });
  return passcode;
}

/** Checks `code` from `client` against the live passcode of `methodId` and uses it up on success. */
export function redeemPasscode(provider: ProviderCore, client: string, methodId: string, code: string): Passcode {
  const passcode = provider.state.passcodes.get(methodId);
  // Guesses count per destination too, so that asking for new codes does not buy new guesses.
  const guess = passcode ? provider.guessLimits.begin('passcode', passcode.destination, client) : null;
  if (!passcode || passcode.code !== code) {
    if (passcode && (passcode.failed_attempts += 1) >= MAX_FAILED_ATTEMPTS) provider.state.passcodes.delete(methodId);
    throw notFound('otp_code_not_found', 'The passcode is incorrect, or no passcode was sent to this destination.');
  }
  guess!.right();
  if (passcode.expires_at <= provider.now()) {
    provider.state.passcodes.delete(methodId);
    throw new ApiError(401, 'unable_to_auth_otp_code', 'The passcode has expired. Request a new one.');
  }
  provider.state.passcodes.delete(methodId);
  return passcode;
}

function forgetExpiredPasscodes(provider: ProviderCore): void {
  if (!dueForSweep(provider.state.passcodes, provider.now())) return;
  for (const [methodId, passcode] of provider.state.passcodes) {
    if (passcode.expires_at <= provider.now() - FORGET_AFTER_MS) provider.state.passcodes.delete(methodId);
  }
}
