// Helpers for the One Tap browser tests: a Google-only config that asks for One Tap through the
// local provider's stand-in of Google's identity script, and the provider's One Tap settings.
import { executeServerCommand } from '@web/test-runner-commands';
import { providerUrl } from './provider.ts';

export const CLIENT_ID = 'court-login-local.apps.googleusercontent.com';
export const DOM_MODES = ['shadow', 'light'] as const;
export type DomMode = (typeof DOM_MODES)[number];

let loads = 0;

/** The stand-in's URL; each call gives a new URL, so the script runs again with this switch. */
export async function standInUrl(outcome?: string): Promise<string> {
  const url = new URL(`${await providerUrl()}/gsi/client`);
  if (outcome) url.searchParams.set('one_tap', outcome);
  url.searchParams.set('load', String(++loads));
  return url.toString();
}

export async function oneTapConfig(
  dom: DomMode,
  options: { position?: string; outcome?: string; scriptUrl?: string } = {},
) {
  return {
    products: ['oauth'],
    oauthOptions: {
      providers: [{ type: 'google', one_tap: true, ...(options.position ? { position: options.position } : {}) }],
      loginRedirectURL: 'http://localhost:5173/authenticate',
      signupRedirectURL: 'http://localhost:5173/authenticate',
    },
    enableShadowDOM: dom === 'shadow',
    scriptUrls: { googleIdentity: options.scriptUrl ?? (await standInUrl(options.outcome)) },
  };
}

export function configureGoogleClient(clientId = CLIENT_ID): Promise<unknown> {
  return executeServerCommand('provider-groups', { one_tap: { google_client_id: clientId } });
}

/** The stand-in's account chooser (floating on the page, or embedded in the widget's mount node). */
export function chooser(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-gsi-stand-in]');
}

export function removeChoosers(): void {
  document.querySelectorAll('[data-gsi-stand-in]').forEach((node) => node.remove());
}

/** Resource requests this page made whose URL contains `part`. */
export function requestsTo(part: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes(part));
}
