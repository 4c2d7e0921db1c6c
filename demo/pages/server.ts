// Pages that embed <court-login> the way other sites do:
//   /third-party.html  plain HTML on its own origin; court-login.js comes from a second origin
//                      (the "assets" server, which answers with Access-Control-Allow-Origin)
//   /csp.html          the same widget under a strict Content-Security-Policy
//   /wallet.html       crypto wallet sign-in with an injected test wallet (EIP-1193 + EIP-6963)
//   /gallery/          every screen of the widget (demo/gallery), built on the first request
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGalleryPage } from '../gallery/build.ts';
import { fileURLToPath } from 'node:url';
import { buildElement } from './build-element.ts';
import { courtLoginElement, courtLoginScript, escapeAttribute } from './markup.ts';
import { listen, pathOf, sendFile, sendText } from './static-files.ts';
import { testWallet } from './test-wallet.ts';

const LOCAL_PUBLIC_TOKEN = 'public-token-test-court-login-local';

export interface PagesOptions {
  /** Port of the pages' origin (0 = any free port). */
  port: number;
  /** Port of the origin that serves court-login.js to the third-party page (default: any free port). */
  assetsPort?: number;
  providerUrl: string;
  workerUrl: string;
  publicToken?: string;
  /** A folder holding a built court-login.js and its chunks; built now into a temporary folder when absent. */
  elementDir?: string;
}

export interface RunningPages {
  /** Origin of the pages, e.g. http://localhost:5174. */
  url: string;
  /** Origin that serves court-login.js with CORS, e.g. http://localhost:5175. */
  assetsUrl: string;
  close(): Promise<void>;
}

const HERE = fileURLToPath(new URL('.', import.meta.url));

/** The widget on these pages: Google, and email passcodes so that a sign-in completes on the page itself. */
const PAGES_CONFIG = {
  products: ['oauth', 'otp'],
  oauthOptions: { providers: [{ type: 'google' }] },
  otpOptions: { methods: ['email'], expirationMinutes: 5 },
};

function contentSecurityPolicy(providerUrl: string, workerUrl: string): string {
  const origin = (url: string) => new URL(url).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${origin(providerUrl)} ${origin(workerUrl)}`,
  ].join('; ');
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match);
}

export async function startPages(options: PagesOptions): Promise<RunningPages> {
  const ownBuild = options.elementDir === undefined;
  const elementDir = options.elementDir ?? (await buildElement()).outDir;
  const publicToken = options.publicToken ?? LOCAL_PUBLIC_TOKEN;
  const element = (enableShadowDOM: boolean) =>
    courtLoginElement({ publicToken, providerUrl: options.providerUrl, config: { ...PAGES_CONFIG, enableShadowDOM } });
  const policy = contentSecurityPolicy(options.providerUrl, options.workerUrl);
  const [thirdParty, csp, walletPage] = await Promise.all([
    readFile(`${HERE}third-party.html`, 'utf8'),
    readFile(`${HERE}csp.html`, 'utf8'),
    readFile(`${HERE}wallet.html`, 'utf8'),
  ]);
  let pagesUrl = '';
  const wallet = testWallet(() => pagesUrl);
  // The gallery page is built once, when first asked for: starting the stack does not wait for it.
  let gallery: Promise<string> | undefined;
  const galleryDir = () => {
    gallery ??= mkdtemp(join(tmpdir(), 'court-login-gallery-')).then(async (outDir) => {
      await buildGalleryPage({ outDir, providerUrl: options.providerUrl, publicToken, elementScript: '/element/court-login.js' });
      return outDir;
    });
    gallery.catch(() => (gallery = undefined));
    return gallery;
  };

  const assets = await listen(async (request, response) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };
    if (request.method === 'OPTIONS') return sendText(response, 204, 'text/plain', '', cors);
    await sendFile(response, elementDir, pathOf(request), cors);
  }, options.assetsPort ?? 0);

  const pages = await listen(async (request, response) => {
    const path = pathOf(request);
    const html = 'text/html; charset=utf-8';
    // `?dom=light` renders the widget in the page's DOM instead of a shadow root.
    const shadow = new URL(request.url ?? '/', 'http://localhost').searchParams.get('dom') !== 'light';
    if (path === '/third-party.html') {
      const script = courtLoginScript(`${assets.url}/court-login.js`);
      return sendText(response, 200, html, fill(thirdParty, { SCRIPT: script, SCRIPT_TEXT: escapeAttribute(script), ELEMENT: element(shadow) }));
    }
    if (path === '/csp.html') {
      const body = fill(csp, { SCRIPT: courtLoginScript('/element/court-login.js'), POLICY: escapeAttribute(policy), ELEMENT: element(shadow) });
      return sendText(response, 200, html, body, { 'Content-Security-Policy': policy });
    }
    if (path === '/wallet.html') {
      const config = { products: ['oauth', 'crypto'], oauthOptions: { providers: [{ type: 'google' }] }, enableShadowDOM: shadow };
      const body = fill(walletPage, { SCRIPT: courtLoginScript('/element/court-login.js'), ELEMENT: courtLoginElement({ publicToken, providerUrl: options.providerUrl, config }) });
      return sendText(response, 200, html, body);
    }
    if (path === '/gallery') return sendText(response, 308, 'text/plain; charset=utf-8', '', { Location: '/gallery/' });
    if (path.startsWith('/gallery/')) return sendFile(response, await galleryDir(), path.slice('/gallery'.length));
    if (path === '/test-wallet.js') return sendFile(response, HERE, path);
    if (await wallet(path, request, response)) return;
    if (path.startsWith('/element/')) return sendFile(response, elementDir, path.slice('/element'.length));
    if (path === '/' || path === '/index.html' || path === '/page.css' || path === '/csp-watch.js') {
      return sendFile(response, HERE, path === '/' ? '/index.html' : path);
    }
    sendText(response, 404, 'text/plain; charset=utf-8', 'Not found');
  }, options.port);
  pagesUrl = pages.url;

  return {
    url: pages.url,
    assetsUrl: assets.url,
    close: async () => {
      await Promise.all([pages.close(), assets.close()]);
      if (ownBuild) await rm(elementDir, { recursive: true, force: true });
      const built = await gallery?.catch(() => undefined);
      if (built) await rm(built, { recursive: true, force: true });
    },
  };
}
