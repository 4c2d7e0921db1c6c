import { startProvider, type RunningProvider } from '../../../local-provider/http/server.ts';

// Runs a local provider for the browser tests and lets a test reach it through
// `executeServerCommand('provider-url')` and reset it with `executeServerCommand('provider-reset')`.
export function localStackCommands() {
  let provider: RunningProvider | undefined;
  let bootstrapDefaults: RunningProvider['provider']['settings']['bootstrap'] | undefined;
  let groupDefaults: Record<string, unknown> = {};
  let redirectDefaults: RunningProvider['provider']['settings']['redirect_urls'] | undefined;
  let passwordDefaults: RunningProvider['provider']['settings']['passwords'] | undefined;
  let allowedDefaults: string[] = [];
  return {
    name: 'local-stack',
    async serverStart({ config }: { config: { port?: number } }) {
      // The test pages' origin is this stack's own page: it may use the developer tools (inbox, faults).
      provider = await startProvider({ port: 0, settings: { dev_tool_origins: [`http://localhost:${config.port}`] } });
      bootstrapDefaults = { ...provider.provider.settings.bootstrap };
      groupDefaults = { ...provider.provider.settings.groups };
      redirectDefaults = { ...provider.provider.settings.redirect_urls };
      passwordDefaults = { ...provider.provider.settings.passwords };
      allowedDefaults = [...provider.provider.settings.allowed_redirect_urls];
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
        provider.provider.settings.groups = { ...groupDefaults };
        Object.assign(provider.provider.settings.redirect_urls, redirectDefaults);
        Object.assign(provider.provider.settings.passwords, passwordDefaults);
        provider.provider.settings.allowed_redirect_urls = [...allowedDefaults];
        return true;
      }
      // Changes project settings returned by bootstrap, e.g. { pkce_required_for_oauth: true }.
      if (command === 'provider-bootstrap') {
        Object.assign(provider.provider.settings.bootstrap, payload);
        return true;
      }
      // Settings of route groups, e.g. { one_tap: { google_client_id: '…' } }.
      if (command === 'provider-groups') {
        Object.assign(provider.provider.settings.groups, payload);
        return true;
      }
      // The project's redirect URLs, e.g. { login: '' } (One Tap's no_login_redirect_urls_set).
      if (command === 'provider-redirect-urls') {
        Object.assign(provider.provider.settings.redirect_urls, payload);
        return true;
      }
      // One more URL the provider may send a browser back to (any query may follow), e.g. a test page
      // that hosts the consent mode: its OAuth and email-link sign-ins come back to it.
      if (command === 'provider-allow-redirect') {
        provider.provider.settings.allowed_redirect_urls = [
          ...provider.provider.settings.allowed_redirect_urls,
          payload as string,
        ];
        return true;
      }
      // Changes the password settings, e.g. { strength_policy: 'luds' }.
      if (command === 'provider-passwords') {
        Object.assign(provider.provider.settings.passwords, payload);
        return true;
      }
      // A visitor's answer on the provider's OAuth consent page: { startUrl, email } → the address the
      // provider sends the browser back to (with the OAuth token), read here since a page cannot read it.
      if (command === 'provider-oauth-consent') {
        const { startUrl, email } = payload as { startUrl: string; email: string };
        const start = new URL(startUrl);
        const form = new URLSearchParams(start.searchParams);
        form.set('email', email);
        const answer = await fetch(new URL(start.pathname.replace(/\/start$/, '/consent'), provider.url), {
          method: 'POST',
          body: form,
          redirect: 'manual',
        });
        return answer.headers.get('location');
      }
      return undefined;
    },
  };
}
