// Browser tests of mode="oauth-authorize": a registered OAuth client at the local provider, and a
// consent page in a same-origin frame, whose navigations (to the client, to a sign-in's return) the
// test can follow in every engine without leaving its own page.
import { executeServerCommand } from '@web/test-runner-commands';
import { providerUrl, PUBLIC_TOKEN, root, waitFor } from './element.ts';

export const FRAME_PATH = '/tests/browser/support/authorize-frame.html';
/** A base64url SHA-256 challenge (RFC 7636's example). */
export const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

/** Registers a public client as an MCP client does; returns its client_id. */
export async function registerClient(redirectUri: string, name = 'Court Assistant'): Promise<string> {
  const answer = await fetch(`${await providerUrl()}/v1/oauth2/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_name: name, redirect_uris: [redirectUri] }),
  });
  if (answer.status !== 201) throw new Error(`Registration failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { client_id: string }).client_id;
}

/** The client's usual authorization request, as the query of a consent page. */
export function authorizationQuery(clientId: string, redirectUri: string, extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
    state: 'st&te 1',
    scope: 'openid email courts:read',
    resource: 'http://localhost:8787/mcp',
    ...extra,
  }).toString();
}

export interface FrameSetup {
  config: unknown;
  locale?: string;
}

export interface ConsentFrame {
  frame: HTMLIFrameElement;
  window(): Window;
  /** The element's screen (its shadow root or, in light DOM, itself) in the frame's current document. */
  scope(): ParentNode;
  /** The frame's address once it left the consent page for another path. */
  leftFor(path: string): Promise<URL>;
  remove(): void;
}

/** Opens the consent page with this query in a frame (of `origin`, this page's by default). */
export async function openConsentFrame(
  query: string,
  setup: FrameSetup,
  origin = location.origin,
): Promise<ConsentFrame> {
  const full = { ...setup, publicToken: PUBLIC_TOKEN, providerUrl: await providerUrl() };
  (window as unknown as { authorizeFrameSetup: unknown }).authorizeFrameSetup = full;
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 420px; height: 700px; border: 0';
  frame.src = `${origin}${FRAME_PATH}?${query}#${encodeURIComponent(JSON.stringify(full))}`;
  document.body.append(frame);
  const handle: ConsentFrame = {
    frame,
    window: () => frame.contentWindow as ReturnType<ConsentFrame['window']>,
    scope() {
      const element = frame.contentDocument?.querySelector('court-login') as HTMLElement | null;
      if (!element) throw new Error('No <court-login> in the frame');
      return root(element);
    },
    async leftFor(path) {
      return waitFor(() => {
        try {
          const here = new URL(frame.contentWindow!.location.href);
          return here.pathname === path && frame.contentDocument?.readyState === 'complete' ? here : undefined;
        } catch {
          return undefined;
        }
      });
    },
    remove: () => frame.remove(),
  };
  if (origin === location.origin)
    await waitFor(
      () =>
        frame.contentDocument?.querySelector('court-login') && handle.scope().querySelector('[data-court-heading], h2'),
    );
  return handle;
}

export interface FrameEvent {
  type: 'court-event' | 'court-error' | 'court-success';
  /** court-error's code */
  code?: string;
  /** court-event's type */
  eventType?: string;
}

/** The events of the consent frames' elements, from now on (the frame page posts each to this page). */
export function frameEvents(): FrameEvent[] {
  const heard: FrameEvent[] = [];
  window.addEventListener('message', (event) => {
    if (event.data?.courtFrameEvent) heard.push(event.data.courtFrameEvent as FrameEvent);
  });
  return heard;
}

/** Lets the provider send sign-ins back to the consent page. */
export async function allowReturnToConsentPage(): Promise<void> {
  await executeServerCommand('provider-allow-redirect', `${location.origin}${FRAME_PATH}`);
}

/** Types into a field of the frame as its input event would: keyboard actions of some drivers stay in the top document. */
export function fill(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  input.focus();
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
