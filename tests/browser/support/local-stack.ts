import { startProvider, type RunningProvider } from '../../../demo/provider/server.ts';

// Runs a local provider for the browser tests and lets a test reach it through
// `executeServerCommand('provider-url')` and reset it with `executeServerCommand('provider-reset')`.
export function localStackCommands() {
  let provider: RunningProvider | undefined;
  let bootstrapDefaults: RunningProvider['provider']['settings']['bootstrap'] | undefined;
  return {
    name: 'local-stack',
    async serverStart({ config }: { config: { port?: number } }) {
      // The test pages' origin is this stack's own page: it may use the developer tools (inbox, faults).
      provider = await startProvider({ port: 0, settings: { dev_tool_origins: [`http://localhost:${config.port}`] } });
      bootstrapDefaults = { ...provider.provider.settings.bootstrap };
    },
    async serverStop() {
      await provider?.close();
    },
    async executeCommand({ command, payload }: { command: string; payload?: unknown }) {
      if (!provider) return undefined;
      if (command === 'provider-url') return provider.url;
      if (command === 'provider-reset') {
        await fetch(`${provider.url}/_dev/reset`, { method: 'POST' });
        Object.assign(provider.provider.settings.bootstrap, bootstrapDefaults);
        return true;
      }
      // Changes project settings returned by bootstrap, e.g. { pkce_required_for_oauth: true }.
      if (command === 'provider-bootstrap') {
        Object.assign(provider.provider.settings.bootstrap, payload);
        return true;
      }
      return undefined;
    },
  };
}
