// The local provider's project settings for a running stack: redirect URLs and developer-tool origins
// are exactly the stack's own pages on the ports it really uses (not "any localhost port").
import { pagePaths } from './pages/page-list.ts';
import type { SettingsOverrides } from '../local-provider/settings/settings.ts';

/** Host-app paths the provider may redirect to (add a path here when the app gains a landing page). */
export const HOST_APP_REDIRECT_PATHS = ['/authenticate', '/oauth/authorize'];

export interface StackOrigins {
  hostUrl: string;
  /** Origin of the worker: its MCP endpoint is the resource server access tokens are issued for. */
  workerUrl?: string;
  /** Origin of demo/pages, when the stack serves them. */
  pagesUrl?: string;
}

export function stackProviderSettings({ hostUrl, pagesUrl, workerUrl }: StackOrigins): SettingsOverrides {
  const landing = `${hostUrl}/authenticate`;
  return {
    // Password-reset emails open the demo's reset page (mode="reset-password") when the stack serves it.
    redirect_urls: {
      login: landing,
      signup: landing,
      reset_password: pagesUrl ? `${pagesUrl}/reset-password.html` : landing,
    },
    allowed_redirect_urls: [
      ...HOST_APP_REDIRECT_PATHS.map((path) => `${hostUrl}${path}`),
      ...(pagesUrl ? pagePaths().map((path) => `${pagesUrl}${path}`) : []),
    ],
    dev_tool_origins: pagesUrl ? [hostUrl, pagesUrl] : [hostUrl],
    // The app's consent page: assistants (MCP clients) are sent there to approve access.
    // Its resource: the worker's MCP endpoint, the one server assistants get tokens for.
    connected_apps: {
      authorization_url: `${hostUrl}/oauth/authorize`,
      ...(workerUrl ? { resources: [`${workerUrl}/mcp`] } : {}),
    },
  };
}
