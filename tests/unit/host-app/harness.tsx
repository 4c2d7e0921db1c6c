// Renders the host app against a real local provider and worker, as a browser would use them.
import { StrictMode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { startProvider, type RunningProvider } from '../../../local-provider/http/server.ts';
import { startWorker, type RunningWorker } from '../../../worker/server.ts';
import { courtSession, getCourt } from '../../../src/session/court.ts';
import type { Court } from '../../../src/session/types.ts';
import { App } from '../../../host-app/App.tsx';
import { ServicesProvider, type HostServices } from '../../../host-app/services.tsx';

export interface TestStack {
  provider: RunningProvider;
  worker: RunningWorker;
  publicToken: string;
  close(): Promise<void>;
}

export async function startTestStack(): Promise<TestStack> {
  // This page's origin is the stack's own app: its sign-in pages are redirect URLs, as in the local
  // stack, and it may use the developer tools.
  const origin = window.location.origin;
  const provider = await startProvider({
    port: 0,
    settings: {
      allowed_redirect_urls: [`${origin}/authenticate`, `${origin}/oauth/authorize`],
      dev_tool_origins: [origin],
    },
  });
  const { project_id: projectId, secret, public_token: publicToken } = provider.provider.settings;
  const worker = await startWorker({
    port: 0,
    providerUrl: provider.url,
    projectId,
    secret,
    allowedOrigin: window.location.origin,
  });
  return {
    provider,
    worker,
    publicToken,
    close: async () => {
      await worker.close();
      await provider.close();
    },
  };
}

/** The app's services, and the Court behind its session so that tests can prepare and inspect it. */
export interface TestServices extends HostServices {
  court: Court;
}

/**
 * A real magic link token for `email`, read from the provider's inbox: its link leads back to `path`
 * of this app. As the widget does, the proof key stays in this browser, so only it can redeem the link.
 */
export async function magicLinkToken(
  stack: TestStack,
  services: TestServices,
  email: string,
  path = '/authenticate',
): Promise<string> {
  const back = `${window.location.origin}${path}`;
  const { code_challenge } = await services.court.pkce.getOrCreate('magic_links');
  const sent = await services.court.client.magicLinks.email.loginOrCreate({
    email,
    login_magic_link_url: back,
    signup_magic_link_url: back,
    code_challenge,
  });
  if (!sent.ok) throw new Error(`magic link failed: ${sent.error.message}`);
  const { messages } = (await (
    await fetch(`${stack.provider.url}/_dev/messages?to=${encodeURIComponent(email)}`)
  ).json()) as { messages: Array<{ link?: string }> };
  const token = new URL(messages.at(-1)?.link ?? 'http://invalid/').searchParams.get('token');
  if (!token) throw new Error('no magic link in the inbox');
  return token;
}

export function servicesFor(stack: TestStack): TestServices {
  forgetLateCourts();
  const court: Court = getCourt({ publicToken: stack.publicToken, providerUrl: stack.provider.url });
  return {
    court,
    session: courtSession(court),
    config: { publicToken: stack.publicToken, providerUrl: stack.provider.url, workerUrl: stack.worker.url },
  };
}

export function renderAppAt(path: string, services: HostServices) {
  window.history.replaceState(null, '', path);
  // Strict mode as in host-app/main.tsx: effects run twice, and a one-time token must still be used once.
  return render(
    <StrictMode>
      <ServicesProvider services={services}>
        <App />
      </ServicesProvider>
    </StrictMode>,
  );
}

/**
 * A widget loads its Court after its first paint: one that the last test's page showed until its end may
 * have loaded it after that test's reset, and getCourt would hand that stale Court to the next test's app.
 * A new page starts without it (getCourt's registry is shared through this symbol).
 */
function forgetLateCourts(): void {
  const courts = (globalThis as { [key: symbol]: Map<string, Court> | undefined })[Symbol.for('court-login.courts')];
  for (const court of [...(courts?.values() ?? [])]) court.dispose();
}

/** Forgets cookies, storage and the page's shared Court, like a fresh browser profile. */
export function resetBrowser(services?: TestServices): void {
  services?.court.dispose();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
}

/** One stack for a test file, the browser reset after each test; `open` renders the app at a path with new services. */
export function stackPerFile() {
  let stack: TestStack | undefined;
  let services: TestServices | undefined;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterEach(() => {
    cleanup();
    resetBrowser(services);
  });
  afterAll(() => stack?.close());
  const started = () => {
    if (!stack) throw new Error('the test stack is not started yet');
    return stack;
  };
  return {
    get stack() {
      return started();
    },
    open(path: string): TestServices {
      services = servicesFor(started());
      renderAppAt(path, services);
      return services;
    },
  };
}
