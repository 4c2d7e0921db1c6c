// Server commands for the bundle tests: the built element served from other origins (with and
// without CORS), and a provider stand-in that accepts connections and never answers.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildElement, chunksWith, type BuiltElement } from '../../../demo/pages/build-element.ts';
import { listen, pathOf, sendFile, type RunningServer } from '../../../demo/pages/static-files.ts';
import type { Page } from 'playwright';
import { startHeldChunks, type HeldChunks } from './held-chunks.ts';

export interface BundleInfo {
  /** Origin serving court-login.js with `Access-Control-Allow-Origin: *`. */
  corsUrl: string;
  /** Origin serving the same files without CORS headers. */
  plainUrl: string;
  /** Origin (with CORS) that can hold the lazy chunks back: see held-chunks.ts. */
  heldUrl: string;
  /** Lazy chunks holding the phone metadata, the passkey and the wallet code. */
  phoneChunks: string[];
  /** The lazy chunks of the whole phone metadata, loaded once the visitor turns to a phone form (not its country's check). */
  phoneMetadataChunks: string[];
  passkeyChunks: string[];
  walletChunks: string[];
  /** Lazy chunks holding the password product's flow, screens and reset mode. */
  passwordChunks: string[];
  /**
   * React, ReactDOM and the widget (element/react-renderer.ts), then the chunks they import: requested
   * as the element mounts (with the phone form painted open, once that form's own chunks are in).
   */
  rendererChunks: string[];
  /** The lazy chunk holding the Court (provider client, session store, PKCE, event log), then the chunks it imports. */
  courtChunks: string[];
  /** A press on a painted provider button starts from court-login.js itself. */
  paintedStartInEntry: boolean;
  /** The chunk of React, ReactDOM and the widget alone. */
  reactChunk: string;
  /**
   * What every configuration requests right after its first paint: the Court's chunks, the session
   * bridge, the words, signs and links of errors and the flow's reporter, with the chunks they import.
   */
  afterPaintChunks: string[];
  /** Lazy chunks holding One Tap's code and the script loader it uses to fetch Google's script. */
  oneTapChunks: string[];
  /** Lazy chunks holding the captcha code. */
  captchaChunks: string[];
  /** The lazy chunks of the passkey-registration, reset-password and oauth-authorize modes' own components. */
  modeChunks: string[];
  /** The lazy chunk of the oauth-authorize mode (the consent page). */
  authorizeChunks: string[];
  /** The lazy chunk of the language table, which chooses a locale other than English and loads it. */
  languageTableChunks: string[];
  /** The lazy chunks that check a page's own texts and languages: the ICU parser's (overrides.ts) and the catalogues' checker. */
  pageTextChunks: string[];
  /**
   * What the passcode form of Google + text-message passcodes + email magic links loads, read from
   * the build's chunks: the chunks of its flows, views, forms, styles, its country's check and the
   * Court, then the chunks they import (not the whole phone metadata: the visitor's turn to the form
   * loads it).
   */
  passcodeFormChunks: string[];
  /** What the painted phone form loads before it can send (its forms, its send, its country's check), with the chunks they import. */
  paintedPhoneFormChunks: string[];
  /** The painted forms' own (its forms and its send, with the chunks they import): React's chunk waits for these, not the check. */
  paintedFormsOwnChunks: string[];
  /** The chunk of the painted forms themselves (src/paint/first-form.ts). */
  paintedFormsChunk: string;
  chunks: Array<{ fileName: string; isEntry: boolean }>;
}

interface TestSession {
  id: string;
  browser: { getPage(id: string): Page };
}

const PASSCODE_FORM_MODULES = [
  'src/products/otp/flow.ts',
  'src/products/otp/view.tsx',
  'src/products/email-magic-links/flow.ts',
  'src/products/email-magic-links/view.tsx',
  'src/widget/EmailGroup.tsx',
  'src/styles/products.css',
  'src/platform/first-country-phone.ts',
  'src/session/court.ts',
];

export function bundleCommands() {
  let ready: Promise<{ built: BuiltElement; cors: RunningServer; plain: RunningServer; held: HeldChunks }> | undefined;
  const hanging: Server[] = [];
  /** The paths the never-answering providers were asked for, preflights included. */
  const hangingPaths: string[] = [];
  /** Chunks the CORS origin answers 404, as after a redeploy that removed them. */
  const missing = new Set<string>();

  async function prepare() {
    const built = await buildElement();
    const cors = await listen((request, response) => {
      const path = pathOf(request);
      if (missing.has(path.slice(1))) {
        response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
        return;
      }
      return sendFile(response, built.outDir, path, { 'Access-Control-Allow-Origin': '*' });
    }, 0);
    const plain = await listen((request, response) => sendFile(response, built.outDir, pathOf(request)), 0);
    const held = await startHeldChunks(built.outDir);
    return { built, cors, plain, held };
  }

  async function startHanging(): Promise<string> {
    const server = createServer((request) => {
      hangingPaths.push(pathOf(request));
    });
    await new Promise<void>((done) => server.listen({ port: 0, host: '127.0.0.1' }, () => done()));
    hanging.push(server);
    return `http://localhost:${(server.address() as AddressInfo).port}`;
  }

  return {
    name: 'bundle-commands',
    async serverStop() {
      for (const server of hanging) {
        server.closeAllConnections();
        server.close();
      }
      if (ready) {
        const { cors, plain, held } = await ready;
        await Promise.all([cors.close(), plain.close(), held.close()]);
      }
    },
    async executeCommand({
      command,
      payload,
      session,
    }: {
      command: string;
      payload?: unknown;
      session: TestSession;
    }): Promise<unknown> {
      if (command === 'bundle-info') {
        ready ??= prepare();
        const { built, cors, plain, held } = await ready;
        const info: BundleInfo = {
          corsUrl: cors.url,
          plainUrl: plain.url,
          heldUrl: held.server.url,
          phoneChunks: chunksWith(built, 'libphonenumber-js'),
          phoneMetadataChunks: chunksWith(built, 'libphonenumber-js/mobile'),
          passkeyChunks: chunksWith(built, 'src/products/passkeys/passkeys-webauthn'),
          walletChunks: chunksWith(built, 'src/products/crypto/wallets'),
          passwordChunks: [
            ...new Set(
              [
                'src/products/passwords/flow',
                'src/products/passwords/screens/',
                'src/modes/reset-password/ResetPasswordFlow',
              ].flatMap((part) => chunksWith(built, part)),
            ),
          ],
          rendererChunks: withImports(built, chunksWith(built, 'element/react-renderer.ts')),
          courtChunks: withImports(built, chunksWith(built, 'src/session/court.ts')),
          paintedStartInEntry: built.chunks.some(
            (chunk) =>
              chunk.fileName === 'court-login.js' &&
              chunk.modules.some((id) => id.endsWith('src/products/oauth/painted-start.ts')),
          ),
          reactChunk: chunksWith(built, 'element/react-renderer.ts')[0]!,
          afterPaintChunks: withImports(built, [
            ...new Set(
              [
                'src/session/court.ts',
                'element/session-bridge.ts',
                'src/i18n/describe-error.ts',
                'src/ui/alert-signs.tsx',
                'src/reporting/report.ts',
              ].flatMap((module) => chunksWith(built, module)),
            ),
          ]),
          // Every module of One Tap's folder but its lead, which the widget's chunk holds (src/products/parts.ts).
          oneTapChunks: [
            ...new Set(
              [
                ...[
                  'view.tsx',
                  'flow.ts',
                  'one-tap-mount.ts',
                  'google-identity.ts',
                  'client.ts',
                  'screens/OneTapArea.tsx',
                ].map((file) => `src/products/one-tap/${file}`),
                'src/platform/script.ts',
              ].flatMap((part) => chunksWith(built, part)),
            ),
          ],
          captchaChunks: chunksWith(built, 'src/bot-protection/'),
          modeChunks: [
            'src/modes/passkey-registration/PasskeyRegistration.tsx',
            'src/modes/reset-password/ResetPasswordFlow.tsx',
            'src/modes/oauth-authorize/OAuthAuthorizeMode.tsx',
          ].flatMap((module) => chunksWith(built, module)),
          authorizeChunks: chunksWith(built, 'src/modes/oauth-authorize/OAuthAuthorizeMode.tsx'),
          languageTableChunks: chunksWith(built, 'src/i18n/language-table.ts'),
          pageTextChunks: ['src/i18n/overrides.ts', 'src/i18n/page-languages.ts'].flatMap((module) =>
            chunksWith(built, module),
          ),
          passcodeFormChunks: withImports(built, [
            ...new Set(PASSCODE_FORM_MODULES.flatMap((part) => chunksWith(built, part))),
          ]),
          paintedPhoneFormChunks: withImports(built, [
            ...new Set(
              [
                'src/paint/first-form.ts',
                'src/products/otp/painted-send.ts',
                'src/platform/first-country-phone.ts',
              ].flatMap((module) => chunksWith(built, module)),
            ),
          ]),
          paintedFormsOwnChunks: withImports(built, [
            ...new Set(
              ['src/paint/first-form.ts', 'src/products/otp/painted-send.ts'].flatMap((module) =>
                chunksWith(built, module),
              ),
            ),
          ]),
          paintedFormsChunk: chunksWith(built, 'src/paint/first-form.ts')[0]!,
          chunks: built.chunks.map(({ fileName, isEntry }) => ({ fileName, isEntry })),
        };
        return info;
      }
      // { files: ['….js'] }: those chunks answer 404 from now on.
      if (command === 'bundle-remove-chunks') {
        for (const file of (payload as { files?: string[] } | undefined)?.files ?? []) missing.add(file);
        return true;
      }
      if (command === 'bundle-restore-chunks') {
        missing.clear();
        return true;
      }
      // Held chunks (held-chunks.ts): hold (and forget what was requested), release (all, or some), the
      // files requested (in order, or with when: `-requested-at`).
      if (command.startsWith('held-chunks-')) {
        ready ??= prepare();
        const { held } = await ready;
        if (command === 'held-chunks-hold') held.hold(session.browser.getPage(session.id));
        if (command === 'held-chunks-release') held.release();
        // { files: ['….js'] }: those alone.
        if (command === 'held-chunks-release-only') held.releaseOnly((payload as { files: string[] }).files);
        if (command === 'held-chunks-requested-at') return held.requestedAt();
        return held.requested();
      }
      if (command === 'hanging-provider-url') return startHanging();
      if (command === 'hanging-provider-requests') return hangingPaths.length;
      if (command === 'hanging-provider-paths') return hangingPaths;
      return undefined;
    },
  };
}

/** The chunks, then every lazy chunk they import statically (court-login.js aside). */
function withImports(built: BuiltElement, chunks: string[]): string[] {
  const all = [...chunks];
  for (const chunk of all) {
    const code = readFileSync(join(built.outDir, chunk), 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) {
      const imported = match[1] ?? '';
      if (imported !== 'court-login.js' && !all.includes(imported)) all.push(imported);
    }
  }
  return all;
}
