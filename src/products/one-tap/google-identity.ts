// Google's identity script (google.accounts.id), the calls One Tap uses. The URL is configuration:
// Google's own by default, the local provider's stand-in (`{provider}/gsi/client`) offline.
import { loadScript } from '../../platform/script.ts';

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/** A prompt moment notification (Google's PromptMomentNotification). */
export interface PromptMoment {
  isNotDisplayed?(): boolean;
  getNotDisplayedReason?(): string | undefined;
  isSkippedMoment(): boolean;
  getSkippedReason?(): string | undefined;
  isDismissedMoment(): boolean;
  getDismissedReason?(): string | undefined;
  isDisplayMoment?(): boolean;
  isDisplayed?(): boolean;
}

export interface IdConfiguration {
  client_id: string;
  callback: (response: { credential?: string }) => void;
  auto_select: boolean;
  context: 'use' | 'signin' | 'signup';
  itp_support: boolean;
  use_fedcm_for_prompt: boolean;
  cancel_on_tap_outside: boolean;
  prompt_parent_id?: string;
}

export interface GoogleIdentity {
  initialize(config: IdConfiguration): void;
  prompt(listener?: (moment: PromptMoment) => void): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
  cancel(): void;
}

/** Loads the script (once per URL) and answers google.accounts.id, or rejects with the reason. */
export async function loadGoogleIdentity(url = GOOGLE_IDENTITY_SCRIPT): Promise<GoogleIdentity> {
  await loadScript(url);
  const id = (window as { google?: { accounts?: { id?: GoogleIdentity } } }).google?.accounts?.id;
  if (!id || typeof id.initialize !== 'function' || typeof id.prompt !== 'function') {
    throw new Error(`the script ${url} did not define google.accounts.id`);
  }
  return id;
}

/** Whether the browser has FedCM, through which Google shows its prompt in the browser's own UI. */
export function hasFedCm(): boolean {
  return typeof window !== 'undefined' && 'IdentityCredential' in window;
}
