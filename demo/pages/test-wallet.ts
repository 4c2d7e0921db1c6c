// The key of the demo page's test wallet: a fresh secp256k1 key per start, kept on this server.
// The page's injected wallet asks it for the address and for personal_sign signatures, so a person
// can click through a wallet sign-in offline. Answers only this server's own page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { sendText } from './static-files.ts';

const MAX_BODY = 64 * 1024;

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        resolve(undefined);
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', () => resolve(undefined));
  });
}

/** The page's own origin, by either local name. */
function sameSite(origin: string, pages: string): boolean {
  try {
    const from = new URL(origin);
    const own = new URL(pages);
    return (
      from.protocol === own.protocol && from.port === own.port && ['localhost', '127.0.0.1'].includes(from.hostname)
    );
  } catch {
    return false;
  }
}

export function testWallet(pagesOrigin: () => string) {
  const account = privateKeyToAccount(generatePrivateKey());
  const json = (response: ServerResponse, status: number, body: unknown) =>
    sendText(response, status, 'application/json; charset=utf-8', JSON.stringify(body), {
      'Cache-Control': 'no-store',
    });

  /** Handles `/_test-wallet/*`; returns false for other paths. */
  return async function handle(path: string, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    if (!path.startsWith('/_test-wallet/')) return false;
    // Same-origin requests only: another site open in the browser must not get signatures.
    const origin = request.headers.origin;
    if (origin !== undefined && !sameSite(origin, pagesOrigin())) {
      json(response, 403, { error: 'This test wallet answers its own page only.' });
      return true;
    }
    if (path === '/_test-wallet/account' && request.method === 'GET') {
      json(response, 200, { address: account.address });
      return true;
    }
    if (path === '/_test-wallet/sign' && request.method === 'POST') {
      if (!String(request.headers['content-type']).startsWith('application/json')) {
        json(response, 415, { error: 'Send JSON.' });
        return true;
      }
      const text = await readBody(request);
      let message: unknown;
      try {
        message = text === undefined ? undefined : (JSON.parse(text) as { message?: unknown }).message;
      } catch {
        message = undefined;
      }
      if (typeof message !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(message)) {
        json(response, 400, { error: 'Expected {"message": "0x…"} (the hex bytes to sign).' });
        return true;
      }
      json(response, 200, { signature: await account.signMessage({ message: { raw: message as `0x${string}` } }) });
      return true;
    }
    json(response, 404, { error: 'Not found' });
    return true;
  };
}
