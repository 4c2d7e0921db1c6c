// Starts and stops the local provider for tests.
import { startProvider as startLocalProvider } from '../local-provider/http/server.ts';

export interface ProviderOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** JSON settings file merged over the provider's defaults (public token, strength policy, bootstrap…). */
  settingsPath?: string;
  /**
   * Settings merged over the defaults, instead of a file: e.g. `{ allowed_redirect_urls: ['http://localhost:4000/signed-in'] }`
   * (redirect URLs are an exact allow-list) or `{ bootstrap: { pkce_required_for_email_magic_links: false } }`.
   */
  settings?: Record<string, unknown>;
  /** State file: loaded at start when it exists, written when the provider stops. */
  dataFile?: string;
}

export interface TestProvider {
  /** The provider's origin, `http://localhost:PORT`: the element's `provider-url`. */
  url: string;
  /** Stops the provider (and writes `dataFile` when one was given). */
  close(): Promise<void>;
}

/** Starts a local provider on localhost. */
export async function startProvider(options: ProviderOptions = {}): Promise<TestProvider> {
  const { url, close } = await startLocalProvider({ port: 0, ...options });
  return { url, close };
}
