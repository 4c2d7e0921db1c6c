import { startProvider, type RunningProvider } from '../../../demo/provider/server.ts';

// Runs a local provider for the browser tests and lets a test reach it through
// `executeServerCommand('provider-url')` and reset it with `executeServerCommand('provider-reset')`.
export function localStackCommands() {
  let provider: RunningProvider | undefined;
  let bootstrapDefaults: RunningProvider['provider']['settings']['bootstrap'] | undefined;
  let passwordDefaults: RunningProvider['provider']['settings']['passwords'] | undefined;
  return {
    name: 'local-stack',
    async serverStart() {
      provider = await startProvider({ port: 0 });
      bootstrapDefaults = { ...provider.provider.settings.bootstrap };
      passwordDefaults = { ...provider.provider.settings.passwords };
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
        Object.assign(provider.provider.settings.passwords, passwordDefaults);
        return true;
      }
      // Changes project settings returned by bootstrap, e.g. { pkce_required_for_oauth: true }.
      if (command === 'provider-bootstrap') {
        Object.assign(provider.provider.settings.bootstrap, payload);
        return true;
      }
      // Changes the password settings, e.g. { strength_policy: 'luds' }.
      if (command === 'provider-passwords') {
        Object.assign(provider.provider.settings.passwords, payload);
        return true;
      }
      return undefined;
    },
  };
}
