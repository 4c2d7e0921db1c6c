// The benchmark's servers on 127.0.0.1: the local provider, and the CDN (cdn.ts) with the element
// pages, the built element, the static page, the React page and the hosted provider's pre-built UI.
import { join } from 'node:path';
import { startProvider } from '../../local-provider/http/server.ts';
import { PROJECT_ROOT } from '../../demo/pages/build-element.ts';
import {
  courtLoginElement,
  courtLoginScript,
  ALL_PRODUCTS_CONFIG,
  GOOGLE_ONLY_CONFIG,
} from '../../demo/pages/markup.ts';
import type { Builds } from './build.ts';
import { startCdn, type Cdn } from './cdn.ts';
import { startPreflightRelay } from './preflight-delay.ts';
import { emulatePreflightsWith } from './profiles.ts';

export const PUBLIC_TOKEN = 'public-token-test-court-login-local';

/**
 * Google, text-message passcodes and email magic links: the common configuration whose passcode form
 * the benchmark times, the same as the hosted UI's page (bench/hosted/main.ts).
 */
export const PASSCODE_FORM_CONFIG = {
  products: ['oauth', 'otp', 'emailMagicLinks'],
  oauthOptions: { providers: [{ type: 'google' }] },
  otpOptions: { methods: ['sms'], expirationMinutes: 5 },
  emailMagicLinksOptions: {},
};

export type PageName = 'staticHtml' | 'react' | 'hosted' | 'elementGoogle' | 'elementForm' | 'elementAll';

export interface BenchPages {
  urls: Record<PageName, string>;
  cdn: Cdn;
  close(): Promise<void>;
}

function elementPage(scriptUrl: string, providerUrl: string, config: Record<string, unknown>): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sign in</title>
    ${courtLoginScript(scriptUrl)}
  </head>
  <body>
    <main style="max-width: 400px; margin: 48px auto">
      ${courtLoginElement({ publicToken: PUBLIC_TOKEN, providerUrl, config })}
    </main>
  </body>
</html>`;
}

export async function startBenchServers(builds: Builds): Promise<BenchPages> {
  let providerUrl = '';
  const page = (config: Record<string, unknown>) => () => elementPage('/element/court-login.js', providerUrl, config);
  const cdn = await startCdn({
    folders: {
      '/element': builds.element.outDir,
      '/react': builds.reactDir,
      '/hosted': builds.hostedDir,
      '': join(PROJECT_ROOT, 'bench'),
    },
    pages: {
      '/pages/google.html': page(GOOGLE_ONLY_CONFIG),
      '/pages/form.html': page(PASSCODE_FORM_CONFIG),
      '/pages/all.html': page(ALL_PRODUCTS_CONFIG),
    },
  });
  // The provider answers the CDN's pages (an https origin the default settings do not list).
  const provider = await startProvider({ port: 0, settings: { allowed_origins: [cdn.url] } });
  // Both widgets reach it through the relay that holds preflights (preflight-delay.ts).
  const relay = await startPreflightRelay(provider.url);
  emulatePreflightsWith(relay.setLatency);
  providerUrl = relay.url;
  const hostedQuery = new URLSearchParams({ provider: relay.url, token: PUBLIC_TOKEN });
  return {
    urls: {
      staticHtml: `${cdn.url}/static/index.html`,
      react: `${cdn.url}/react/index.html`,
      hosted: `${cdn.url}/hosted/index.html?${hostedQuery}`,
      elementGoogle: `${cdn.url}/pages/google.html`,
      elementForm: `${cdn.url}/pages/form.html`,
      elementAll: `${cdn.url}/pages/all.html`,
    },
    cdn,
    close: async () => {
      await cdn.close();
      await relay.close();
      await provider.close();
    },
  };
}
