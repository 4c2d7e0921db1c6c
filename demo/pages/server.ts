// Pages that embed <court-login> the way other sites do:
//   /third-party.html  plain HTML on its own origin; court-login.js comes from a second origin
//                      (the "assets" server, which answers with Access-Control-Allow-Origin)
//   /csp.html          the same widget under a strict Content-Security-Policy
//   /wallet.html       crypto wallet sign-in with an injected test wallet (EIP-1193 + EIP-6963)
//   /passkeys.html     passkeys: sign in by passcode, add, rename and delete passkeys, sign back in with one
//   /one-tap.html      Google One Tap (Google only), through the local provider's stand-in of Google's script
//   /captcha.html      email passcodes against a second local provider whose project enables captcha
// The One Tap and captcha pages are under the strict policy too, plus what they add (see startPages).
//   /gallery/          every screen of the widget (demo/gallery), built on the first request
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGalleryPage } from '../gallery/build.ts';
import { fileURLToPath } from 'node:url';
import { startProvider } from '../../local-provider/http/server.ts';
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
  /** The tennis app, whose /authenticate finishes a One Tap sign-in (default http://localhost:5173). */
  hostUrl?: string;
}

export interface RunningPages {
  /** Origin of the pages, e.g. http://localhost:5174. */
  url: string;
  /** Origin that serves court-login.js with CORS, e.g. http://localhost:5175. */
  assetsUrl: string;
  /** The second local provider, in captcha mode, that /captcha.html uses. */
  captchaProviderUrl: string;
  close(): Promise<void>;
}

const HERE = fileURLToPath(new URL('.', import.meta.url));

/** The widget on these pages: Google, and email passcodes so that a sign-in completes on the page itself. */
const PAGES_CONFIG = {
  products: ['oauth', 'otp'],
  oauthOptions: { providers: [{ type: 'google' }] },
  otpOptions: { methods: ['email'], expirationMinutes: 5 },
};

function contentSecurityPolicy(providerUrl: string, workerUrl: string, extraScripts: string[] = []): string {
  const origin = (url: string) => new URL(url).origin;
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...extraScripts.map(origin)].join(' '),
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${origin(providerUrl)} ${origin(workerUrl)}`,
  ].join('; ');
}

/** Google alone with One Tap; Google's script is the local provider's stand-in; sign-in ends on the tennis app. */
export const ONE_TAP_CONFIG = (providerUrl: string, hostUrl: string, position: string) => ({
  products: ['oauth'],
  oauthOptions: {
    providers: [{ type: 'google', one_tap: true, position }],
    loginRedirectURL: `${hostUrl}/authenticate`,
    signupRedirectURL: `${hostUrl}/authenticate`,
  },
  scriptUrls: { googleIdentity: `${providerUrl}/gsi/client` },
});

/** Email passcodes against a provider in captcha mode; the captcha script is its stand-in. */
export const CAPTCHA_CONFIG = (captchaProviderUrl: string) => ({
  products: ['otp'],
  otpOptions: { methods: ['email'], expirationMinutes: 5 },
  scriptUrls: { captcha: `${captchaProviderUrl}/recaptcha/enterprise.js` },
});

export const LOCAL_CAPTCHA_SITE_KEY = 'site-key-court-login-local';
type Listening = Awaited<ReturnType<typeof listen>>;
const ONE_TAP_POSITIONS = ['floating', 'embedded', 'floatingOrEmbedded', 'embeddedOnly', 'forceLegacyEmbedded'];

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
  const hostUrl = options.hostUrl ?? 'http://localhost:5173';
  // A failure while the pages start (a taken port, say) must not leave what already started running
  // (an open server keeps the process alive), nor the element it built; the failure is what it tells.
  const started: Array<() => Promise<void>> = [];
  if (ownBuild) started.push(() => rm(elementDir, { recursive: true, force: true }));
  const orCloseStarted = <T>(step: Promise<T>): Promise<T> =>
    step.catch(async (error: unknown) => {
      await Promise.allSettled(started.map((close) => close()));
      throw error;
    });
  const captchaProvider = await orCloseStarted(
    startProvider({
      port: 0,
      settings: { bootstrap: { captcha_settings: { enabled: true, siteKey: LOCAL_CAPTCHA_SITE_KEY } } },
    }),
  );
  started.push(() => captchaProvider.close());
  // What One Tap and captcha add to the strict policy: offline their scripts are the provider's
  // stand-ins, so script-src gains its origin (connect-src already has it). With Google's own
  // scripts the README and csp.html list the hosts instead.
  const oneTapPolicy = contentSecurityPolicy(options.providerUrl, options.workerUrl, [options.providerUrl]);
  const captchaPolicy = contentSecurityPolicy(captchaProvider.url, options.workerUrl, [captchaProvider.url]);
  const [thirdParty, csp, walletPage, passkeys, passwordsPage, resetPage, oneTap, captcha] = await orCloseStarted(
    Promise.all([
      readFile(`${HERE}third-party.html`, 'utf8'),
      readFile(`${HERE}csp.html`, 'utf8'),
      readFile(`${HERE}wallet.html`, 'utf8'),
      readFile(`${HERE}passkeys.html`, 'utf8'),
      readFile(`${HERE}passwords.html`, 'utf8'),
      readFile(`${HERE}reset-password.html`, 'utf8'),
      readFile(`${HERE}one-tap.html`, 'utf8'),
      readFile(`${HERE}captcha.html`, 'utf8'),
    ]),
  );
  let pagesUrl = '';
  const wallet = testWallet(() => pagesUrl);
  // Email and password: the emailed reset link opens /reset-password.html on this origin.
  const passwordElement = (enableShadowDOM: boolean, mode?: string) =>
    courtLoginElement({
      publicToken,
      providerUrl: options.providerUrl,
      config: {
        products: ['passwords'],
        passwordOptions: { resetPasswordRedirectURL: `${pages.url}/reset-password.html` },
        enableShadowDOM,
      },
    }).replace('<court-login ', mode ? `<court-login mode="${mode}" ` : '<court-login ');
  const passwordPage = (template: string, enableShadowDOM: boolean, mode?: string) =>
    fill(template, {
      SCRIPT: courtLoginScript('/element/court-login.js'),
      ELEMENT: passwordElement(enableShadowDOM, mode),
      INBOX: `${options.providerUrl}/_dev/inbox`,
    });
  // The gallery page is built once, when first asked for: starting the stack does not wait for it.
  let gallery: Promise<string> | undefined;
  const galleryDir = () => {
    gallery ??= mkdtemp(join(tmpdir(), 'court-login-gallery-')).then(async (outDir) => {
      await buildGalleryPage({
        outDir,
        providerUrl: options.providerUrl,
        publicToken,
        elementScript: '/element/court-login.js',
      });
      return outDir;
    });
    gallery.catch(() => (gallery = undefined));
    return gallery;
  };

  const assets: Listening = await orCloseStarted(
    listen(async (request, response) => {
      const cors = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };
      if (request.method === 'OPTIONS') return sendText(response, 204, 'text/plain', '', cors);
      await sendFile(response, elementDir, pathOf(request), cors);
    }, options.assetsPort ?? 0),
  );
  started.push(() => assets.close());

  const pages: Listening = await orCloseStarted(
    listen(async (request, response) => {
      const path = pathOf(request);
      const html = 'text/html; charset=utf-8';
      // `?dom=light` renders the widget in the page's DOM instead of a shadow root.
      const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
      const shadow = query.get('dom') !== 'light';
      if (path === '/third-party.html') {
        const script = courtLoginScript(`${assets.url}/court-login.js`);
        return sendText(
          response,
          200,
          html,
          fill(thirdParty, { SCRIPT: script, SCRIPT_TEXT: escapeAttribute(script), ELEMENT: element(shadow) }),
        );
      }
      if (path === '/csp.html') {
        const body = fill(csp, {
          SCRIPT: courtLoginScript('/element/court-login.js'),
          POLICY: escapeAttribute(policy),
          ELEMENT: element(shadow),
        });
        return sendText(response, 200, html, body, { 'Content-Security-Policy': policy });
      }
      if (path === '/wallet.html') {
        const config = {
          products: ['oauth', 'crypto'],
          oauthOptions: { providers: [{ type: 'google' }] },
          enableShadowDOM: shadow,
        };
        const body = fill(walletPage, {
          SCRIPT: courtLoginScript('/element/court-login.js'),
          ELEMENT: courtLoginElement({ publicToken, providerUrl: options.providerUrl, config }),
        });
        return sendText(response, 200, html, body);
      }
      if (path === '/gallery')
        return sendText(response, 308, 'text/plain; charset=utf-8', '', { Location: '/gallery/' });
      if (path.startsWith('/gallery/')) return sendFile(response, await galleryDir(), path.slice('/gallery'.length));
      if (path === '/test-wallet.js') return sendFile(response, HERE, path);
      if (await wallet(path, request, response)) return;
      if (path === '/passkeys.html') {
        const values = {
          SCRIPT: courtLoginScript('/element/court-login.js'),
          PUBLIC_TOKEN: escapeAttribute(publicToken),
          PROVIDER_URL: escapeAttribute(options.providerUrl),
          DOM: shadow ? 'shadow' : 'light',
        };
        return sendText(response, 200, html, fill(passkeys, values));
      }
      if (path === '/passwords.html') return sendText(response, 200, html, passwordPage(passwordsPage, shadow));
      if (path === '/reset-password.html')
        return sendText(response, 200, html, passwordPage(resetPage, shadow, 'reset-password'));
      if (path === '/one-tap.html') {
        const wanted = query.get('position') ?? 'floating';
        const position = ONE_TAP_POSITIONS.includes(wanted) ? wanted : 'floating';
        const config = { ...ONE_TAP_CONFIG(options.providerUrl, hostUrl, position), enableShadowDOM: shadow };
        const body = fill(oneTap, {
          SCRIPT: courtLoginScript('/element/court-login.js'),
          POLICY: escapeAttribute(oneTapPolicy),
          POSITION: escapeAttribute(position),
          ELEMENT: courtLoginElement({ publicToken, providerUrl: options.providerUrl, config }),
        });
        return sendText(response, 200, html, body, { 'Content-Security-Policy': oneTapPolicy });
      }
      if (path === '/captcha.html') {
        const config = { ...CAPTCHA_CONFIG(captchaProvider.url), enableShadowDOM: shadow };
        const body = fill(captcha, {
          SCRIPT: courtLoginScript('/element/court-login.js'),
          POLICY: escapeAttribute(captchaPolicy),
          CAPTCHA_PROVIDER: escapeAttribute(captchaProvider.url),
          ELEMENT: courtLoginElement({ publicToken, providerUrl: captchaProvider.url, config }),
        });
        return sendText(response, 200, html, body, { 'Content-Security-Policy': captchaPolicy });
      }
      if (path.startsWith('/element/')) return sendFile(response, elementDir, path.slice('/element'.length));
      if (
        path === '/' ||
        path === '/index.html' ||
        path === '/page.css' ||
        path === '/csp-watch.js' ||
        path === '/passkeys.js' ||
        path === '/password-pages.js'
      ) {
        return sendFile(response, HERE, path === '/' ? '/index.html' : path);
      }
      sendText(response, 404, 'text/plain; charset=utf-8', 'Not found');
    }, options.port),
  );
  pagesUrl = pages.url;

  return {
    url: pages.url,
    assetsUrl: assets.url,
    captchaProviderUrl: captchaProvider.url,
    close: async () => {
      await Promise.all([pages.close(), assets.close(), captchaProvider.close()]);
      if (ownBuild) await rm(elementDir, { recursive: true, force: true });
      const built = await gallery?.catch(() => undefined);
      if (built) await rm(built, { recursive: true, force: true });
    },
  };
}
