import { startProvider, type RunningProvider } from '../../../demo/provider/server.ts';

// Runs a local provider for the browser tests and lets a test reach it through
// `executeServerCommand('provider-url')` and reset it with `executeServerCommand('provider-reset')`.
export function localStackCommands() {
  let provider: RunningProvider | undefined;
  return {
    name: 'local-stack',
    async serverStart() {
      provider = await startProvider({ port: 0 });
    },
    async serverStop() {
      await provider?.close();
    },
    async executeCommand({ command }: { command: string; payload?: unknown }) {
      if (!provider) return undefined;
      if (command === 'provider-url') return provider.url;
      if (command === 'provider-reset') {
        await fetch(`${provider.url}/_dev/reset`, { method: 'POST' });
        return true;
      }
      return undefined;
    },
  };
}
