// A web-test-runner plugin: starts a local provider with the test server and answers the commands a
// browser test sends with `executeServerCommand` from @web/test-runner-commands.
import { holdRequests, releaseHeld, waitForHeld } from './holds.ts';
import { addFault, clearFaults, latestMessage, resetProvider } from './inbox.ts';
import { startProvider, type ProviderOptions, type TestProvider } from './provider.ts';

export interface TestingPluginOptions extends ProviderOptions {}

interface CommandContext {
  command: string;
  payload?: unknown;
}

const record = (payload: unknown): Record<string, unknown> =>
  payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};

/**
 * Commands: `court-provider-url` → the provider's origin; `court-reset`; `court-latest-message`
 * with `{ to, after?, timeoutMs? }` → the newest message; `court-add-fault` with a fault;
 * `court-clear-faults`; `court-hold` with `{ path, ...fault }` holds the next matching request,
 * `court-wait-held` with `{ path, count? }` waits until it is held, `court-release` with a release
 * (`{ path?, status?, drop? }`) lets it go → how many were released.
 */
export function courtLoginTesting(options: TestingPluginOptions = {}) {
  let running: TestProvider | undefined;
  return {
    name: 'court-login-testing',
    async serverStart() {
      running = await startProvider(options);
    },
    async serverStop() {
      await running?.close();
    },
    async executeCommand({ command, payload }: CommandContext): Promise<unknown> {
      if (!command.startsWith('court-')) return undefined;
      if (!running) throw new Error('The court-login test provider is not running.');
      const { url } = running;
      switch (command) {
        case 'court-provider-url':
          return url;
        case 'court-reset':
          await resetProvider(url);
          return true;
        case 'court-latest-message': {
          const { to, after, timeoutMs } = record(payload);
          if (typeof to !== 'string') throw new Error('court-latest-message needs { to: "address" }.');
          return latestMessage(url, to, { after: Number(after ?? 0), timeoutMs: Number(timeoutMs ?? 5000) });
        }
        case 'court-add-fault':
          await addFault(url, record(payload));
          return true;
        case 'court-clear-faults':
          await clearFaults(url);
          return true;
        case 'court-hold': {
          const { path, ...fault } = record(payload);
          if (typeof path !== 'string') throw new Error('court-hold needs { path: "/sdk/v1/…" }.');
          await holdRequests(url, path, fault);
          return true;
        }
        case 'court-wait-held': {
          const { path, count } = record(payload);
          if (typeof path !== 'string') throw new Error('court-wait-held needs { path: "/sdk/v1/…" }.');
          return waitForHeld(url, path, { count: Number(count ?? 1) });
        }
        case 'court-release':
          return releaseHeld(url, record(payload));
        default:
          return undefined;
      }
    },
  };
}
